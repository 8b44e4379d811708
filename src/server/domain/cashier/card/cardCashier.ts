import { desc, eq } from 'drizzle-orm';
import type { CardPayment } from '../../../../shared/contract/cashierCard';
import { cardPayments } from '../../../db/schema';
import type { CardCashierDeps } from './cardDeps';
import { applyCardEvent } from './cardEvents';
import { startCheckout } from './cardCheckout';
import type { CardEvent, CardProcessor } from './cardProcessor';
import { toCardPayment } from './cardRows';

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
    const rows = await this.deps.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.userId, userId))
      .orderBy(desc(cardPayments.createdAt))
      .limit(50);
    return rows.map(toCardPayment);
  }
}
