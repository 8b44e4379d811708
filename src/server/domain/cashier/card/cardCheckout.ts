import { randomUUID } from 'node:crypto';
import type { Statement } from '../../../db/client';
import { transact } from '../../../db/transaction';
import { DomainError } from '../../errors';
import { assertDepositAllowed } from '../../responsibleGambling';
import type { CardCashierDeps } from './cardDeps';
import { assertCardKyc } from './cardKyc';
import { gemsOfCents } from './cardMath';
import { CheckoutRefused } from './cardProcessor';
import { type CardPaymentRow, lockCardPayment, toCardPayment } from './cardRows';
import { DECLINE_PAYMENT, INSERT_PAYMENT, SET_SESSION } from './cardSql';

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
    const [inserted] = await tx.query<CardPaymentRow>(INSERT_PAYMENT, [
      randomUUID(),
      userId,
      deps.processor.name,
      cents,
      config.currency,
      gems,
    ]);
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
    await settle(deps, row.id, DECLINE_PAYMENT, error.message);
    throw new DomainError('CHECKOUT_UNAVAILABLE', error.message, 502);
  }
  const opened = await settle(deps, row.id, SET_SESSION, session.sessionId);
  return { payment: toCardPayment(opened), redirectUrl: session.redirectUrl };
}

/**
 * A PENDING row's session (SET_SESSION) or decline (DECLINE_PAYMENT, with its reason); a
 * webhook that got there first keeps its state.
 */
async function settle(
  deps: CardCashierDeps,
  id: string,
  change: Statement,
  value: string,
): Promise<CardPaymentRow> {
  return transact(deps.db, async (tx) => {
    const row = await lockCardPayment(tx, id);
    if (row!.status !== 'PENDING') return row!;
    const [moved] = await tx.query<CardPaymentRow>(change, [id, value, new Date()]);
    return moved!;
  });
}
