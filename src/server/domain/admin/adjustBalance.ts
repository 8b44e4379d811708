import { auditLog } from '../../db/schema';
import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import type { Accounts } from '../accounts/accounts';
import { assertCan, assertMayActOn } from '../accounts/permissions';
import type { Wallet } from '../wallet/wallet';

export interface AdjustBalanceInput {
  actorId: string;
  userId: string;
  amount: number;
  reason: string;
  idempotencyKey?: string | undefined;
}

/**
 * An operator's correction: a ledger movement against the house, with its audit row. Only on
 * an account of a lower role than the operator's (permissions.ts mayActOn): never their own.
 */
export async function adjustBalance(
  deps: { db: Database; wallet: Wallet; accounts: Accounts },
  input: AdjustBalanceInput,
): Promise<{ balance: number; ledgerPosition: number }> {
  const actorRoles = await deps.accounts.rolesOf(input.actorId);
  assertCan(actorRoles, 'wallet.adjust');
  assertMayActOn(actorRoles, await deps.accounts.rolesOf(input.userId));
  return transact(deps.db, async (tx) => {
    const moved = await deps.wallet.move(tx, {
      userId: input.userId,
      amount: input.amount,
      counterparty: 'house',
      kind: 'admin-adjust',
      reference: input.reason,
      ...(input.idempotencyKey ? { idempotencyKey: `admin:${input.idempotencyKey}` } : {}),
    });
    if (!moved.replayed) {
      await tx.db.insert(auditLog).values({
        actorId: input.actorId,
        action: 'wallet.adjust',
        targetId: input.userId,
        details: { amount: input.amount, reason: input.reason, transferId: moved.transferId },
      });
    }
    return { balance: moved.balance, ledgerPosition: moved.ledgerPosition };
  });
}
