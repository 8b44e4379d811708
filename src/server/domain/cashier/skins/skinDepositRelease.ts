import { eq } from 'drizzle-orm';
import type { AdminSkinDeposit } from '../../../../shared/contract/adminCashier';
import { auditLog, skinDeposits, users } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { assertCan, assertMayActOn } from '../../accounts/permissions';
import { conflict, notFound } from '../../errors';
import { type StaffConfirm, noConfirm } from '../crypto/reviewAudit';
import { adminSkinDepositOf } from './skinDepositAdmin';
import type { SkinDepositDeps } from './skinDepositDeps';
import { skinDepositNotice } from './skinDepositNotices';
import { lockSkinDeposit } from './skinDepositRows';

type ReleaseDeps = Pick<SkinDepositDeps, 'db' | 'wallet' | 'notifications' | 'rolesOf' | 'now'>;

const notHeld = () =>
  conflict('DEPOSIT_NOT_HELD', 'This deposit holds no gems: it was released or never held');

/**
 * An operator credits a held skin deposit's held gems to its player, once, as a held crypto
 * deposit is released (crypto/depositRelease.ts): under the row's lock the credit (a
 * 'skin-deposit', so it counts toward deposit limits and wagering like any deposit, keyed by
 * the row), the row's new state, the audit row and STEAM_DEPOSIT_COMPLETED commit together,
 * so of two releases at once the second finds nothing held. The trade protection stays: a
 * reversal on Steam still takes back everything the deposit brought (skinDepositReversal.ts).
 */
export async function releaseHeldSkinDeposit(
  deps: ReleaseDeps,
  actorId: string,
  id: string,
  reason: string,
  confirm: StaffConfirm = noConfirm,
): Promise<AdminSkinDeposit> {
  const actorRoles = await deps.rolesOf(actorId);
  assertCan(actorRoles, 'cashier.withdrawals');
  // Whose deposit, read first: an embedded database has one connection, held by the transaction.
  const [owner] = await deps.db
    .select({ userId: skinDeposits.userId, username: users.username })
    .from(skinDeposits)
    .innerJoin(users, eq(users.id, skinDeposits.userId))
    .where(eq(skinDeposits.id, id));
  if (!owner) throw notFound('No skin deposit with that id');
  assertMayActOn(actorRoles, await deps.rolesOf(owner.userId));
  await confirm();
  const done = await transact(deps.db, async (tx) => {
    const row = await lockSkinDeposit(tx, id);
    if (!row) throw notFound('No skin deposit with that id');
    if (row.status !== 'HELD' || row.held <= 0) throw notHeld();
    await deps.wallet.move(tx, {
      userId: row.userId,
      amount: row.held,
      counterparty: 'cashier',
      kind: 'skin-deposit',
      reference: row.id,
      idempotencyKey: `skin-deposit-release:${row.id}`,
    });
    const [released] = await tx.db
      .update(skinDeposits)
      .set({
        status: 'COMPLETED',
        amount: row.amount + row.held,
        held: 0,
        reason: `Released after review: ${reason}`.slice(0, 200),
        updatedAt: deps.now(),
      })
      .where(eq(skinDeposits.id, row.id))
      .returning();
    await tx.db.insert(auditLog).values({
      actorId,
      action: 'cashier.deposit.release',
      targetId: row.userId,
      details: {
        depositId: row.id,
        method: 'SKINS',
        amount: row.amount,
        before: { status: row.status, amount: row.amount, held: row.held },
        after: { status: 'COMPLETED', amount: released!.amount, held: 0 },
        reason,
      },
    });
    await deps.notifications.create(tx, {
      ...skinDepositNotice(
        row.userId,
        { count: row.items.length, amount: row.held, bonus: 0, held: 0, why: null },
        deps.notifications.now(),
      ),
      subject: `skin-deposit:${row.id}`,
    });
    return released!;
  });
  return adminSkinDepositOf(done, owner.username);
}
