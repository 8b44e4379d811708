import { levelOf } from '../../../shared/levels';
import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** The player's level and XP boosts, to their own tabs. */
export const xpRelays: RelayEntries = () => [
  relay({
    on: 'user.xp',
    emit: 'user.xp-updated',
    audience: { to: 'player', userId: (e) => e.userId },
    unparsed: true,
    data: ({ total }) => ({ xp: levelOf(total) }),
  }),
  relay({
    on: 'xp-boost.activated',
    emit: 'xp-boost.activated',
    audience: { to: 'player', userId: (e) => e.userId },
    unparsed: true,
    data: ({ multiplier, endsAt }) => ({
      xpBoost: { multiplier, endsAt: endsAt.toISOString() },
    }),
  }),
  relay({
    on: 'xp-boost.expired',
    emit: 'xp-boost.expired',
    audience: { to: 'player', userId: (e) => e.userId },
    unparsed: true,
    data: () => ({ xpBoost: null }),
  }),
];
