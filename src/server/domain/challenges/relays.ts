import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** The challenge tracker, to the player's own tabs. */
export const challengeRelays: RelayEntries = () => [
  relay({
    on: 'challenge.tracker',
    emit: 'challenge-tracker.update',
    audience: { to: 'player', userId: (e) => e.userId },
    data: ({ tracker }) => ({ tracker }),
  }),
];
