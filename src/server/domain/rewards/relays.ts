import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** Claimable rakeback, to the player's own tabs. */
export const rewardRelays: RelayEntries = () => [
  relay({
    on: 'rewards.rakeback',
    emit: 'rewards.rakeback',
    audience: { to: 'player', userId: (e) => e.userId },
    data: ({ claimable }) => ({ claimable }),
  }),
];
