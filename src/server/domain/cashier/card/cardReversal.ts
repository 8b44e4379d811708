import { formatGems } from '../../../../shared/money';
import type { Tx } from '../../../db/transaction';
import { freezeAccount } from '../deposits/accountFreeze';
import type { CardCashierDeps } from './cardDeps';
import { reversalShare } from './cardMath';
import type { CardEvent } from './cardProcessor';
import type { CardPaymentRow } from './cardRows';
import { REVERSE_PAYMENT } from './cardSql';

type Reversal = Extract<CardEvent, { type: 'refunded' | 'chargeback' }>;

/**
 * A refund or chargeback takes back its share of what the payment brought, once, under the
 * payment's row lock and the player's account lock (docs/money.md, "Card deposits"): held gems
 * first, then the balance, never below zero. What the balance cannot cover is recorded as the
 * row's shortfall (the player's debt) and freezes the account; a chargeback freezes it
 * whatever it took. Null when the event counts nothing new (all of it reversed already).
 */
export async function reversePayment(
  deps: CardCashierDeps,
  tx: Tx,
  row: CardPaymentRow,
  event: Reversal,
): Promise<CardPaymentRow | null> {
  const share = reversalShare(row, event.cents);
  if (share.cents === 0) return null;
  await deps.wallet.lockPlayers(tx, [row.userId]);
  const balance = await deps.wallet.balanceOf(tx, row.userId);
  const taken = Math.min(share.fromBalance, balance);
  const shortfall = share.fromBalance - taken;
  const reversedCents = row.reversedCents + share.cents;
  if (taken > 0)
    await deps.wallet.move(tx, {
      userId: row.userId,
      amount: -taken,
      counterparty: 'cashier',
      kind: 'card-reversal',
      reference: row.id,
      idempotencyKey: `card-reversal:${row.id}:${reversedCents}`,
    });
  const what = event.type === 'chargeback' ? 'Chargeback' : 'Refund';
  const reason =
    `${what} of ${(share.cents / 100).toFixed(2)} ${row.currency}: ${formatGems(share.due)} gems taken back` +
    (shortfall > 0 ? `, ${formatGems(shortfall)} of them owed` : '');
  const [done] = await tx.query<CardPaymentRow>(REVERSE_PAYMENT, [
    row.id,
    event.type === 'chargeback' ? 'CHARGED_BACK' : 'REFUNDED',
    row.held - share.fromHeld,
    row.reversed + share.fromHeld + taken,
    reversedCents,
    row.shortfall + shortfall,
    reason.slice(0, 200),
    new Date(),
  ]);
  if (event.type === 'chargeback' || shortfall > 0)
    await freezeAccount(deps, tx, {
      userId: row.userId,
      action: 'cashier.card.freeze',
      reason: event.type === 'chargeback' ? 'card chargeback' : 'card refund not covered',
      details: {
        cardPayment: row.id,
        event: event.eventId,
        cents: share.cents,
        due: share.due,
        taken,
        fromHeld: share.fromHeld,
        shortfall,
      },
    });
  return done!;
}
