import { z } from 'zod';
import { balanceSchema } from '../money';
import { httpCall } from './define';
import { entityIdSchema, imageUrlSchema, isoDateTimeSchema, textSchema } from './common';
import { caseRaritySchema } from './cases';
import { gameKindSchema } from './games';
import { publicUserSchema } from './users';

import {
  LIVE_DROP_CATEGORIES,
  LIVE_DROP_SPECIAL_CATEGORIES,
  LIVE_DROPS_HISTORY_SIZE,
  type LiveDropCategory,
} from '../liveDrops';

export { LIVE_DROP_CATEGORIES, LIVE_DROP_SPECIAL_CATEGORIES, LIVE_DROPS_HISTORY_SIZE };
export type { LiveDropCategory };
export const liveDropCategorySchema = z.enum(LIVE_DROP_CATEGORIES);

export const liveDropSchema = z.object({
  _id: entityIdSchema,
  user: publicUserSchema,
  game: gameKindSchema,
  item: z.object({
    name: textSchema(),
    image: imageUrlSchema.nullable(),
    /** A case may hold a worthless item (a 0.00 sticker): its drop is still a drop. */
    price: balanceSchema,
    rarity: caseRaritySchema,
  }),
  specialCategories: z.array(z.enum(LIVE_DROP_SPECIAL_CATEGORIES)),
  createdAt: isoDateTimeSchema,
});
export type LiveDrop = z.infer<typeof liveDropSchema>;

export const liveDropsHistorySchema = z.object({
  Global: z.object({ All: z.array(liveDropSchema), Top: z.array(liveDropSchema) }),
});

export const liveDropsNewPayload = z.object({ data: z.object({ liveDrop: liveDropSchema }) });

export const liveDropsCalls = {
  getLiveDropsHistory: httpCall({
    method: 'GET',
    path: '/live-drops/history',
    summary: 'Latest drops, all and top',
    response: liveDropsHistorySchema,
  }),
};
