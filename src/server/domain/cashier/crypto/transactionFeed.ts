import type { Tx } from '../../../db/transaction';
import type { CryptoCashierDeps, CryptoTransactionEvent } from './cryptoCashierDeps';
import { type NoticeRow, cryptoNotice } from './cryptoNotices';
import { type CryptoTransactionRow, toCryptoTransaction, trimCoin } from './cryptoTransactionRow';

/** The player's notice of a step and the row's event; `told` is what the notice tells otherwise. */
export async function notify(
  deps: CryptoCashierDeps,
  tx: Tx,
  step: Parameters<typeof cryptoNotice>[0],
  row: CryptoTransactionRow,
  told: Partial<NoticeRow> = {},
): Promise<void> {
  const { notifications } = deps;
  const notice = cryptoNotice(
    step,
    { ...row, coinAmount: trimCoin(row.coinAmount), ...told },
    notifications.now(),
  );
  // Each step's notice replaces the one before: "credited after 2 confirmations" ends.
  await notifications.create(tx, {
    ...notice,
    subject: `crypto-transaction:${row.id}`,
  });
  announceAfterCommit(deps, tx, row);
}

/** The row's event on the feed, only once its change has committed. */
export function announceAfterCommit(
  deps: CryptoCashierDeps,
  tx: Tx,
  row: CryptoTransactionRow,
): void {
  const event: CryptoTransactionEvent = {
    userId: row.userId,
    transaction: toCryptoTransaction(row),
  };
  tx.afterCommit(() => deps.events.emit('cashier.crypto-transaction', event));
}
