import type { Tx } from '../../../db/transaction';
import { formatGems } from '../../../../shared/money';
import { depositLimitWords, depositRoom } from '../../responsibleGambling';
import type { Wallet } from '../../wallet';

/** What a deposit's counted gems become: credited now, or held for an operator. */
export interface DepositSplit {
  credit: number;
  held: number;
  /** Why `held` was held ("your daily deposit limit of 50.00 gems"). */
  why: string | null;
}

/**
 * Coins sent on chain cannot be refused, so the deposit's gems are weighed when they are
 * counted, in the crediting transaction: self-exclusion holds them all; a deposit limit lets
 * in what its room allows and holds the rest. The player's account is locked before their
 * row (the order a bet takes), and both stay locked to commit, so two deposits at once are
 * weighed one after the other against the same room.
 */
export async function splitDeposit(
  tx: Tx,
  wallet: Wallet,
  userId: string,
  gems: number,
): Promise<DepositSplit> {
  if (gems <= 0) return { credit: 0, held: 0, why: null };
  await wallet.lockPlayers(tx, [userId]);
  const { excluded, room, limits } = await depositRoom(tx, userId);
  if (excluded) return { credit: 0, held: gems, why: excluded.replace(/^You/, 'you') };
  if (room === null || room >= gems) return { credit: gems, held: 0, why: null };
  const tightest = limits.reduce((a, b) => (b.cap - b.used < a.cap - a.used ? b : a));
  const credit = Math.max(room, 0);
  return { credit, held: gems - credit, why: `your ${depositLimitWords(tightest)}` };
}

/** The held deposit's reason, as its row keeps it. */
export const heldReason = (split: DepositSplit) =>
  `${formatGems(split.held)} gems held for review: ${split.why}`;
