import { z } from 'zod';
import { balanceSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { providerNoticeSchema } from './cashierCrypto';
import { httpCall } from './define';

// Card deposits through a processor's hosted checkout: the card is typed on the processor's
// page, never ours; its signed webhook credits the gems. Charges are in hundredths of the
// currency (cents), gems in hundredths of a gem.

/** The widest charge the contract takes; the server's configured bounds are within it. */
export const CARD_CENTS_MAX = 10_000_000;

/**
 * PENDING (sent to the checkout) -> COMPLETED (credited once) or HELD (part or all not
 * credited: self-exclusion or a deposit limit reached meanwhile; an operator reviews it), or
 * DECLINED. A refund or a chargeback then takes its share back once: REFUNDED, CHARGED_BACK.
 */
export const CARD_PAYMENT_STATUSES = [
  'PENDING',
  'DECLINED',
  'COMPLETED',
  'HELD',
  'REFUNDED',
  'CHARGED_BACK',
] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

export const cardPaymentSchema = z.object({
  id: z.uuid(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  /** What the card is charged, in hundredths of `currency`. */
  cents: z.number().int().positive(),
  currency: z.string().length(3),
  /** Gems the charge buys. */
  gems: balanceSchema,
  /** Gems credited, bonus excluded. */
  amount: balanceSchema,
  /** Deposit bonus credited on top of `amount`. */
  bonus: balanceSchema,
  /** Gems held for review instead of credited. */
  held: balanceSchema,
  /** Gems refunds and chargebacks took back. */
  reversed: balanceSchema,
  /** Why it is held, declined or reversed. */
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const cardCheckoutBodySchema = z
  .object({
    /** Hundredths of the currency to charge (cents): 2500 is 25.00 USD. */
    amount: z
      .number({ error: 'Choose an amount' })
      .int({ error: 'The amount is a whole number of cents' })
      .positive({ error: 'The amount must be positive' })
      .max(CARD_CENTS_MAX, { error: 'That amount is too large' }),
  })
  .strict();
export type CardCheckoutBody = z.infer<typeof cardCheckoutBodySchema>;

export const cashierCardCalls = {
  createCardCheckout: httpCall({
    method: 'POST',
    path: '/cashier/card/checkout',
    summary:
      "Start a card deposit: checks the amount's bounds, self-exclusion, deposit limits and the KYC level of card deposits over 30 days, then opens the processor's hosted checkout to send the player to",
    auth: true,
    body: cardCheckoutBodySchema,
    response: z.object({ payment: cardPaymentSchema, redirectUrl: z.url() }),
  }),
  listCardPayments: httpCall({
    method: 'GET',
    path: '/cashier/card/payments',
    summary: "The player's card deposits, newest first (the last 50)",
    auth: true,
    response: z.object({ payments: z.array(cardPaymentSchema) }),
  }),
  cardWebhook: httpCall({
    method: 'POST',
    path: '/cashier/card/webhook',
    summary:
      'The card processor posts its signed events here (Checkout.com: header Cko-Signature, HMAC-SHA256 of the raw body): no session; a missing or bad signature is 401, an event id already applied 409',
    body: providerNoticeSchema,
    response: z.object({ ok: z.literal(true), outcome: z.string() }),
  }),
};
