import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** A passed identity check, to the player's own tabs. */
export const kycRelays: RelayEntries = () => [
  relay({
    on: 'kyc.verified',
    emit: 'kyc.verified',
    audience: { to: 'player', userId: (e) => e.userId },
    unparsed: true,
    data: () => ({}),
  }),
];
