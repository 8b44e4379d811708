import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CryptoTransaction } from '../../../../shared/contract/cashierCrypto';
import { cryptoTransactions } from '../../../db/schema';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoTransactionRow, toCryptoTransaction } from './cryptoTransactionRow';

/** The player's latest 50 deposits and withdrawals, newest first. */
export async function transactionsOf(
  deps: CryptoCashierDeps,
  userId: string,
): Promise<CryptoTransaction[]> {
  const rows = await deps.db
    .select()
    .from(cryptoTransactions)
    .where(eq(cryptoTransactions.userId, userId))
    .orderBy(desc(cryptoTransactions.createdAt))
    .limit(50);
  return rows.map(toCryptoTransaction);
}

/** A pending deposit found by its address or transaction id (the sandbox command). */
export async function pendingDepositByReference(
  deps: CryptoCashierDeps,
  reference: string,
): Promise<CryptoTransactionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(cryptoTransactions)
    .where(
      and(
        eq(cryptoTransactions.kind, 'DEPOSIT'),
        eq(cryptoTransactions.status, 'CONFIRMING'),
        sql`(${cryptoTransactions.address} = ${reference} OR ${cryptoTransactions.externalId} = ${reference})`,
      ),
    )
    .orderBy(asc(cryptoTransactions.createdAt))
    .limit(1);
  return row;
}
