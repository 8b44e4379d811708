import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { formatGems } from '../../../../shared/money';
import { SETTLED_WAGER_SQL } from '../../accruals/settledWagerSql';
import { DomainError } from '../../errors';

/** Ledger kinds of a crypto deposit's credits: the gems and their bonus. */
const CREDIT_KINDS = ['crypto-deposit', 'deposit-bonus'];

// Each credit of the player, oldest first, with the wagers staked from it until the next
// credit. A deposit and its bonus share a moment: the first of the pair spans nothing.
const CREDITS_AND_WAGERS: Statement = {
  name: 'crypto_wagering_spans',
  text: `WITH credits AS (
           SELECT t.id, t.created_at, e.amount
           FROM wallet_transfers t
           JOIN wallet_entries e ON e.transfer_id = t.id AND e.amount > 0
           JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = $1
           WHERE t.user_id = $1 AND t.kind = ANY($2::text[])),
         spans AS (
           SELECT id, amount, created_at AS since,
                  lead(created_at) OVER (ORDER BY created_at, id) AS until
           FROM credits)
         SELECT s.amount AS credited,
                (SELECT coalesce(sum(b.amount), 0) FROM bets b
                 WHERE b.user_id = $1 AND b.created_at >= s.since
                   AND (s.until IS NULL OR b.created_at < s.until)
                   AND ${SETTLED_WAGER_SQL}) AS wagered
         FROM spans s ORDER BY s.since, s.id`,
};

/**
 * What is still to wager, over every credit in order: each credit adds `factor` times itself
 * (bonus included) to what is owed, and the wagers staked after it and before the next pay it
 * off; what is owed never drops below 0. So every deposit must be wagered, a small deposit
 * never resets a big one, and wagers never pay for a deposit not yet made. A wager is a
 * settled bet that is no stake given back (accruals/settledWagerSql.ts).
 */
export function stillToWager(
  spans: ReadonlyArray<{ credited: number; wagered: number }>,
  factor: number,
): number {
  let owed = 0;
  for (const { credited, wagered } of spans)
    owed = Math.max(0, owed + Math.ceil(credited * factor) - wagered);
  return owed;
}

/**
 * Refuses a withdrawal while any crypto deposit is not wagered (stillToWager). Runs under
 * the player's account lock, so bets and withdrawals of theirs cannot slip in between.
 */
export async function assertWagered(tx: Tx, userId: string, factor: number): Promise<void> {
  if (factor <= 0) return;
  const rows = await tx.query<{ credited: number | string; wagered: number | string }>(
    CREDITS_AND_WAGERS,
    [userId, CREDIT_KINDS],
  );
  const owed = stillToWager(
    rows.map((r) => ({ credited: Number(r.credited), wagered: Number(r.wagered) })),
    factor,
  );
  if (owed > 0)
    throw new DomainError(
      'WAGER_REQUIRED',
      `Wager ${formatGems(owed)} more gems before withdrawing (every deposit must be wagered ${factor}x)`,
      403,
    );
}
