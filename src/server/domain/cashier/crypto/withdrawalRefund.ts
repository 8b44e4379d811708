import { eq, sql } from 'drizzle-orm';
import { auditLog, cryptoTransactions } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { auditDetails } from './reviewAudit';
import { isStuck } from './stuckWithdrawals';
import { notify } from './transactionFeed';
import { FINAL, assertEndable } from './withdrawalRules';

export interface WithdrawalEnd {
  reason: string;
  externalId: string | null;
  as: 'FAILED' | 'REJECTED';
  reviewer: string | null;
  stuckOnly: boolean;
}

/** Ends a withdrawal as FAILED (or REJECTED) and refunds it, once: later calls change nothing. */
export function failWithdrawal(
  deps: CryptoCashierDeps,
  id: string,
  reason: string,
  how: Partial<Pick<WithdrawalEnd, 'externalId' | 'as' | 'reviewer'>> = {},
): Promise<CryptoTransactionRow> {
  const { externalId = null, as = 'FAILED', reviewer = null } = how;
  return endWithRefund(deps, id, { reason, externalId, as, reviewer, stuckOnly: false });
}

/**
 * The refund path of every failure: under the row's lock, the refund (keyed by the row, so
 * paid once whatever calls it) and the final status commit together. `stuckOnly`: an
 * operator failing a stuck withdrawal, refused unless it is stuck (stuckWithdrawals.ts).
 */
export async function endWithRefund(
  deps: CryptoCashierDeps,
  id: string,
  end: WithdrawalEnd,
): Promise<CryptoTransactionRow> {
  const { reason, as, reviewer } = end;
  return transact(deps.db, async (tx) => {
    const [locked] = await tx.db
      .select({ row: cryptoTransactions, stuck: sql<boolean>`${isStuck}` })
      .from(cryptoTransactions)
      .where(eq(cryptoTransactions.id, id))
      .for('update');
    const row = locked?.row;
    assertEndable(row, end, locked?.stuck ?? false);
    if (FINAL.has(row.status)) return row;
    await deps.wallet.move(tx, {
      userId: row.userId,
      amount: row.amount,
      counterparty: 'cashier',
      kind: 'crypto-withdrawal-refund',
      reference: row.id,
      idempotencyKey: `crypto-withdrawal-refund:${row.id}`,
    });
    const [done] = await tx.db
      .update(cryptoTransactions)
      .set({
        status: as,
        reason: reason.slice(0, 200),
        externalId: row.externalId ?? end.externalId,
        reviewedBy: reviewer ?? row.reviewedBy,
        updatedAt: new Date(),
        settledAt: new Date(),
      })
      .where(eq(cryptoTransactions.id, row.id))
      .returning();
    if (reviewer)
      await tx.db.insert(auditLog).values({
        actorId: reviewer,
        action: as === 'REJECTED' ? 'cashier.withdrawal.reject' : 'cashier.withdrawal.fail',
        targetId: row.userId,
        details: auditDetails(row, as, reason),
      });
    await notify(deps, tx, 'WITHDRAWAL_FAILED', done!);
    return done!;
  });
}
