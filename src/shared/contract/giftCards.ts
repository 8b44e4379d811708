import { z } from 'zod';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_BATCH_MAX,
  GIFT_CARD_LENGTH,
  GIFT_CARD_VALUE_MAX,
  normalizeGiftCardCode,
} from '../gift-cards';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { staffCodeField } from './cashierCrypto';
import { dataBody, isoDateTimeSchema, textSchema } from './common';
import { httpCall } from './define';

const codeCharacters = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_LENGTH}}$`);

/** A gift card code as typed: any case, with or without the dashes and spaces. */
export const giftCardCodeSchema = textSchema({ error: 'Enter a gift card code' })
  .trim()
  .min(1, { error: 'Enter a gift card code' })
  .max(40, { error: 'A gift card code has 16 characters' })
  .refine((code) => normalizeGiftCardCode(code).length === GIFT_CARD_LENGTH, {
    error: 'A gift card code has 16 characters',
  })
  .refine((code) => codeCharacters.test(normalizeGiftCardCode(code)), {
    error: 'This is not a gift card code',
  });

export const giftCardBatchSchema = z.object({
  id: z.uuid(),
  /** Hundredths each card of the batch credits. */
  value: amountSchema,
  count: z.number().int().positive(),
  redeemed: z.number().int().min(0),
  note: z.string(),
  expiresAt: isoDateTimeSchema.nullable(),
  disabledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type GiftCardBatch = z.infer<typeof giftCardBatchSchema>;

export const createGiftCardBatchBodySchema = z
  .object({
    count: z
      .number({ error: 'Count must be a number' })
      .int({ error: 'Count must be a whole number' })
      .min(1, { error: 'A batch has at least 1 card' })
      .max(GIFT_CARD_BATCH_MAX, { error: `A batch has at most ${GIFT_CARD_BATCH_MAX} cards` }),
    value: amountSchema.refine((n) => n <= GIFT_CARD_VALUE_MAX, {
      error: 'A card is worth at most 10,000.00 gems',
    }),
    /** Null: the cards never expire. */
    expiresAt: isoDateTimeSchema.nullable(),
    /** What the batch is for, for operators; may be empty. */
    note: textSchema({ error: 'Note must be a string' })
      .trim()
      .max(200, { error: 'A note has at most 200 characters' }),
    // A batch is money waiting to be redeemed: the operator's fresh 2FA, as for any payment.
    ...staffCodeField,
  })
  .strict();
export type CreateGiftCardBatchBody = z.infer<typeof createGiftCardBatchBodySchema>;

export const giftCardsCalls = {
  redeemGiftCard: httpCall({
    method: 'POST',
    path: '/gift-cards/redeem',
    summary:
      'Redeem a single-use gift card code (any case, dashes optional): its value is credited once; attempts are rate-limited',
    auth: true,
    body: dataBody({ code: giftCardCodeSchema }),
    response: z.object({
      value: amountSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
  adminCreateGiftCardBatch: httpCall({
    method: 'POST',
    path: '/admin/gift-cards/batches',
    summary:
      'Create a batch of gift cards of one value (admins, with a fresh 2FA code); the codes are in this answer only, never stored in plain; audited',
    auth: true,
    permission: 'giftCards.manage',
    body: createGiftCardBatchBodySchema,
    response: z.object({ batch: giftCardBatchSchema, codes: z.array(z.string()) }),
  }),
  adminListGiftCardBatches: httpCall({
    method: 'GET',
    path: '/admin/gift-cards/batches',
    summary: 'Every gift card batch, newest first, with how many cards were redeemed (admins)',
    auth: true,
    permission: 'giftCards.manage',
    response: z.object({ batches: z.array(giftCardBatchSchema) }),
  }),
  adminDisableGiftCardBatch: httpCall({
    method: 'POST',
    path: '/admin/gift-cards/batches/disable',
    summary: 'Disable a batch: its unredeemed cards are refused from now on (admins); audited',
    auth: true,
    permission: 'giftCards.manage',
    body: z.object({ id: z.uuid({ error: 'Id must be a uuid' }) }).strict(),
    response: z.object({ batch: giftCardBatchSchema }),
  }),
};
