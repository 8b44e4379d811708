import { GAME_KINDS, channels } from '../../shared/contract';

/** Channels a socket may join: the names the shared contract defines, and no others. */
const STATIC_CHANNELS = new Set<string>([channels.liveDrops, ...GAME_KINDS.map(channels.game)]);
const CASE_BATTLE = /^case-battle:[a-z0-9-]{1,48}$/;

export function isKnownChannel(channel: string): boolean {
  return STATIC_CHANNELS.has(channel) || CASE_BATTLE.test(channel);
}

export const channelRoom = (channel: string) => `channel:${channel}`;
export const userRoom = (userId: string) => `user:${userId}`;
