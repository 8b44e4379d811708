import { z } from 'zod';
import { isoDateTimeSchema, okSchema, textSchema } from './common';
import { httpCall } from './define';

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  userAgent: textSchema().nullable(),
  ip: textSchema().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const revokeSessionBody = z
  .object({ id: z.uuid({ error: 'Session id must be a uuid' }) })
  .strict();

export const acceptTermsBody = z
  .object({ version: textSchema({ error: 'Terms version must be a string' }).min(1).max(20) })
  .strict();

export const sessionsCalls = {
  listSessions: httpCall({
    method: 'GET',
    path: '/auth/sessions',
    summary: 'The live sessions of the logged-in player (profile security tab)',
    auth: true,
    response: z.object({ sessions: z.array(sessionSummarySchema) }),
  }),
  revokeSession: httpCall({
    method: 'POST',
    path: '/auth/sessions/revoke',
    summary: 'End one of the player’s sessions, for example a lost device',
    auth: true,
    body: revokeSessionBody,
    response: okSchema,
  }),
  logoutEverywhere: httpCall({
    method: 'POST',
    path: '/auth/logout-everywhere',
    summary: 'End every session of the player, this one included',
    auth: true,
    response: okSchema,
  }),
  acceptTerms: httpCall({
    method: 'POST',
    path: '/auth/terms/accept',
    summary: 'Record that the player accepted the current terms of service',
    auth: true,
    body: acceptTermsBody,
    response: z.object({
      tosAcceptance: z.object({ acceptedAt: isoDateTimeSchema, version: textSchema() }),
    }),
  }),
};
