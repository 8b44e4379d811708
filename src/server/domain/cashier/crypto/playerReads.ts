import type { CryptoTransaction } from '../../../../shared/contract/cashierCrypto';
import { autocommit } from '../../../db/transaction';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { type CryptoTransactionRow, toCryptoTransaction } from './cryptoTransactionRow';
import { PENDING_DEPOSIT_BY_REFERENCE, TRANSACTIONS_OF_PLAYER } from './cryptoSql';

/** The player's latest 50 deposits and withdrawals, newest first. */
export async function transactionsOf(
  deps: CryptoCashierDeps,
  userId: string,
): Promise<CryptoTransaction[]> {
  const rows = await autocommit(deps.db, (tx) =>
    tx.query<CryptoTransactionRow>(TRANSACTIONS_OF_PLAYER, [userId]),
  );
  return rows.map(toCryptoTransaction);
}

/** A pending deposit found by its address or transaction id (the sandbox command). */
export async function pendingDepositByReference(
  deps: CryptoCashierDeps,
  reference: string,
): Promise<CryptoTransactionRow | undefined> {
  const [row] = await autocommit(deps.db, (tx) =>
    tx.query<CryptoTransactionRow>(PENDING_DEPOSIT_BY_REFERENCE, [reference]),
  );
  return row;
}
