import { z } from 'zod';
import { amountSchema } from '../money';
import { entityIdSchema, imageUrlSchema } from './common';
import { caseBattleModeSchema } from './battleEnums';

/** Link card data for a case battle (chat blocks): where it leads and what it costs to join. */
export const caseBattleLinkSchema = z.object({
  id: entityIdSchema,
  mode: caseBattleModeSchema,
  /** Number of cases opened per seat. */
  quantity: z.number().int().positive(),
  /** Price of one seat, hundredths. */
  price: amountSchema,
  /** Image of the first case, shown on the card. */
  image: imageUrlSchema.nullable(),
});
export type CaseBattleLink = z.infer<typeof caseBattleLinkSchema>;
