import { z } from 'zod';
import { AFFILIATE_CODE_MAX, affiliateCodeProblem, normalizeAffiliateCode } from '../affiliates';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { depositBonusSchema } from './cashier';
import { dataBody, isoDateTimeSchema, textSchema } from './common';
import { httpCall } from './define';

/** A referral code as typed or linked (any case); answers carry it lowercase. */
export const affiliateCodeSchema = textSchema({ error: 'Code must be a string' })
  .max(64, { error: `A code has at most ${AFFILIATE_CODE_MAX} characters` })
  .superRefine((code, ctx) => {
    const problem = affiliateCodeProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeAffiliateCode);

/** An affiliate's own view: their code and what their referees brought them. */
export const affiliateSummarySchema = z.object({
  /** Null until the player creates one. */
  code: z.string().nullable(),
  /** A code may change only while nobody has joined with it. */
  canChangeCode: z.boolean(),
  /** The share of each referred wager's house edge, in basis points (1000 = 10%). */
  commissionBps: z.number().int().min(0),
  referees: z.number().int().min(0),
  /** What the referees staked since they joined, hundredths. */
  wagered: balanceSchema,
  /** Commission earned all time, rounded down to the hundredth. */
  earned: balanceSchema,
  /** What a claim would pay now: whole hundredths of the unclaimed commission. */
  claimable: balanceSchema,
  /** Paid by claims so far. */
  claimed: balanceSchema,
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

/** Who referred this player, and the bonus that came with it. */
export const referredBySchema = z.object({
  code: z.string(),
  affiliate: z.string(),
  joinedAt: isoDateTimeSchema,
  depositBonus: depositBonusSchema,
});

export const refereeSchema = z.object({
  username: z.string(),
  joinedAt: isoDateTimeSchema,
  wagered: balanceSchema,
  /** Commission this referee earned the affiliate, rounded down to the hundredth. */
  earned: balanceSchema,
});
export type Referee = z.infer<typeof refereeSchema>;

/**
 * What a visit to /r/{code} did. SAVED: this browser will bring the code to its sign-up.
 * SIGNED_IN: the visitor already has an account, so nothing is linked. OWN_CODE: the
 * visitor's own link. NOT_FOUND: nobody has this code (an answer, not a 404: a stale link
 * is ordinary traffic, and browsers log every 4xx as an error), so nothing is kept.
 */
export const REFERRAL_VISIT_STATUSES = ['SAVED', 'SIGNED_IN', 'OWN_CODE', 'NOT_FOUND'] as const;
export const referralVisitSchema = z.object({
  code: z.string(),
  /** The code's owner; null when nobody has the code. */
  affiliate: z.string().nullable(),
  status: z.enum(REFERRAL_VISIT_STATUSES),
  freeCases: z.number().int().min(0),
  depositBonus: depositBonusSchema,
});
export type ReferralVisit = z.infer<typeof referralVisitSchema>;

export const REFEREES_PAGE_SIZE = 50;

const affiliateAnswer = z.object({
  affiliate: affiliateSummarySchema,
  referredBy: referredBySchema.nullable(),
});

/** A page of the referees list, from 0 (a read: a GET, counted with the page's reads). */
export const refereesQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int({ error: 'Page must be a whole number' })
      .min(0, { error: 'Page must be from 0 to 100000' })
      .max(100_000, { error: 'Page must be from 0 to 100000' })
      .default(0),
  })
  .strict();

export const affiliatesCalls = {
  getAffiliate: httpCall({
    method: 'GET',
    path: '/affiliate',
    summary: "The player's referral code, commission statistics, and who referred them",
    auth: true,
    response: affiliateAnswer,
  }),
  createAffiliateCode: httpCall({
    method: 'POST',
    path: '/affiliate/code/create',
    summary:
      'Create your referral code (3-16 of a-z, 0-9, _ and -, any case); it can change until someone joins with it',
    auth: true,
    body: dataBody({ code: affiliateCodeSchema }),
    response: affiliateAnswer,
  }),
  claimAffiliateCommission: httpCall({
    method: 'POST',
    path: '/affiliate/claim',
    summary: 'Pay the commission earned so far, rounded down to the hundredth (the rest stays)',
    auth: true,
    response: z.object({
      claimed: balanceSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
      affiliate: affiliateSummarySchema,
    }),
  }),
  visitReferral: httpCall({
    method: 'POST',
    path: '/affiliate/visit',
    summary:
      "The referral landing: remembers a code for this browser's sign-up (an httpOnly cookie)",
    body: dataBody({ code: affiliateCodeSchema }),
    response: z.object({ referral: referralVisitSchema }),
  }),
  listAffiliateReferees: httpCall({
    method: 'GET',
    path: '/affiliate/referees',
    summary: 'The players who joined with your code, newest first, a page at a time',
    auth: true,
    query: refereesQuerySchema,
    response: z.object({
      referees: z.array(refereeSchema),
      total: z.number().int().min(0),
      pageSize: z.number().int().positive(),
    }),
  }),
};
