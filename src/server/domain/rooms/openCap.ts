import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { conflict } from '../errors';

// The bound on the games one player keeps open in a lobby (a room game's rooms, case
// battles), checked one way: one player's creations of one game take turns, so two sent at
// once cannot both pass the count, and the turn is held until the creation commits.

/**
 * Serializes one player's creations of one game. Transaction-scoped: released at commit or
 * rollback. An advisory lock rather than the user's row: bets lock the account, then the
 * user row, so taking the user row first here could deadlock against the player's own bet
 * in another tab.
 */
const LOCK_OPENER: Statement = {
  name: 'open_cap_lock',
  text: `SELECT pg_advisory_xact_lock(hashtextextended('open-cap:' || $1 || ':' || $2::text, 0))`,
};

export interface OpenCap {
  /** The game's kind: its own turn per player. */
  kind: string;
  /** Counts the player's open games (`$1` the player, then `countArgs`); answers `open`. */
  count: Statement;
  countArgs?: readonly unknown[];
  most: number;
  /** The 409 that refuses one more. */
  code: string;
  message: string;
}

/** Refuses a creator who already keeps `most` open games; holds the turn to commit. */
export async function holdOpenCap(tx: Tx, cap: OpenCap, userId: string): Promise<void> {
  await tx.query(LOCK_OPENER, [cap.kind, userId]);
  const [count] = await tx.query<{ open: number }>(cap.count, [userId, ...(cap.countArgs ?? [])]);
  if (Number(count?.open ?? 0) >= cap.most) throw conflict(cap.code, cap.message);
}
