import type { CardPayment } from '../../../../shared/contract/cashierCard';
import type { cardPayments } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { LOCK_PAYMENT } from './cardSql';

export type CardPaymentRow = typeof cardPayments.$inferSelect;

/** The row as the player sees it (the shortfall is the operators' business). */
export function toCardPayment(row: CardPaymentRow): CardPayment {
  return {
    id: row.id,
    status: row.status as CardPayment['status'],
    cents: row.cents,
    currency: row.currency,
    gems: row.gems,
    amount: row.amount,
    bonus: row.bonus,
    held: row.held,
    reversed: row.reversed,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The payment's row, locked for the rest of the transaction. */
export async function lockCardPayment(tx: Tx, id: string): Promise<CardPaymentRow | undefined> {
  const [row] = await tx.query<CardPaymentRow>(LOCK_PAYMENT, [id]);
  return row;
}
