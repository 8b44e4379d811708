import { and, eq } from 'drizzle-orm';
import { cardPayments, cardWebhookEvents } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { DomainError } from '../../errors';
import { bonusBps } from '../deposits/depositBonus';
import { capturePayment } from './cardCapture';
import type { CardCashierDeps } from './cardDeps';
import type { CardEvent } from './cardProcessor';
import { type CardPaymentRow, lockCardPayment } from './cardRows';
import { reversePayment } from './cardReversal';

export type CardEventOutcome =
  | 'credited'
  | 'declined'
  | 'refunded'
  | 'charged back'
  /** The event id was applied before: nothing changes. */
  | 'replayed'
  /** A verified event that changes nothing (another event already did, or not ours). */
  | 'unchanged'
  | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refund or chargeback of a payment whose capture has not arrived: the processor retries. */
const notCapturedYet = () =>
  new DomainError(
    'PAYMENT_NOT_CAPTURED',
    'This payment is not captured here yet; send the event again later',
    409,
  );

/**
 * A verified processor event, applied once: under the payment's row lock its id goes into
 * card_webhook_events, in the transaction that applies it, so of twenty copies at once the
 * first applies it and the others, once it commits, find its id there ('replayed'). The row only
 * moves forward; every credit and debit is the wallet's, keyed by the row, in the
 * same transaction. An event that cannot apply yet rolls back whole (nothing recorded), so
 * the processor's retry applies it later.
 */
export async function applyCardEvent(
  deps: CardCashierDeps,
  event: CardEvent,
): Promise<{ outcome: CardEventOutcome; row?: CardPaymentRow }> {
  if (event.type === 'ignored') return { outcome: 'ignored' };
  const provider = deps.processor.name;
  // Read before the transaction (an embedded database has one connection): whose payment,
  // and their bonus; the transaction then locks the row and reads it again.
  const known = await findPayment(deps, provider, event);
  const bonus =
    known && event.type === 'captured' ? bonusBps(await deps.depositBonusesOf(known.userId)) : 0;

  return transact(deps.db, async (tx) => {
    // The row first: the event row's foreign key takes a share lock on it, which, taken
    // before, would leave two events each waiting for the other's to lock it for update.
    const row = known ? await lockCardPayment(tx, known.id) : undefined;
    const fresh = await tx.db
      .insert(cardWebhookEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.type,
        paymentId: known?.id ?? null,
        outcome: 'pending',
      })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return { outcome: 'replayed' as const };
    let outcome: CardEventOutcome = 'unchanged';
    let moved: CardPaymentRow | null = null;
    if (!row) outcome = 'ignored';
    else if (event.type === 'captured') {
      // Another currency, or nothing captured: not a deposit this row can take.
      if (event.currency !== row.currency || event.cents <= 0) outcome = 'ignored';
      else {
        moved = await capturePayment(deps, tx, row, event, bonus);
        if (moved) outcome = 'credited';
      }
    } else if (event.type === 'declined') {
      if (row.status === 'PENDING') {
        const [declined] = await tx.db
          .update(cardPayments)
          .set({
            status: 'DECLINED',
            reason: 'The card payment was declined',
            updatedAt: new Date(),
          })
          .where(eq(cardPayments.id, row.id))
          .returning();
        moved = declined ?? null;
        outcome = 'declined';
      }
    } else {
      if (row.status === 'PENDING') throw notCapturedYet();
      if (row.status !== 'DECLINED' && event.currency === row.currency) {
        moved = await reversePayment(deps, tx, row, event);
        if (moved) outcome = event.type === 'chargeback' ? 'charged back' : 'refunded';
      }
    }
    await tx.db
      .update(cardWebhookEvents)
      .set({ outcome })
      .where(
        and(eq(cardWebhookEvents.provider, provider), eq(cardWebhookEvents.eventId, event.eventId)),
      );
    return { outcome, row: moved ?? row };
  });
}

/** The payment an event is about: by our reference, else by the processor's payment id. */
async function findPayment(
  deps: CardCashierDeps,
  provider: string,
  event: Exclude<CardEvent, { type: 'ignored' }>,
): Promise<CardPaymentRow | undefined> {
  if (event.reference && UUID.test(event.reference)) {
    const [row] = await deps.db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.id, event.reference), eq(cardPayments.provider, provider)));
    if (row) return row;
  }
  const [row] = await deps.db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.provider, provider), eq(cardPayments.paymentId, event.paymentId)));
  return row;
}
