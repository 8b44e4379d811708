import { z } from 'zod';
import { INVENTORY_ITEMS } from '../inventory-items';
import { MAX_LEVEL } from '../levels';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { staffCodeField } from './cashierCrypto';
import { dataBody, isoDateTimeSchema, textSchema } from './common';
import { httpCall } from './define';

/** A promo code as typed: 3-32 letters, digits, dashes or underscores; any case matches. */
export const promoCodeTextSchema = textSchema({ error: 'Enter a promo code' })
  .trim()
  .min(3, { error: 'A promo code has at least 3 characters' })
  .max(32, { error: 'A promo code has at most 32 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: 'A promo code has only letters, digits, dashes and underscores',
  });

const itemIds = INVENTORY_ITEMS.map((item) => item.id) as [string, ...string[]];

/** Items a code gives, by inventory item id. */
export const promoRewardItemSchema = z
  .object({
    item: z.enum(itemIds, { error: 'Unknown inventory item' }),
    count: z.number().int().min(1).max(100),
  })
  .strict();

export const promoRewardSchema = z.object({
  /** Hundredths credited from promotions; 0 when the code gives items only. */
  amount: balanceSchema,
  items: z.array(promoRewardItemSchema),
});
export type PromoReward = z.infer<typeof promoRewardSchema>;

export const promoCodeSchema = promoRewardSchema.extend({
  id: z.uuid(),
  code: z.string(),
  maxUses: z.number().int().positive(),
  uses: z.number().int().min(0),
  minLevel: z.number().int().min(0),
  expiresAt: isoDateTimeSchema.nullable(),
  disabledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** The largest gem reward one code may give (10,000.00). */
export const PROMO_AMOUNT_MAX = 1_000_000;

export const createPromoCodeBodySchema = z
  .object({
    code: promoCodeTextSchema,
    amount: balanceSchema.refine((n) => n <= PROMO_AMOUNT_MAX, {
      error: 'A code gives at most 10,000.00 gems',
    }),
    items: z.array(promoRewardItemSchema).max(5, { error: 'A code gives at most 5 kinds of item' }),
    maxUses: z.number().int().min(1, { error: 'A code needs at least 1 use' }).max(1_000_000),
    minLevel: z.number().int().min(0).max(MAX_LEVEL),
    /** Null: the code never expires. */
    expiresAt: isoDateTimeSchema.nullable(),
    /**
     * The operator's fresh 2FA code (`code` is the promo code's own text): a code's rewards
     * are money and items waiting to be claimed, so creating one asks it as a payment does.
     */
    twoFactorCode: staffCodeField.code,
  })
  .strict()
  .refine((body) => body.amount > 0 || body.items.length > 0, {
    error: 'A code must give gems, items or both',
    path: ['amount'],
  });
export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBodySchema>;

export const promoCodesCalls = {
  redeemPromoCode: httpCall({
    method: 'POST',
    path: '/promo-codes/redeem',
    summary:
      'Redeem a promo code (any case): once per player, within its total uses, level and expiry; the reward is credited at once',
    auth: true,
    body: dataBody({ code: promoCodeTextSchema }),
    response: z.object({
      code: z.string(),
      reward: promoRewardSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
  adminCreatePromoCode: httpCall({
    method: 'POST',
    path: '/admin/promo-codes',
    summary: 'Create a promo code (admins, with a fresh 2FA code); audited',
    auth: true,
    permission: 'promoCodes.manage',
    body: createPromoCodeBodySchema,
    response: z.object({ promoCode: promoCodeSchema }),
  }),
  adminListPromoCodes: httpCall({
    method: 'GET',
    path: '/admin/promo-codes',
    summary: 'Every promo code, newest first, with its uses (admins)',
    auth: true,
    permission: 'promoCodes.manage',
    response: z.object({ promoCodes: z.array(promoCodeSchema) }),
  }),
  adminDisablePromoCode: httpCall({
    method: 'POST',
    path: '/admin/promo-codes/disable',
    summary: 'Disable a promo code: later redemptions are refused (admins); audited',
    auth: true,
    permission: 'promoCodes.manage',
    body: z.object({ id: z.uuid({ error: 'Id must be a uuid' }) }).strict(),
    response: z.object({ promoCode: promoCodeSchema }),
  }),
};
