import { z } from 'zod';
import { amountSchema } from '../money';
import { httpCall } from './define';
import { entityIdSchema, imageUrlSchema, isoDateTimeSchema } from './common';
import { gameKindSchema } from './games';
import { publicUserSchema } from './users';

export const LIVE_DROP_CATEGORIES = ['All', 'Top'] as const;
export const liveDropCategorySchema = z.enum(LIVE_DROP_CATEGORIES);

/** Categories a drop belongs to besides All. */
export const LIVE_DROP_SPECIAL_CATEGORIES = ['Top'] as const;

export const liveDropSchema = z.object({
  _id: entityIdSchema,
  user: publicUserSchema,
  game: gameKindSchema,
  item: z.object({ name: z.string(), image: imageUrlSchema.nullable(), price: amountSchema }),
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
