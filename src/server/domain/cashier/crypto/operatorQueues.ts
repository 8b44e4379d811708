import { type SQL, asc, eq } from 'drizzle-orm';
import type {
  AdminCryptoWithdrawal,
  AdminHeldDeposit,
} from '../../../../shared/contract/cashierCrypto';
import { cryptoTransactions, users } from '../../../db/schema';
import { assertCan } from '../../accounts';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoTransactionRow, toCryptoTransaction } from './cryptoTransactionRow';
import { isStuck } from './stuckWithdrawals';

/** Withdrawals waiting for an operator's approval, oldest first. */
export async function pendingWithdrawals(
  deps: CryptoCashierDeps,
  actorId: string,
): Promise<AdminCryptoWithdrawal[]> {
  const rows = await queue(deps, actorId, eq(cryptoTransactions.status, 'PENDING_APPROVAL'));
  return rows.map(({ view }) => view);
}

/** Withdrawals stuck in PROCESSING with no payout id (stuckWithdrawals.ts), oldest first. */
export async function stuckWithdrawals(
  deps: CryptoCashierDeps,
  actorId: string,
): Promise<AdminCryptoWithdrawal[]> {
  return (await queue(deps, actorId, isStuck)).map(({ view }) => view);
}

/** Deposits with gems held when counted (self-exclusion, a deposit limit), oldest first. */
export async function heldDeposits(
  deps: CryptoCashierDeps,
  actorId: string,
): Promise<AdminHeldDeposit[]> {
  const rows = await queue(deps, actorId, eq(cryptoTransactions.status, 'HELD'));
  return rows.map(({ row, view }) => ({ ...view, held: row.held }));
}

/** A row as operators see it: with its owner's name. */
export async function adminView(
  deps: CryptoCashierDeps,
  row: CryptoTransactionRow,
): Promise<AdminCryptoWithdrawal> {
  const [user] = await deps.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  return adminViewOf(row, user?.username ?? '');
}

/** The rows an operator's queue shows (theirs to see only with the cashier right), oldest first. */
async function queue(deps: CryptoCashierDeps, actorId: string, where: SQL) {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  const rows = await deps.db
    .select({ row: cryptoTransactions, username: users.username })
    .from(cryptoTransactions)
    .innerJoin(users, eq(users.id, cryptoTransactions.userId))
    .where(where)
    .orderBy(asc(cryptoTransactions.createdAt))
    .limit(200);
  return rows.map(({ row, username }) => ({ row, view: adminViewOf(row, username) }));
}

function adminViewOf(row: CryptoTransactionRow, username: string): AdminCryptoWithdrawal {
  return { ...toCryptoTransaction(row), user: { id: row.userId, username } };
}
