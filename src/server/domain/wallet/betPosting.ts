import type { Statement } from '../../db/client';
import type { BalanceReveal } from '../events';

// A bet's money in one statement: bet_settle() (db/functions) takes the seed pair's nonce,
// posts the stake and the payout netted as one transfer and writes the bet row;
// bet_settle_batch() does the same for several players' bets in one statement and commit.

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
  /** XP the wager earns (levels.ts xpForWager), credited only if the bet settles now. */
  xp: number;
  /** Announces no balance after commit: a later movement of its transaction does. */
  quiet?: boolean;
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
      /** The player's XP total after this bet's credit; null when it credited none (open). */
      xp: number | null;
    }
  /** The nonce moved, the pair was rotated, or the player has no pair (null): decide again. */
  | { settled: false; current: CurrentPair | null; insufficient?: false }
  /** The stake does not fit the balance: nothing was written (only a group answers this). */
  | { settled: false; insufficient: true };

export interface BetSettleRow extends Record<string, unknown> {
  status: 'settled' | 'moved' | 'insufficient';
  balance: number | string | null;
  ledger_position: number | string | null;
  created_at: Date | string | null;
  username: string | null;
  pair_id: string | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  next_nonce: number | null;
  xp: number | string | null;
}

export const BET_SETTLE: Statement = {
  name: 'bet_settle',
  text: `SELECT * FROM bet_settle($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13)`,
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
    posting.xp,
  ];
}

export const BET_SETTLE_BATCH: Statement = {
  name: 'bet_settle_batch',
  text: `SELECT * FROM bet_settle_batch($1::uuid[], $2::uuid[], $3::text[], $4::uuid[],
    $5::int[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[],
    $11::jsonb[], $12::jsonb[], $13::bigint[])`,
};

/** A group's values: each of bet_settle()'s parameters as an array, one element per bet. */
export function betSettleBatchValues(
  postings: readonly { posting: BetPosting; userAccount: number; houseAccount: number }[],
): unknown[] {
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  for (const { posting, userAccount, houseAccount } of postings) {
    const values = betSettleValues(posting, userAccount, houseAccount);
    for (let i = 0; i < values.length; i++) columns[i]!.push(values[i]);
  }
  return columns;
}

/** One bet's answer; a missing row (the player has no active pair) is a moved nonce. */
export function toBetPostingResult(row: BetSettleRow | undefined): BetPostingResult {
  if (row?.status === 'insufficient') return { settled: false, insufficient: true };
  if (row?.status === 'settled')
    return {
      settled: true,
      balance: Number(row.balance),
      ledgerPosition: Number(row.ledger_position),
      createdAt: new Date(row.created_at!),
      username: row.username!,
      xp: row.xp === null ? null : Number(row.xp),
    };
  if (!row?.pair_id) return { settled: false, current: null };
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
