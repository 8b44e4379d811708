import type { AdminCryptoWithdrawal } from '../../../../shared/contract/cashierCrypto';
import { autocommit, transact } from '../../../db/transaction';
import { assertCan, assertMayActOn } from '../../accounts';
import { recordAudit } from '../../auditRecord';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { APPROVE_WITHDRAWAL, CLAIM_STUCK, OWNER_BY_ID } from './cryptoSql';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { adminView } from './operatorQueues';
import { sendWithdrawal } from './payouts';
import { announceAfterCommit } from './transactionFeed';
import { lockById } from './transactionLocks';
import { endWithRefund, failWithdrawal } from './withdrawalRefund';
import { type StaffConfirm, auditDetails, noConfirm } from './reviewAudit';
import { assertPending, notResent } from './withdrawalRules';

/** An operator lets a withdrawal waiting for approval go out; audited with their note. */
export function approve(
  deps: CryptoCashierDeps,
  actorId: string,
  id: string,
  note: string | null = null,
  confirm: StaffConfirm = noConfirm,
): Promise<AdminCryptoWithdrawal> {
  return decide(deps, actorId, id, confirm, async () => {
    await transact(deps.db, async (tx) => {
      const row = await lockById(tx, id);
      assertPending(row);
      await tx.query(APPROVE_WITHDRAWAL, [id, actorId, new Date()]);
      await recordAudit(tx, {
        actorId: actorId,
        action: 'cashier.withdrawal.approve',
        targetId: row.userId,
        details: auditDetails(row, 'PROCESSING', note),
      });
      announceAfterCommit(deps, tx, { ...row, status: 'PROCESSING' });
    });
    return sendWithdrawal(deps, id);
  });
}

/** An operator's decision that ends a withdrawal with its refund, and says why. */
type Ending = (
  deps: CryptoCashierDeps,
  actorId: string,
  id: string,
  reason: string,
  confirm?: StaffConfirm,
) => Promise<AdminCryptoWithdrawal>;

/** An operator refuses a withdrawal waiting for approval: refunded once; audited. */
export const reject: Ending = (deps, actorId, id, reason, confirm = noConfirm) =>
  decide(deps, actorId, id, confirm, () =>
    failWithdrawal(deps, id, reason, { as: 'REJECTED', reviewer: actorId }),
  );

/**
 * Sends a stuck withdrawal again under the same reference (the provider's unique external
 * id, so a payout it did make is the same payout). Claiming it moves updated_at to now, so
 * of two resends or a resend and a fail at once, one wins and the other finds it not stuck.
 */
export function resend(
  deps: CryptoCashierDeps,
  actorId: string,
  id: string,
  note: string | null = null,
  confirm: StaffConfirm = noConfirm,
): Promise<AdminCryptoWithdrawal> {
  const provider = deps.provider.name;
  return decide(deps, actorId, id, confirm, async () => {
    await transact(deps.db, async (tx) => {
      const [claimed] = await tx.query<CryptoTransactionRow>(CLAIM_STUCK, [id, provider]);
      if (!claimed) throw notResent(await lockById(tx, id), provider);
      await recordAudit(tx, {
        actorId: actorId,
        action: 'cashier.withdrawal.resend',
        targetId: claimed.userId,
        details: auditDetails(claimed, 'PROCESSING', note),
      });
    });
    return sendWithdrawal(deps, id);
  });
}

/** Ends a stuck withdrawal as FAILED and refunds it once; audited. */
export const failStuck: Ending = (deps, actorId, id, reason, confirm = noConfirm) =>
  decide(deps, actorId, id, confirm, () =>
    endWithRefund(deps, id, {
      reason,
      externalId: null,
      as: 'FAILED',
      reviewer: actorId,
      stuckOnly: true,
    }),
  );

/**
 * Every decision: the operator's right to it checked first, then their confirmation (the
 * route's fresh 2FA: a code is spent only on a decision they may take), the row answered as
 * they see it.
 */
async function decide(
  deps: CryptoCashierDeps,
  actorId: string,
  id: string,
  confirm: StaffConfirm,
  act: () => Promise<CryptoTransactionRow>,
): Promise<AdminCryptoWithdrawal> {
  await assertDecides(deps, actorId, id);
  await confirm();
  return adminView(deps, await act());
}

/**
 * An operator decides a withdrawal only when its owner's role is below their own
 * (permissions.ts mayActOn): never their own, nor a higher rank's. An unknown id passes
 * here and is refused where the row is locked.
 */
async function assertDecides(deps: CryptoCashierDeps, actorId: string, id: string): Promise<void> {
  const actorRoles = await deps.rolesOf(actorId);
  assertCan(actorRoles, 'cashier.withdrawals');
  const [row] = await autocommit(deps.db, (tx) => tx.query<{ userId: string }>(OWNER_BY_ID, [id]));
  if (row) assertMayActOn(actorRoles, await deps.rolesOf(row.userId));
}
