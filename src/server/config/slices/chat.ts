import { z } from 'zod';
import { CHAT_MESSAGE_MAX_TEXT } from '../../../shared/contract/chat';
import { level, seconds, type SliceEnv } from '../envFields';

/** Chat: who may write where, how fast, which links; the online count's refresh. */
export const chatEnv = {
  CHAT_MIN_LEVEL: level.default(0),
  CHAT_VIP_MIN_LEVEL: level.default(10),
  CHAT_MAX_LENGTH: z.coerce
    .number({ error: 'must be a number of characters' })
    .int()
    .min(1)
    .max(CHAT_MESSAGE_MAX_TEXT, { error: `must be at most ${CHAT_MESSAGE_MAX_TEXT}` })
    .default(300),
  CHAT_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(5),
  CHAT_RATE_WINDOW_SECONDS: seconds.min(1).default(10),
  CHAT_SLOW_MODE_SECONDS: seconds.default(3),
  CHAT_VIP_SLOW_MODE_SECONDS: seconds.default(0),
  CHAT_REPEAT_WINDOW_SECONDS: seconds.default(60),
  CHAT_HISTORY_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(200)
    .default(50),
  CHAT_LINK_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, { error: 'must be comma-separated host names' })
    .default(
      'steamcommunity.com,store.steampowered.com,discord.gg,x.com,tiktok.com,youtube.com,youtu.be,twitch.tv',
    ),
  ONLINE_COUNT_SECONDS: seconds.min(1).max(300).default(5),
};

export interface ChatConfig {
  chat: {
    /** Level needed to write in any channel; the VIP channel needs vipMinLevel. */
    minLevel: number;
    vipMinLevel: number;
    /** Characters per message (the contract caps it at CHAT_MESSAGE_MAX_TEXT). */
    maxLength: number;
    /** At most `count` messages per player in any `windowSeconds`. */
    rateLimit: { count: number; windowSeconds: number };
    slowModeSeconds: number;
    vipSlowModeSeconds: number;
    repeatWindowSeconds: number;
    /** Messages per channel in GET /chat/history. */
    historySize: number;
    /** Hosts (and their subdomains) links in chat may point to; the site's own included. */
    linkHosts: string[];
    /** How often user.online-count is recounted. */
    onlineCountIntervalMs: number;
  };
}

export function chatConfig(e: SliceEnv<typeof chatEnv>, siteOrigin: string): ChatConfig {
  return {
    chat: {
      minLevel: e.CHAT_MIN_LEVEL,
      vipMinLevel: e.CHAT_VIP_MIN_LEVEL,
      maxLength: e.CHAT_MAX_LENGTH,
      rateLimit: { count: e.CHAT_RATE_LIMIT, windowSeconds: e.CHAT_RATE_WINDOW_SECONDS },
      slowModeSeconds: e.CHAT_SLOW_MODE_SECONDS,
      vipSlowModeSeconds: e.CHAT_VIP_SLOW_MODE_SECONDS,
      repeatWindowSeconds: e.CHAT_REPEAT_WINDOW_SECONDS,
      historySize: e.CHAT_HISTORY_SIZE,
      linkHosts: [
        ...new Set([new URL(siteOrigin).hostname, ...e.CHAT_LINK_HOSTS.toLowerCase().split(',')]),
      ],
      onlineCountIntervalMs: e.ONLINE_COUNT_SECONDS * 1000,
    },
  };
}
