import { z } from 'zod';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { caseOpeningSchema, caseSlugSchema } from './cases';
import { dataBody, imageUrlSchema, textSchema } from './common';

/** An inventory item's id (src/shared/inventory-items.ts), e.g. 'xp-boost-1.5x-1h'. */
export const inventoryItemIdSchema = textSchema({ error: 'Id must be a string' })
  .min(1, { error: 'Id cannot be empty' })
  .max(64, { error: 'Id is too long' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error: 'Id may only contain letters, digits, dots, dashes and underscores',
  });

/** An item the user holds (e.g. free cases); `amount` is a count, not money. */
export const inventoryItemSchema = z.object({
  _id: inventoryItemIdSchema,
  amount: z.number().int().positive(),
  name: textSchema(),
  image: imageUrlSchema.nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The whole inventory after a change, so the client never merges. */
export const inventoryUpdatePayload = z.object({
  data: z.object({ items: z.array(inventoryItemSchema) }),
});

/** A free case used from the inventory: the case opened for free and what it dropped. */
export const freeCaseOpeningSchema = z.object({
  case: z.object({ slug: caseSlugSchema, name: textSchema(), image: imageUrlSchema.nullable() }),
  openings: z.array(caseOpeningSchema).min(1),
  balance: balanceSchema,
  ledgerPosition: ledgerPositionSchema,
});
export type FreeCaseOpening = z.infer<typeof freeCaseOpeningSchema>;

export const inventoryCalls = {
  getInventory: httpCall({
    method: 'POST',
    path: '/user/inventory/get',
    summary: "The user's inventory",
    auth: true,
    response: z.object({ inventory: z.object({ items: z.array(inventoryItemSchema) }) }),
  }),
  consumeInventoryItem: httpCall({
    method: 'POST',
    path: '/user/inventory/consume',
    summary: 'Use one of an inventory item (a free case answers what it dropped)',
    auth: true,
    body: dataBody({ id: inventoryItemIdSchema }),
    response: z.object({ ok: z.literal(true), freeCase: freeCaseOpeningSchema.optional() }),
  }),
};
