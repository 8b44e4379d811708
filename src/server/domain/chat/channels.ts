import type { Config } from '../../config';

/** A chat room: its type names it on the wire (`data.channel`) and keys its messages. */
export interface ChatChannel {
  channel: string;
  name: string;
  /** Below this level a player may read but not write here. */
  minLevel: number;
  /** Seconds a player waits between two messages here; 0 is off. */
  slowModeSeconds: number;
}

type ChatConfig = Config['chat'];

/** The channels in the order the picker lists them; the first is the default. */
export function chatChannels(config: ChatConfig): ChatChannel[] {
  const open = (channel: string, name: string): ChatChannel => ({
    channel,
    name,
    minLevel: config.minLevel,
    slowModeSeconds: config.slowModeSeconds,
  });
  return [
    open('en', 'English'),
    open('ru', 'Русский'),
    open('tr', 'Türkçe'),
    open('es', 'Español'),
    {
      channel: 'vip',
      name: 'VIP',
      minLevel: Math.max(config.minLevel, config.vipMinLevel),
      slowModeSeconds: config.vipSlowModeSeconds,
    },
  ];
}
