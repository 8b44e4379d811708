import { z } from 'zod';
import { balanceSchema } from '../money';
import { isoDateTimeSchema, textSchema } from './common';
import { httpCall } from './define';

// Skin deposits: the player's tradable CS2 skins, valued from the catalogue, are asked for in
// a Steam trade offer; the gems are credited once the trade completes. Values and gems are
// in hundredths of a gem.

/** The most skins one offer asks for. */
export const SKIN_DEPOSIT_MAX_ITEMS = 20;

/**
 * PENDING (being sent) -> SENT (waiting for the player on Steam) -> COMPLETED (credited once)
 * or HELD (part or all held: self-exclusion or a deposit limit), or FAILED (not sent),
 * DECLINED, EXPIRED, CANCELLED (nothing credited). A completed trade reversed on Steam
 * within its protection: REVERSED (what it brought taken back).
 */
export const SKIN_DEPOSIT_STATUSES = [
  'PENDING',
  'SENT',
  'FAILED',
  'DECLINED',
  'EXPIRED',
  'CANCELLED',
  'COMPLETED',
  'HELD',
  'REVERSED',
] as const;
export type SkinDepositStatus = (typeof SKIN_DEPOSIT_STATUSES)[number];

const assetIdSchema = z
  .string({ error: 'An asset id is a string' })
  .regex(/^\d{1,20}$/, { error: 'An asset id is digits' });

export const depositableSkinSchema = z.object({
  assetId: assetIdSchema,
  /** As the Steam market lists it, wear included. */
  marketName: textSchema(),
  image: z.string().nullable(),
  /** Catalogue value. */
  value: balanceSchema,
  /** Gems it brings at the deposit rate. */
  gems: balanceSchema,
});
export type DepositableSkin = z.infer<typeof depositableSkinSchema>;

export const skinDepositSchema = z.object({
  id: z.uuid(),
  status: z.enum(SKIN_DEPOSIT_STATUSES),
  /** Steam's trade offer, once sent. */
  offerId: z.string().nullable(),
  /** Where the player opens the offer on Steam. */
  offerUrl: z.url().nullable(),
  items: z.array(depositableSkinSchema.omit({ image: true })),
  value: balanceSchema,
  gems: balanceSchema,
  /** Gems credited, bonus excluded. */
  amount: balanceSchema,
  bonus: balanceSchema,
  held: balanceSchema,
  /** Gems a reversal took back. */
  reversed: balanceSchema,
  reason: z.string().nullable(),
  /** Until then Steam lets the player reverse the completed trade. */
  protectedUntil: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SkinDeposit = z.infer<typeof skinDepositSchema>;

export const skinDepositBodySchema = z
  .object({
    assetIds: z
      .array(assetIdSchema, { error: 'Choose the skins to deposit' })
      .min(1, { error: 'Choose at least one skin' })
      .max(SKIN_DEPOSIT_MAX_ITEMS, {
        error: `At most ${SKIN_DEPOSIT_MAX_ITEMS} skins in one deposit`,
      })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'A skin is chosen twice' }),
  })
  .strict();
export type SkinDepositBody = z.infer<typeof skinDepositBodySchema>;

export const skinInventorySchema = z.object({
  /** Gems per 10,000 of catalogue value: 9,000 is 90%. */
  rateBps: z.number().int().positive(),
  /** Smallest deposit, in catalogue value. */
  minValue: balanceSchema,
  items: z.array(depositableSkinSchema),
  /** Items left out: not tradable yet, or not in the skin catalogue. */
  unavailable: z.number().int().nonnegative(),
});
export type SkinInventory = z.infer<typeof skinInventorySchema>;

export const cashierSkinsCalls = {
  getSkinDepositInventory: httpCall({
    method: 'GET',
    path: '/cashier/skins/inventory',
    summary:
      "My tradable CS2 skins from Steam (the inventory of my saved trade URL's account), each with its catalogue value and the gems it brings at the deposit rate; 409 without a trade URL",
    auth: true,
    response: skinInventorySchema,
  }),
  createSkinDeposit: httpCall({
    method: 'POST',
    path: '/cashier/skins/deposit',
    summary:
      'Deposit skins: checks them against my inventory and their values, self-exclusion, deposit limits and the KYC level of 30 days of skin deposits, then has the deposit provider send me a Steam trade offer asking for them; gems are credited when the trade completes',
    auth: true,
    body: skinDepositBodySchema,
    response: z.object({ deposit: skinDepositSchema }),
  }),
  listSkinDeposits: httpCall({
    method: 'GET',
    path: '/cashier/skins/deposits',
    summary: 'My skin deposits, newest first (the last 50)',
    auth: true,
    response: z.object({ deposits: z.array(skinDepositSchema) }),
  }),
};
