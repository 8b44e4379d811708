import { GAME_KINDS, channels } from '../../shared/contract';

const CASE_BATTLE = /^case-battle:[a-z0-9-]{1,48}$/;

/**
 * Channels a socket may join: the names the shared contract defines, one per game of the
 * server's registry (the site's games by default), and no others.
 */
export function knownChannels(gameKinds: readonly string[] = GAME_KINDS) {
  const fixed = new Set<string>([
    channels.liveDrops,
    channels.race,
    channels.openBooks,
    ...gameKinds.map((kind) => `game:${kind}`),
  ]);
  return (channel: string): boolean => fixed.has(channel) || CASE_BATTLE.test(channel);
}

export const isKnownChannel = knownChannels();

export const channelRoom = (channel: string) => `channel:${channel}`;
export const userRoom = (userId: string) => `user:${userId}`;
