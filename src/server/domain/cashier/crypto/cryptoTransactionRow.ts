import type { CryptoTransaction } from '../../../../shared/contract/cashierCrypto';
import type { cryptoTransactions } from '../../../db/schema';

export type CryptoTransactionRow = typeof cryptoTransactions.$inferSelect;

/** "0.001000000000000000" -> "0.001" (numeric columns come back at full scale). */
export function trimCoin(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** A row as the contract shows it to its player. */
export function toCryptoTransaction(row: CryptoTransactionRow): CryptoTransaction {
  return {
    id: row.id,
    kind: row.kind as CryptoTransaction['kind'],
    status: row.status as CryptoTransaction['status'],
    symbol: row.symbol,
    blockchain: row.blockchain,
    address: row.address,
    coinAmount: trimCoin(row.coinAmount),
    amount: row.amount,
    bonus: row.bonus,
    fee: row.fee,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    txId: row.txHash ?? (row.kind === 'DEPOSIT' ? row.externalId : null),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
