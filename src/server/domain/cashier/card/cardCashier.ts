import type { CardPayment } from '../../../../shared/contract/cashierCard';
import { autocommit } from '../../../db/transaction';
import type { CardCashierDeps } from './cardDeps';
import { applyCardEvent } from './cardEvents';
import { startCheckout } from './cardCheckout';
import type { CardEvent, CardProcessor } from './cardProcessor';
import { type CardPaymentRow, toCardPayment } from './cardRows';
import { PAYMENTS_OF_PLAYER } from './cardSql';

/**
 * Card deposits (docs/money.md, "Card deposits"): a checkout at the processor's hosted page,
 * then its signed webhooks, each applied once. The one surface the routes hold.
 */
export class CardCashier {
  constructor(private readonly deps: CardCashierDeps) {}

  get processor(): CardProcessor {
    return this.deps.processor;
  }

  checkout(userId: string, cents: number) {
    return startCheckout(this.deps, userId, cents);
  }

  /** A verified event (the webhook route reads and verifies it first). */
  applyEvent(event: CardEvent) {
    return applyCardEvent(this.deps, event);
  }

  async paymentsOf(userId: string): Promise<CardPayment[]> {
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<CardPaymentRow>(PAYMENTS_OF_PLAYER, [userId]),
    );
    return rows.map(toCardPayment);
  }
}
