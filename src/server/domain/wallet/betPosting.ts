import type { Statement } from '../../db/client';
import type { BalanceReveal } from '../events';

// A bet's money in one statement: bet_settle() (migration 0014) takes the seed pair's nonce,
// posts the stake and the payout as two wallet_post() transfers and writes the bet row.

export interface BetPosting {
  betId: string;
  userId: string;
  game: string;
  /** The pair and nonce the outcome was decided on; taken only if still the pair's next. */
  seedPairId: string;
  nonce: number;
  amount: number;
  /** Null leaves the bet open (stake only, no settled_at): a mines game being played. */
  payout: number | null;
  multiplierE4: number | null;
  params: unknown;
  /** Stored on the bet row; null while the bet is open. */
  outcome: unknown;
  /** The payout's hold, carried by the balance announced after commit. */
  reveal?: BalanceReveal | null;
}

/** The player's active pair as it is now, with the nonce its next bet takes. */
export interface CurrentPair {
  seedPairId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export type BetPostingResult =
  | {
      settled: true;
      balance: number;
      ledgerPosition: number;
      createdAt: Date;
      username: string;
    }
  /** The nonce moved, the pair was rotated, or the player has no pair (null): decide again. */
  | { settled: false; current: CurrentPair | null };

export interface BetSettleRow extends Record<string, unknown> {
  settled: boolean;
  balance: number | string | null;
  ledger_position: number | string | null;
  created_at: Date | string | null;
  username: string | null;
  pair_id: string | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  next_nonce: number | null;
}

export const BET_SETTLE: Statement = {
  name: 'bet_settle',
  text: `SELECT * FROM bet_settle($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb)`,
};

export function betSettleValues(
  posting: BetPosting,
  userAccount: number,
  houseAccount: number,
): unknown[] {
  return [
    posting.betId,
    posting.userId,
    posting.game,
    posting.seedPairId,
    posting.nonce,
    userAccount,
    houseAccount,
    posting.amount,
    posting.payout,
    posting.multiplierE4,
    JSON.stringify(posting.params),
    posting.payout === null ? null : JSON.stringify(posting.outcome),
  ];
}

/** No row: the player has no active pair at all. */
export function toBetPostingResult(row: BetSettleRow | undefined): BetPostingResult {
  if (row?.settled)
    return {
      settled: true,
      balance: Number(row.balance),
      ledgerPosition: Number(row.ledger_position),
      createdAt: new Date(row.created_at!),
      username: row.username!,
    };
  if (!row) return { settled: false, current: null };
  return {
    settled: false,
    current: {
      seedPairId: row.pair_id!,
      serverSeed: row.server_seed!,
      serverSeedHash: row.server_seed_hash!,
      clientSeed: row.client_seed!,
      nonce: Number(row.next_nonce),
    },
  };
}
