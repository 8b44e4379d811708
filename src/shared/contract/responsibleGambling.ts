import { z } from 'zod';
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  SELF_EXCLUSION_PERIODS,
  SESSION_REMINDER_MINUTES,
} from '../responsibleGambling';
import { amountSchema } from '../money';
import { dataBody, isoDateTimeSchema } from './common';
import { httpCall } from './define';

export const rgLimitKindSchema = z.enum(RG_LIMIT_KINDS, { error: 'Unknown limit' });
export const rgPeriodSchema = z.enum(RG_PERIODS, { error: 'Period must be day, week or month' });

/** The largest limit one can set (1,000,000.00 gems): anything above is no limit. */
export const RG_LIMIT_MAX = 100_000_000;

export const rgLimitSchema = z.object({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
  /** In force now, in hundredths; null: no limit. */
  amount: z.number().int().positive().nullable(),
  /** A raise or a removal waiting its 24 hours: the amount (null: none) and when. */
  pending: z
    .object({ amount: z.number().int().positive().nullable(), from: isoDateTimeSchema })
    .nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgSettingsSchema = z.object({
  /** Every kind and period, with or without a limit. */
  limits: z.array(rgLimitSchema),
  /** Play and deposits are refused until then; null: not excluded. */
  selfExcludedUntil: isoDateTimeSchema.nullable(),
  /** Excluded for good: never ends, and nobody can lift it from the site. */
  selfExcludedForGood: z.boolean(),
  sessionReminderMinutes: z.number().int().positive().nullable(),
});
export type RgSettings = z.infer<typeof rgSettingsSchema>;

export const setRgLimitBodySchema = dataBody({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
  /** Hundredths; null removes the limit (after 24 hours). */
  amount: amountSchema
    .refine((n) => n <= RG_LIMIT_MAX, { error: 'A limit is at most 1,000,000.00 gems' })
    .nullable(),
});

export const selfExcludeBodySchema = dataBody({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'Choose how long to exclude yourself' }),
});

const reminderValues = SESSION_REMINDER_MINUTES.map((m) => z.literal(m));

export const sessionReminderBodySchema = dataBody({
  minutes: z
    .union(reminderValues as unknown as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
      error: `Minutes must be one of ${SESSION_REMINDER_MINUTES.join(', ')}`,
    })
    .nullable(),
});

const settingsAnswer = z.object({ settings: rgSettingsSchema });

export const responsibleGamblingCalls = {
  getResponsibleGambling: httpCall({
    method: 'GET',
    path: '/responsible-gambling',
    summary: "The player's limits, self-exclusion and session reminder",
    auth: true,
    response: settingsAnswer,
  }),
  setResponsibleGamblingLimit: httpCall({
    method: 'POST',
    path: '/responsible-gambling/limits',
    summary:
      'Set or remove a deposit, loss or wager limit per day, week or month: a lowering applies at once, a raise or a removal after 24 hours',
    auth: true,
    body: setRgLimitBodySchema,
    response: settingsAnswer,
  }),
  selfExclude: httpCall({
    method: 'POST',
    path: '/responsible-gambling/self-exclusion',
    summary:
      'Exclude yourself from play and deposits for 24 hours, 7 days, 30 days, 6 months or for good; it can only be extended',
    auth: true,
    body: selfExcludeBodySchema,
    response: settingsAnswer,
  }),
  setSessionReminder: httpCall({
    method: 'POST',
    path: '/responsible-gambling/session-reminder',
    summary: 'A reminder every N minutes of play (null: off)',
    auth: true,
    body: sessionReminderBodySchema,
    response: settingsAnswer,
  }),
};
