import { z } from 'zod';
import { httpCall } from './define';
import { dataBody, entityIdSchema, imageUrlSchema, okSchema, textSchema } from './common';

/** An item the user holds (e.g. free cases); `amount` is a count, not money. */
export const inventoryItemSchema = z.object({
  _id: entityIdSchema,
  amount: z.number().int().positive(),
  name: textSchema(),
  image: imageUrlSchema.nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The whole inventory after a change, so the client never merges. */
export const inventoryUpdatePayload = z.object({
  data: z.object({ items: z.array(inventoryItemSchema) }),
});

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
    summary: 'Use one of an inventory item',
    auth: true,
    body: dataBody({ id: entityIdSchema }),
    response: okSchema,
  }),
};
