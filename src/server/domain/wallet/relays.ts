import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** The balance, to the player's own tabs. */
export const walletRelays: RelayEntries = () => [
  relay({
    on: 'user.balance',
    emit: 'user.balance',
    audience: { to: 'player', userId: (e) => e.userId },
    // Not parsed: the hot path of every bet, and its shape is the wallet's own. A payout
    // not shown yet goes with its hold, relative to now: every tab waits for the reveal.
    unparsed: true,
    data: ({ balance, ledgerPosition, reveal }) =>
      reveal ? { balance, ledgerPosition, reveal } : { balance, ledgerPosition },
  }),
];
