import type { AdminSkinDeposit } from '../../../../shared/contract/adminCashier';
import { autocommit } from '../../../db/transaction';
import { notFound } from '../../errors';
import { type StaffConfirm, noConfirm } from '../crypto/reviewAudit';
import { releaseHeld } from '../deposits/heldRelease';
import { adminSkinDepositOf } from './skinDepositAdmin';
import type { SkinDepositDeps } from './skinDepositDeps';
import { skinDepositNotice } from './skinDepositNotices';
import { type SkinDepositRow, lockSkinDeposit } from './skinDepositRows';
import { OWNER_OF_DEPOSIT, RELEASE_DEPOSIT } from './skinDepositSql';

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
        const [owner] = await autocommit(deps.db, (tx) =>
          tx.query<{ userId: string; username: string }>(OWNER_OF_DEPOSIT, [id]),
        );
        if (!owner) throw notFound('No skin deposit with that id');
        return owner;
      },
      lock: (tx) => lockSkinDeposit(tx, id),
      missing: 'No skin deposit with that id',
      update: async (tx, row, fields) => {
        const [after] = await tx.query<SkinDepositRow>(RELEASE_DEPOSIT, [
          row.id,
          fields.status,
          fields.amount,
          fields.held,
          fields.reason,
          deps.now(),
        ]);
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
