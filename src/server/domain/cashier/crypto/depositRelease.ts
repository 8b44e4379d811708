import type { AdminHeldDeposit } from '../../../../shared/contract/cashierCrypto';
import { autocommit } from '../../../db/transaction';
import { releaseHeld } from '../deposits/heldRelease';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { OWNER_BY_ID, RELEASE_DEPOSIT } from './cryptoSql';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { adminView } from './operatorQueues';
import { type StaffConfirm, noConfirm } from './reviewAudit';
import { notify } from './transactionFeed';
import { lockById } from './transactionLocks';

/**
 * An operator credits a held crypto deposit's held gems to its player, once (the step:
 * deposits/heldRelease.ts), as a 'crypto-deposit' keyed by the row; the row keeps who
 * released it, and the player is told DEPOSIT_COMPLETED.
 */
export async function releaseHeldDeposit(
  deps: CryptoCashierDeps,
  actorId: string,
  id: string,
  reason: string,
  confirm: StaffConfirm = noConfirm,
): Promise<AdminHeldDeposit> {
  const { released } = await releaseHeld(
    deps,
    {
      kind: 'crypto-deposit',
      ownerOf: async () => {
        const [owner] = await autocommit(deps.db, (tx) =>
          tx.query<{ userId: string }>(OWNER_BY_ID, [id]),
        );
        return owner;
      },
      lock: async (tx) => {
        const row = await lockById(tx, id);
        return row?.kind === 'DEPOSIT' ? row : undefined;
      },
      missing: 'No deposit with that id',
      update: async (tx, row, fields) => {
        const [after] = await tx.query<CryptoTransactionRow>(RELEASE_DEPOSIT, [
          row.id,
          fields.status,
          fields.amount,
          fields.held,
          fields.reason,
          actorId,
          new Date(),
        ]);
        return after!;
      },
      notify: (tx, row, after) =>
        notify(deps, tx, 'DEPOSIT_COMPLETED', after, {
          amount: row.held,
          bonus: 0,
          held: 0,
          reason: null,
        }),
    },
    { actorId, reason, confirm },
  );
  return { ...(await adminView(deps, released)), held: released.held };
}
