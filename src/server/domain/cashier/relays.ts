import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** A crypto transaction, to its player's tabs; the crypto rates, to everyone. */
export const cashierRelays: RelayEntries = () => [
  relay({
    on: 'cashier.crypto-transaction',
    emit: 'cashier.crypto-transaction',
    audience: { to: 'player', userId: (e) => e.userId },
    data: ({ transaction }) => ({ transaction }),
  }),
  relay({
    on: 'cashier.rates',
    emit: 'cashier.crypto',
    audience: { to: 'everyone' },
    data: ({ rates }) => ({ rates }),
  }),
];
