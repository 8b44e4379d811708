import type { BetRecord, InstantGame } from '../../../shared/contract/instantGames';

/** A settled bet as stored, with its pair's public fairness data. */
export interface SettledBet {
  id: string;
  /** A registered game's kind. */
  game: string;
  amount: number;
  payout: number;
  multiplierE4: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Stored in the contract's outcome shape for its game. */
  outcome: unknown;
  createdAt: Date | string;
}

/** One game's bet record, as the contract shapes it (any registered game's, by its outcome). */
export type BetRecordOf<G extends string, O = unknown> = G extends InstantGame
  ? Extract<BetRecord, { game: G }>
  : Omit<BetRecord, 'game' | 'outcome'> & { game: G; outcome: O };

/** The bet as the API shows it; the multiplier is for display, the payout is what counts. */
export function toBetRecord<G extends string, O>(
  bet: SettledBet & { game: G; outcome: O },
): BetRecordOf<G, O> {
  return {
    id: bet.id,
    game: bet.game,
    amount: bet.amount,
    payout: bet.payout,
    multiplier: bet.multiplierE4 / 10_000,
    fairness: { serverSeedHash: bet.serverSeedHash, clientSeed: bet.clientSeed, nonce: bet.nonce },
    createdAt: new Date(bet.createdAt).toISOString(),
    outcome: bet.outcome,
  } as BetRecordOf<G, O>;
}
