import { z } from 'zod';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { entityIdSchema, imageUrlSchema, isoDateTimeSchema, textSchema } from './common';
import { CASE_HOUSE_EDGE_BPS, CASE_TICKETS_TOTAL } from '../../../games/case-unbox/core/tickets';
import { openCaseBodySchema } from '../../../games/case-unbox/bet';
import { betFairnessSchema } from './fairness';
import { publicUserSchema } from './users';
import { CASE_RARITIES, type CaseRarity } from '../rarities';

// Case opening (docs/games/case-unbox.md). A case holds catalogue items, each with a price
// and a count of tickets out of CASE_TICKETS_TOTAL; the server draws a ticket from the
// player's seed pair (ticket = floor(f * 100000) + 1) and credits the won item's value.

export { CASE_RARITIES, type CaseRarity };
export const caseRaritySchema = z.enum(CASE_RARITIES);

export {
  CASE_OPEN_COUNT_MAX,
  CASE_OPEN_COUNT_MIN,
  type OpenCaseBody,
  openCaseBodySchema,
} from '../../../games/case-unbox/bet';
/** House edge in basis points (the case-ticket core owns the number). */
export { CASE_HOUSE_EDGE_BPS };

/** Case addresses: lowercase words joined by dashes. */
export const caseSlugSchema = textSchema({ error: 'Case must be a string' })
  .min(1, { error: 'Case cannot be empty' })
  .max(64, { error: 'Case name is too long' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'Case must be lowercase letters and digits joined by dashes',
  });

/** One item a case can drop. */
export const caseDropItemSchema = z.object({
  /** The catalogue id of the item. */
  id: entityIdSchema,
  name: textSchema(),
  image: imageUrlSchema.nullable(),
  rarity: caseRaritySchema,
  price: balanceSchema,
  /** Chance out of CASE_TICKETS_TOTAL. */
  tickets: z.number().int().positive().max(CASE_TICKETS_TOTAL),
});
export type CaseDropItem = z.infer<typeof caseDropItemSchema>;

/** A case as the lists show it. */
export const caseSummarySchema = z.object({
  _id: z.uuid(),
  slug: caseSlugSchema,
  name: textSchema(),
  image: imageUrlSchema.nullable(),
  price: amountSchema,
  /** The rarity of its rarest item: the list tiles glow in it. */
  topRarity: caseRaritySchema,
  itemCount: z.number().int().positive(),
  /** Who built it; null for the site's own cases. */
  creator: publicUserSchema.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** A case with its items in ticket order (ranges as battleMath's ticketRanges computes them). */
export const caseDetailSchema = caseSummarySchema.extend({
  items: z.array(caseDropItemSchema).min(1),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** One opened case: the drawn ticket, the item it won and how to verify it. */
export const caseOpeningSchema = z.object({
  /** The bet id of this opening. */
  id: z.uuid(),
  caseId: z.uuid(),
  price: amountSchema,
  ticket: z.number().int().min(1).max(CASE_TICKETS_TOTAL),
  item: caseDropItemSchema,
  /**
   * What the opening paid: the item's value, or a hundredth more when the price's rounding
   * up is given back (games/case-unbox/core/payout.ts). Zero when a worthless item lands.
   */
  payout: balanceSchema,
  fairness: betFairnessSchema,
  createdAt: isoDateTimeSchema,
});
export type CaseOpening = z.infer<typeof caseOpeningSchema>;

export const caseListQuerySchema = z
  .object({
    /** official: the site's cases; community: cases players built. */
    kind: z.enum(['official', 'community'], { error: 'Kind must be official or community' }),
  })
  .partial()
  .strict();

const slugParams = z.object({ slug: caseSlugSchema }).strict();

export const casesCalls = {
  listCases: httpCall({
    method: 'GET',
    path: '/cases',
    summary: 'Cases that can be opened, cheapest first',
    query: caseListQuerySchema,
    response: z.object({ cases: z.array(caseSummarySchema) }),
  }),
  getCase: httpCall({
    method: 'GET',
    path: '/cases/:slug',
    summary: 'One case with every item it can drop and its odds',
    params: slugParams,
    response: z.object({ case: caseDetailSchema }),
  }),
  openCase: httpCall({
    method: 'POST',
    path: '/cases/:slug/open',
    summary: 'Open 1-5 of a case: each opening uses the next nonce of the seed pair',
    auth: true,
    params: slugParams,
    body: openCaseBodySchema,
    response: z.object({
      openings: z.array(caseOpeningSchema).min(1),
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
};
