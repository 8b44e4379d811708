import type { Tx } from '../../../db/transaction';
import { creditDeposit } from '../deposits/depositCredit';
import { heldReason } from '../deposits/depositHold';
import type { CardCashierDeps } from './cardDeps';
import { gemsOfCents } from './cardMath';
import { cardDepositNotice } from './cardNotices';
import type { CardEvent } from './cardProcessor';
import type { CardPaymentRow } from './cardRows';
import { CAPTURE_PAYMENT } from './cardSql';

type Captured = Extract<CardEvent, { type: 'captured' }>;

/**
 * A captured payment credits its gems once, under the payment's row lock: the money has
 * left the card, so, as with coins on chain, it cannot be refused, and the gems are weighed
 * when credited (depositHold.ts: self-exclusion holds them all, a deposit limit the part past
 * its room), the REFERRAL bonus on what is credited. Its credit, the bonus, the row's new
 * state and FIAT_DEPOSIT_COMPLETED commit together. Gems follow the processor's captured
 * amount, not the one asked. Null when the row was captured already (another event id).
 */
export async function capturePayment(
  deps: CardCashierDeps,
  tx: Tx,
  row: CardPaymentRow,
  event: Captured,
  bonusBps: number,
): Promise<CardPaymentRow | null> {
  if (row.status !== 'PENDING' && row.status !== 'DECLINED') return null;
  const gems = gemsOfCents(event.cents);
  const { split, bonus } = await creditDeposit(tx, deps.wallet, {
    userId: row.userId,
    gems,
    kind: 'card-deposit',
    reference: row.id,
    key: row.id,
    bonusBps,
  });
  const [done] = await tx.query<CardPaymentRow>(CAPTURE_PAYMENT, [
    row.id,
    split.held > 0 ? 'HELD' : 'COMPLETED',
    event.paymentId,
    event.cents,
    gems,
    split.credit,
    bonus,
    split.held,
    split.held > 0 ? heldReason(split) : null,
    new Date(),
  ]);
  await deps.notifications.create(tx, {
    ...cardDepositNotice(
      done!,
      { amount: split.credit, bonus, held: split.held, why: split.why },
      deps.notifications.now(),
    ),
    subject: `card-payment:${row.id}`,
  });
  return done!;
}
