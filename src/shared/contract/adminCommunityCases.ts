import { z } from 'zod';
import { caseSlugSchema } from './cases';
import { isoDateTimeSchema, okSchema, textSchema } from './common';
import { httpCall } from './define';
import { publicUserSchema } from './users';

// Moderating the cases players build: a hidden case cannot be opened and leaves every list
// (the store's, the community's, its creator's page), and its creator is told why. Restoring
// puts it back as it was. Both are audited with the reason typed.

/** Community cases per page of the moderation list, at most. */
export const MODERATED_CASES_PAGE_MAX = 50;

const reasonSchema = textSchema({ error: 'Reason must be text' })
  .trim()
  .min(3, { error: 'Say why in at least 3 characters' })
  .max(300, { error: 'The reason is too long (300 characters at most)' });

export const moderateCaseBody = z.object({ slug: caseSlugSchema, reason: reasonSchema }).strict();
export type ModerateCaseBody = z.infer<typeof moderateCaseBody>;

export const moderatedCaseSchema = z.object({
  id: z.uuid(),
  slug: caseSlugSchema,
  name: textSchema(),
  /** Hundredths. */
  price: z.number().int(),
  creator: publicUserSchema,
  openings: z.number().int(),
  createdAt: isoDateTimeSchema,
  /** Null while the case is listed. */
  hidden: z
    .object({
      reason: textSchema().nullable(),
      /** The moderator's username; null when the audit row names nobody. */
      by: textSchema().nullable(),
      at: isoDateTimeSchema.nullable(),
    })
    .nullable(),
});
export type ModeratedCase = z.infer<typeof moderatedCaseSchema>;

export const moderatedCasesQuery = z
  .object({
    /** Part of the case's or its creator's name. */
    search: textSchema().trim().max(64, { error: 'Search for at most 64 characters' }).optional(),
    /** The last slug of the previous page (the list runs newest first). */
    after: caseSlugSchema.optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(MODERATED_CASES_PAGE_MAX, {
        error: `limit may be at most ${MODERATED_CASES_PAGE_MAX}`,
      })
      .optional(),
  })
  .strict();
export type ModeratedCasesQuery = z.infer<typeof moderatedCasesQuery>;

export const adminCommunityCasesCalls = {
  adminListCommunityCases: httpCall({
    method: 'GET',
    path: '/admin/community-cases',
    summary:
      'Community cases newest first, hidden ones too with why (moderators); page with `after`, the answer’s nextAfter (null after the last)',
    auth: true,
    permission: 'cases.moderate',
    query: moderatedCasesQuery,
    response: z.object({
      cases: z.array(moderatedCaseSchema),
      nextAfter: caseSlugSchema.nullable(),
    }),
  }),
  adminHideCommunityCase: httpCall({
    method: 'POST',
    path: '/admin/community-cases/hide',
    summary:
      'Hide a community case: it cannot be opened, leaves the lists, and its creator is told the reason (moderators); audited',
    auth: true,
    permission: 'cases.moderate',
    body: moderateCaseBody,
    response: okSchema,
  }),
  adminRestoreCommunityCase: httpCall({
    method: 'POST',
    path: '/admin/community-cases/restore',
    summary: 'List a hidden community case again (moderators); audited with the reason',
    auth: true,
    permission: 'cases.moderate',
    body: moderateCaseBody,
    response: okSchema,
  }),
};
