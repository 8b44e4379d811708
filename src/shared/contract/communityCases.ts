import { z } from 'zod';
import {
  COMMUNITY_CASE_ITEMS_MAX,
  COMMUNITY_CASE_ITEMS_MIN,
  CREATOR_FEE_BPS,
  communityItemsError,
} from '../../../games/case-unbox/core/community';
import { CASE_TICKETS_TOTAL } from '../../../games/case-unbox/core/tickets';
import { amountSchema, balanceSchema } from '../money';
import { caseDetailSchema, caseSlugSchema, caseSummarySchema } from './cases';
import { entityIdSchema, isoDateTimeSchema, textSchema, userIdSchema } from './common';
import { httpCall } from './define';
import { publicUserSchema } from './users';

// Community cases (docs/games/case-unbox.md, "Community cases"): a player builds a case from
// catalogue items and sets each one's odds; the server prices it with the site's rule (expected
// value / 0.92, rounded up to the hundredth) from today's catalogue prices, and the creator earns
// 0.5% of every opening's price: whole hundredths are paid per opening request and the
// fraction is carried to the next (`creatorFeeWithCarry`, games/case-unbox/core/community.ts).
//
// Name rules: trimmed; 3-32 characters; letters A-Z, digits and single spaces between
// words; unique ignoring case among every case, the site's own included. A case's address
// is `community-` and its lowercased name with dashes for spaces, so it never meets the
// address of one of the site's cases.

export { COMMUNITY_CASE_ITEMS_MAX, COMMUNITY_CASE_ITEMS_MIN, CREATOR_FEE_BPS };
export const COMMUNITY_CASE_NAME_MIN = 3;
export const COMMUNITY_CASE_NAME_MAX = 32;
export const COMMUNITY_CASE_NAME_PATTERN = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
export const COMMUNITY_CASES_PAGE_SIZE = 24;
export const COMMUNITY_CASE_SORTS = ['newest', 'popular', 'price-asc', 'price-desc'] as const;
export type CommunityCaseSort = (typeof COMMUNITY_CASE_SORTS)[number];

export const communityCaseNameSchema = textSchema({ error: 'Name must be text' })
  .trim()
  .min(COMMUNITY_CASE_NAME_MIN, {
    error: `Name must be at least ${COMMUNITY_CASE_NAME_MIN} characters`,
  })
  .max(COMMUNITY_CASE_NAME_MAX, {
    error: `Name must be at most ${COMMUNITY_CASE_NAME_MAX} characters`,
  })
  .regex(COMMUNITY_CASE_NAME_PATTERN, {
    error: 'Name may use only letters, digits and single spaces between words',
  });

/** One item of a case being built: which catalogue item, and its odds in tickets. */
export const communityCaseItemInputSchema = z
  .object({
    id: entityIdSchema,
    /** Odds out of 100,000 tickets: 1 ticket is 0.001%, 1,000 tickets are 1%. */
    tickets: z
      .number({ error: 'Odds must be a number of tickets' })
      .int({ error: 'Odds must be whole tickets (steps of 0.001%)' })
      .min(1, { error: 'Each item needs odds of at least 0.001%' })
      .max(CASE_TICKETS_TOTAL, { error: 'Odds cannot be above 100%' }),
  })
  .strict();
export type CommunityCaseItemInput = z.infer<typeof communityCaseItemInputSchema>;

export const createCommunityCaseBodySchema = z
  .object({
    name: communityCaseNameSchema,
    /** The site's case whose picture this case shows (no uploads). */
    imageCase: caseSlugSchema,
    items: z
      .array(communityCaseItemInputSchema, { error: 'Items must be a list' })
      .min(COMMUNITY_CASE_ITEMS_MIN, {
        error: `A case needs at least ${COMMUNITY_CASE_ITEMS_MIN} items`,
      })
      .max(COMMUNITY_CASE_ITEMS_MAX, {
        error: `A case holds at most ${COMMUNITY_CASE_ITEMS_MAX} items`,
      }),
    /** The price the builder showed: if given, the case is made only at exactly this price. */
    price: amountSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    // The list's own checks already named a count out of bounds.
    const { length } = body.items;
    if (length < COMMUNITY_CASE_ITEMS_MIN || length > COMMUNITY_CASE_ITEMS_MAX) return;
    // The core's words: the builder shows the same sentence before sending.
    const error = communityItemsError(body.items);
    if (error) context.addIssue({ code: 'custom', message: error, path: ['items'] });
  });
export type CreateCommunityCaseBody = z.infer<typeof createCommunityCaseBodySchema>;

/** A community case as its lists show it. */
export const communityCaseSummarySchema = caseSummarySchema.extend({
  creator: publicUserSchema,
  /** Cases opened so far. */
  openings: z.number().int().min(0),
  /** What its creator has earned from it, in hundredths. */
  earnings: balanceSchema,
  createdAt: isoDateTimeSchema,
});
export type CommunityCaseSummary = z.infer<typeof communityCaseSummarySchema>;

export const communityCaseListQuerySchema = z
  .object({
    /** Matches any part of a case's name or its creator's name, ignoring case. */
    search: textSchema({ error: 'Search must be text' })
      .trim()
      .max(64, { error: 'Search is at most 64 characters' })
      .optional(),
    sort: z
      .enum(COMMUNITY_CASE_SORTS, {
        error: 'Sort must be newest, popular, price-asc or price-desc',
      })
      .optional(),
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int({ error: 'Page must be a whole number' })
      .min(1, { error: 'Page must be from 1 to 10000' })
      .max(10_000, { error: 'Page must be from 1 to 10000' })
      .optional(),
  })
  .strict();
export type CommunityCaseListQuery = z.infer<typeof communityCaseListQuerySchema>;

export const communityCasePageSchema = z.object({
  cases: z.array(communityCaseSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type CommunityCasePage = z.infer<typeof communityCasePageSchema>;

export const creatorPageSchema = z.object({
  creator: publicUserSchema,
  /** Every case they built, newest first. */
  cases: z.array(communityCaseSummarySchema),
  /** Openings of all their cases. */
  openings: z.number().int().min(0),
  /** Everything their cases earned them, in hundredths (0.5% of each opening request). */
  earnings: balanceSchema,
});
export type CreatorPage = z.infer<typeof creatorPageSchema>;

export const communityCasesCalls = {
  listCommunityCases: httpCall({
    method: 'GET',
    path: '/community-cases',
    summary: 'Cases players built: search, sort by newest, popularity or price; a page at a time',
    query: communityCaseListQuerySchema,
    response: communityCasePageSchema,
  }),
  createCommunityCase: httpCall({
    method: 'POST',
    path: '/community-cases',
    summary:
      'Build a case from 2-30 catalogue items whose odds add up to 100%; priced by the site rule',
    auth: true,
    body: createCommunityCaseBodySchema,
    response: z.object({ case: caseDetailSchema }),
  }),
  getCaseCreator: httpCall({
    method: 'GET',
    path: '/community-cases/creators/:id',
    summary: "A creator's cases, their openings and what the creator earned from them",
    params: z.object({ id: userIdSchema }).strict(),
    response: creatorPageSchema,
  }),
};
