import type { CryptoTransactionRow } from './cryptoTransactionRow';

/**
 * What the operator proves after their right to a decision is checked and before it runs:
 * the route's fresh 2FA check (domain/admin/staffTwoFactor.ts); none from scripts and tests.
 */
export type StaffConfirm = () => Promise<void>;
export const noConfirm: StaffConfirm = async () => {};

/**
 * An operator's cashier decision as the audit log keeps it: the row, its status before and
 * after, its amount, and the reason or note they typed (null when they typed none).
 */
export function auditDetails(
  row: CryptoTransactionRow,
  after: string,
  reason: string | null,
): Record<string, unknown> {
  const idKey = row.kind === 'DEPOSIT' ? 'depositId' : 'withdrawalId';
  return {
    [idKey]: row.id,
    amount: row.amount,
    before: { status: row.status },
    after: { status: after },
    reason,
  };
}
