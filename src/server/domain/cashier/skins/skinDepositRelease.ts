import { eq } from 'drizzle-orm';
import type { AdminSkinDeposit } from '../../../../shared/contract/adminCashier';
import { skinDeposits, users } from '../../../db/schema';
import { notFound } from '../../errors';
import { type StaffConfirm, noConfirm } from '../crypto/reviewAudit';
import { releaseHeld } from '../deposits/heldRelease';
import { adminSkinDepositOf } from './skinDepositAdmin';
import type { SkinDepositDeps } from './skinDepositDeps';
import { skinDepositNotice } from './skinDepositNotices';
import { lockSkinDeposit } from './skinDepositRows';

type ReleaseDeps = Pick<SkinDepositDeps, 'db' | 'wallet' | 'notifications' | 'rolesOf' | 'now'>;

/**
 * An operator credits a held skin deposit's held gems to its player, once, as a held crypto
 * deposit is released (the step: deposits/heldRelease.ts), as a 'skin-deposit' keyed by the
 * row; the player is told STEAM_DEPOSIT_COMPLETED. The trade protection stays: a reversal on
 * Steam still takes back everything the deposit brought (skinDepositReversal.ts).
 */
export async function releaseHeldSkinDeposit(
  deps: ReleaseDeps,
  actorId: string,
  id: string,
  reason: string,
  confirm: StaffConfirm = noConfirm,
): Promise<AdminSkinDeposit> {
  const { owner, released } = await releaseHeld(
    deps,
    {
      kind: 'skin-deposit',
      // The operator's page shows whose deposit: the name is read with the owner.
      ownerOf: async () => {
        const [owner] = await deps.db
          .select({ userId: skinDeposits.userId, username: users.username })
          .from(skinDeposits)
          .innerJoin(users, eq(users.id, skinDeposits.userId))
          .where(eq(skinDeposits.id, id));
        if (!owner) throw notFound('No skin deposit with that id');
        return owner;
      },
      lock: (tx) => lockSkinDeposit(tx, id),
      missing: 'No skin deposit with that id',
      update: async (tx, row, fields) => {
        const [after] = await tx.db
          .update(skinDeposits)
          .set({ ...fields, updatedAt: deps.now() })
          .where(eq(skinDeposits.id, row.id))
          .returning();
        return after!;
      },
      audited: { method: 'SKINS' },
      notify: (tx, row) =>
        deps.notifications.create(tx, {
          ...skinDepositNotice(
            row.userId,
            { count: row.items.length, amount: row.held, bonus: 0, held: 0, why: null },
            deps.notifications.now(),
          ),
          subject: `skin-deposit:${row.id}`,
        }),
    },
    { actorId, reason, confirm },
  );
  return adminSkinDepositOf(released, owner.username);
}
