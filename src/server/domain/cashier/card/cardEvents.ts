import { autocommit, transact } from '../../../db/transaction';
import { DomainError } from '../../errors';
import { bonusBps } from '../deposits/depositBonus';
import { capturePayment } from './cardCapture';
import type { CardCashierDeps } from './cardDeps';
import type { CardEvent } from './cardProcessor';
import { type CardPaymentRow, lockCardPayment } from './cardRows';
import { reversePayment } from './cardReversal';
import {
  DECLINE_PAYMENT,
  INSERT_EVENT,
  PAYMENT_BY_PROCESSOR_ID,
  PAYMENT_BY_REFERENCE,
  SET_EVENT_OUTCOME,
} from './cardSql';

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
    const fresh = await tx.query(INSERT_EVENT, [
      provider,
      event.eventId,
      event.type,
      known?.id ?? null,
    ]);
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
        const [declined] = await tx.query<CardPaymentRow>(DECLINE_PAYMENT, [
          row.id,
          'The card payment was declined',
          new Date(),
        ]);
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
    await tx.query(SET_EVENT_OUTCOME, [provider, event.eventId, outcome]);
    return { outcome, row: moved ?? row };
  });
}

/** The payment an event is about: by our reference, else by the processor's payment id. */
async function findPayment(
  deps: CardCashierDeps,
  provider: string,
  event: Exclude<CardEvent, { type: 'ignored' }>,
): Promise<CardPaymentRow | undefined> {
  const reference = event.reference;
  if (reference && UUID.test(reference)) {
    const [row] = await autocommit(deps.db, (tx) =>
      tx.query<CardPaymentRow>(PAYMENT_BY_REFERENCE, [reference, provider]),
    );
    if (row) return row;
  }
  const [row] = await autocommit(deps.db, (tx) =>
    tx.query<CardPaymentRow>(PAYMENT_BY_PROCESSOR_ID, [provider, event.paymentId]),
  );
  return row;
}
