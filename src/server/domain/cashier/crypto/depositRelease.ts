import { eq } from 'drizzle-orm';
import type { AdminHeldDeposit } from '../../../../shared/contract/cashierCrypto';
import { auditLog, cryptoTransactions } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { assertCan, assertMayActOn } from '../../accounts/permissions';
import { conflict, notFound } from '../../errors';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { adminView } from './operatorQueues';
import { type StaffConfirm, auditDetails, noConfirm } from './reviewAudit';
import { notify } from './transactionFeed';
import { lockById } from './transactionLocks';

const notHeld = () =>
  conflict('DEPOSIT_NOT_HELD', 'This deposit holds no gems: it was released or never held');

/**
 * An operator credits a held deposit's held gems to its player, once: under the row's lock
 * the credit (a 'crypto-deposit', so it counts toward deposit limits and wagering like any
 * deposit, keyed by the row) and the row's new state commit together, so of two releases at
 * once the second finds nothing held. Audited with the reason typed.
 */
export async function releaseHeldDeposit(
  deps: CryptoCashierDeps,
  actorId: string,
  id: string,
  reason: string,
  confirm: StaffConfirm = noConfirm,
): Promise<AdminHeldDeposit> {
  const actorRoles = await deps.rolesOf(actorId);
  assertCan(actorRoles, 'cashier.withdrawals');
  // Whose deposit, read first: an embedded database has one connection, held by the transaction.
  const [owner] = await deps.db
    .select({ userId: cryptoTransactions.userId })
    .from(cryptoTransactions)
    .where(eq(cryptoTransactions.id, id));
  if (owner) assertMayActOn(actorRoles, await deps.rolesOf(owner.userId));
  await confirm();
  const done = await transact(deps.db, async (tx) => {
    const row = await lockById(tx, id);
    if (!row || row.kind !== 'DEPOSIT') throw notFound('No deposit with that id');
    if (row.status !== 'HELD' || row.held <= 0) throw notHeld();
    await deps.wallet.move(tx, {
      userId: row.userId,
      amount: row.held,
      counterparty: 'cashier',
      kind: 'crypto-deposit',
      reference: row.id,
      idempotencyKey: `crypto-deposit-release:${row.id}`,
    });
    const [released] = await tx.db
      .update(cryptoTransactions)
      .set({
        status: 'COMPLETED',
        amount: row.amount + row.held,
        held: 0,
        reason: `Released after review: ${reason}`.slice(0, 200),
        reviewedBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(cryptoTransactions.id, row.id))
      .returning();
    await tx.db.insert(auditLog).values({
      actorId,
      action: 'cashier.deposit.release',
      targetId: row.userId,
      details: {
        ...auditDetails(row, 'COMPLETED', reason),
        before: { status: row.status, amount: row.amount, held: row.held },
        after: { status: 'COMPLETED', amount: released!.amount, held: 0 },
      },
    });
    await notify(deps, tx, 'DEPOSIT_COMPLETED', released!, {
      amount: row.held,
      bonus: 0,
      held: 0,
      reason: null,
    });
    return released!;
  });
  return { ...(await adminView(deps, done)), held: done.held };
}
