import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cardPayments } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { DomainError } from '../../errors';
import { assertDepositAllowed } from '../../responsibleGambling';
import type { CardCashierDeps } from './cardDeps';
import { assertCardKyc } from './cardKyc';
import { gemsOfCents } from './cardMath';
import { CheckoutRefused } from './cardProcessor';
import { type CardPaymentRow, toCardPayment } from './cardRows';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Opens a card deposit: the amount's bounds, self-exclusion, deposit limits and the KYC level
 * of card deposits are checked under the player's locks, and the PENDING row committed, before
 * the processor is asked for a session; a refused session declines the row. Nothing is
 * credited here: only the processor's signed webhook credits (cardCapture.ts).
 */
export async function startCheckout(deps: CardCashierDeps, userId: string, cents: number) {
  const { config } = deps;
  if (cents < config.minCents || cents > config.maxCents)
    throw new DomainError(
      'AMOUNT_OUT_OF_RANGE',
      `A card deposit is between ${dollars(config.minCents)} and ${dollars(config.maxCents)} ${config.currency}`,
      400,
    );
  const gems = gemsOfCents(cents);
  const level = await deps.kycLevelOf(userId);
  const row = await transact(deps.db, async (tx) => {
    // The account before the users row (the ledger's lock order), as a deposit takes them.
    await deps.wallet.lockPlayers(tx, [userId]);
    await assertDepositAllowed(tx, userId, gems);
    await assertCardKyc(tx, config, userId, gems, level);
    const [inserted] = await tx.db
      .insert(cardPayments)
      .values({
        id: randomUUID(),
        userId,
        provider: deps.processor.name,
        status: 'PENDING',
        cents,
        currency: config.currency,
        gems,
      })
      .returning();
    return inserted!;
  });
  let session;
  try {
    session = await deps.processor.createCheckout({
      reference: row.id,
      cents,
      currency: config.currency,
      returnUrl: `${config.returnUrl}?payment=${row.id}`,
    });
  } catch (error) {
    if (!(error instanceof CheckoutRefused)) throw error;
    await settle(deps, row.id, { status: 'DECLINED', reason: error.message });
    throw new DomainError('CHECKOUT_UNAVAILABLE', error.message, 502);
  }
  const opened = await settle(deps, row.id, { sessionId: session.sessionId });
  return { payment: toCardPayment(opened), redirectUrl: session.redirectUrl };
}

/** A PENDING row's session or decline; a webhook that got there first keeps its state. */
async function settle(
  deps: CardCashierDeps,
  id: string,
  change: Partial<Pick<CardPaymentRow, 'status' | 'reason' | 'sessionId'>>,
): Promise<CardPaymentRow> {
  return transact(deps.db, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.id, id))
      .for('update');
    if (row!.status !== 'PENDING') return row!;
    const [moved] = await tx.db
      .update(cardPayments)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(cardPayments.id, id))
      .returning();
    return moved!;
  });
}
