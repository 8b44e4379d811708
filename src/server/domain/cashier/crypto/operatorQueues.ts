import type {
  AdminCryptoWithdrawal,
  AdminHeldDeposit,
} from '../../../../shared/contract/cashierCrypto';
import type { Statement } from '../../../db/client';
import { autocommit } from '../../../db/transaction';
import { assertCan } from '../../accounts';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoTransactionRow, toCryptoTransaction } from './cryptoTransactionRow';
import { HELD_QUEUE, PENDING_QUEUE, STUCK_QUEUE, USERNAME } from './cryptoSql';

/** Withdrawals waiting for an operator's approval, oldest first. */
export async function pendingWithdrawals(
  deps: CryptoCashierDeps,
  actorId: string,
): Promise<AdminCryptoWithdrawal[]> {
  const rows = await queue(deps, actorId, PENDING_QUEUE);
  return rows.map(({ view }) => view);
}

/** Withdrawals stuck in PROCESSING with no payout id (stuckWithdrawals.ts), oldest first. */
export async function stuckWithdrawals(
  deps: CryptoCashierDeps,
  actorId: string,
): Promise<AdminCryptoWithdrawal[]> {
  return (await queue(deps, actorId, STUCK_QUEUE)).map(({ view }) => view);
}

/** Deposits with gems held when counted (self-exclusion, a deposit limit), oldest first. */
export async function heldDeposits(
  deps: CryptoCashierDeps,
  actorId: string,
): Promise<AdminHeldDeposit[]> {
  const rows = await queue(deps, actorId, HELD_QUEUE);
  return rows.map(({ row, view }) => ({ ...view, held: row.held }));
}

/** A row as operators see it: with its owner's name. */
export async function adminView(
  deps: CryptoCashierDeps,
  row: CryptoTransactionRow,
): Promise<AdminCryptoWithdrawal> {
  const [user] = await autocommit(deps.db, (tx) =>
    tx.query<{ username: string }>(USERNAME, [row.userId]),
  );
  return adminViewOf(row, user?.username ?? '');
}

/** The rows an operator's queue shows (theirs to see only with the cashier right), oldest first. */
async function queue(deps: CryptoCashierDeps, actorId: string, which: Statement) {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  const rows = await autocommit(deps.db, (tx) =>
    tx.query<CryptoTransactionRow & { username: string }>(which, []),
  );
  return rows.map(({ username, ...row }) => ({ row, view: adminViewOf(row, username) }));
}

function adminViewOf(row: CryptoTransactionRow, username: string): AdminCryptoWithdrawal {
  return { ...toCryptoTransaction(row), user: { id: row.userId, username } };
}
