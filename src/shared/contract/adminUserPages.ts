import { z } from 'zod';
import { balanceSchema, ledgerPositionSchema, signedAmountSchema } from '../money';
import { betHistoryQuerySchema, historyBetSchema } from './betHistory';
import { staffCodeField, staffReasonSchema } from './cashierCrypto';
import { isoDateTimeSchema, okSchema, textSchema, userIdSchema } from './common';
import { httpCall } from './define';
import { kycDocumentSchema, kycLevelSchema } from './kyc';
import { ledgerEntrySchema, transactionsQuerySchema, transferKindSchema } from './profile';
import { rgSettingsSchema } from './responsibleGambling';
import { richTextSchema } from './richText';
import { roleSchema } from './roles';
import { pageCursorSchema, sortParam } from './tableSort';

// The back office's users and audit screens: finding an account, reading it whole, the
// actions on it that the older calls (adminUsers.ts) lack, and the audit log.

const pageLimitSchema = z.coerce
  .number({ error: 'Limit must be a number' })
  .int({ error: 'Limit must be a whole number' })
  .min(1, { error: 'Limit must be from 1 to 100' })
  .max(100, { error: 'Limit must be from 1 to 100' });

/** The columns the users list may be ordered by (username ignores case); newest first by default. */
export const ADMIN_USER_SORT_COLUMNS = ['createdAt', 'username'] as const;
/** The audit log's: `id` is the order rows were written in (the default, newest first). */
export const ADMIN_AUDIT_SORT_COLUMNS = ['id', 'action'] as const;

/** In any order: the previous page's nextPageCursor (it carries the order it was made for). */
const sortedCursorField = {
  cursor: pageCursorSchema.optional(),
};

export const adminUserSearchQuery = z
  .object({
    /** A username or e-mail (its beginning), or exactly a user id or a SteamID64. */
    q: textSchema({ error: 'Search must be text' })
      .trim()
      .max(128, { error: 'Search is at most 128 characters' })
      .optional(),
    limit: pageLimitSchema.optional(),
    /** Accounts older than this one: the previous page's nextCursor (newest-first order only). */
    before: z.uuid({ error: 'Cursor must be a user id' }).optional(),
    sort: sortParam(ADMIN_USER_SORT_COLUMNS).optional(),
    ...sortedCursorField,
  })
  .strict();
export type AdminUserSearchQuery = z.infer<typeof adminUserSearchQuery>;

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  steamId: z.string().nullable(),
  roles: z.array(roleSchema),
  createdAt: isoDateTimeSchema,
  bannedUntil: isoDateTimeSchema.nullable(),
  mutedUntil: isoDateTimeSchema.nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserSessionSchema = z.object({
  id: z.uuid(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});

export const adminUserChatSchema = z.object({
  id: z.uuid(),
  channel: z.string(),
  blocks: richTextSchema,
  createdAt: isoDateTimeSchema,
  /** Removed by a moderator. */
  removed: z.boolean(),
});

export const staffNoteEntrySchema = z.object({
  id: z.number().int().positive(),
  /** The author's username; null once their account is gone. */
  author: z.string().nullable(),
  body: z.string(),
  createdAt: isoDateTimeSchema,
});
export type StaffNoteEntry = z.infer<typeof staffNoteEntrySchema>;

/** Everything an operator reads about one account (KYC details stay on the KYC screen). */
export const adminUserDetailSchema = adminUserRowSchema.extend({
  emailVerified: z.boolean(),
  discord: z.object({ id: z.string(), username: z.string() }).nullable(),
  twoFactorEnabled: z.boolean(),
  balance: balanceSchema,
  vault: balanceSchema,
  kyc: z.object({ level: kycLevelSchema, documents: z.array(kycDocumentSchema) }),
  limits: rgSettingsSchema,
  /** Live sessions, newest first: each a device (its browser) and an address. */
  sessions: z.array(adminUserSessionSchema),
  /** The last 20 messages, newest first. */
  chat: z.array(adminUserChatSchema),
  /** Newest first. */
  notes: z.array(staffNoteEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParams = z
  .object({ id: z.uuid({ error: 'User id must be a uuid' }) })
  .strict();

export const staffNoteBody = z
  .object({
    userId: userIdSchema,
    body: textSchema({ error: 'The note must be text' })
      .trim()
      .min(3, { error: 'The note must be at least 3 characters' })
      .max(1000, { error: 'The note is at most 1000 characters' }),
  })
  .strict();
export type StaffNoteBody = z.infer<typeof staffNoteBody>;

/** An action on an account that needs only its reason, and a fresh 2FA code. */
export const adminUserActionBody = z
  .object({ userId: userIdSchema, reason: staffReasonSchema, ...staffCodeField })
  .strict();
export type AdminUserActionBody = z.infer<typeof adminUserActionBody>;

export const adminUserBalanceBody = z
  .object({
    userId: userIdSchema,
    /** Signed hundredths: positive credits, negative debits. */
    amount: signedAmountSchema,
    reason: staffReasonSchema,
    ...staffCodeField,
  })
  .strict();
export type AdminUserBalanceBody = z.infer<typeof adminUserBalanceBody>;

const auditDaySchema = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

export const adminAuditQuery = z
  .object({
    /** The operator: a username or a user id. */
    actor: textSchema({ error: 'Actor must be text' }).trim().max(128).optional(),
    /** Whom or what the action was on: a username, or the id the row names. */
    target: textSchema({ error: 'Target must be text' }).trim().max(128).optional(),
    /** An action's name, or its beginning ("user." for every action on accounts). */
    action: textSchema({ error: 'Action must be text' })
      .trim()
      .max(64, { error: 'Action is at most 64 characters' })
      .optional(),
    /** From the start of this day (UTC). */
    from: auditDaySchema.optional(),
    /** To the end of this day (UTC). */
    to: auditDaySchema.optional(),
    limit: pageLimitSchema.optional(),
    sort: sortParam(ADMIN_AUDIT_SORT_COLUMNS).optional(),
    ...sortedCursorField,
    /** Rows older than this one: the previous page's nextCursor (newest-first order only). */
    before: z.coerce
      .number({ error: 'Cursor must be a number' })
      .int({ error: 'Cursor must be a whole number' })
      .positive({ error: 'Cursor must be positive' })
      .optional(),
  })
  .strict();
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

export const auditRowSchema = z.object({
  id: z.number().int().positive(),
  actor: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  /** The target's username when the target is an account. */
  targetName: z.string().nullable(),
  /** What the action changed, as the row recorded it; null when it did not say. */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTimeSchema,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const adminUserPagesCalls = {
  adminSearchUsers: httpCall({
    method: 'GET',
    path: '/admin/users',
    summary:
      'Accounts, newest first or in the `sort` asked (ties by id), found by a username or e-mail (its beginning), a user id or a Steam id, a page at a time: pass nextPageCursor as `cursor` with the same sort (or, newest first, nextCursor as `before`) (operators)',
    auth: true,
    permission: 'users.view',
    query: adminUserSearchQuery,
    response: z.object({
      users: z.array(adminUserRowSchema),
      /** Pass as `before` for the next page; null on the last one. */
      nextCursor: z.uuid().nullable(),
      /** Pass as `cursor` (with the same `sort`) for the next page; null on the last one. */
      nextPageCursor: z.string().nullable(),
    }),
  }),
  adminGetUser: httpCall({
    method: 'GET',
    path: '/admin/users/:id',
    summary:
      'One account as an operator reads it: balance, vault, KYC, limits, sessions, recent chat and staff notes (operators)',
    auth: true,
    permission: 'users.view',
    params: adminUserParams,
    response: z.object({ user: adminUserDetailSchema }),
  }),
  adminListUserLedger: httpCall({
    method: 'GET',
    path: '/admin/users/:id/ledger',
    summary:
      "Every entry of an account's ledger, newest first, by a cursor on the entry id; optionally of one kind (operators)",
    auth: true,
    permission: 'users.view',
    params: adminUserParams,
    query: transactionsQuerySchema.strict(),
    response: z.object({
      entries: z.array(ledgerEntrySchema),
      nextCursor: z.number().int().positive().nullable(),
      kinds: z.array(transferKindSchema),
    }),
  }),
  adminListUserBets: httpCall({
    method: 'GET',
    path: '/admin/users/:id/bets',
    summary:
      "An account's settled bets, newest first, by a cursor, each with what verifies it (operators)",
    auth: true,
    permission: 'users.view',
    params: adminUserParams,
    query: betHistoryQuerySchema.strict(),
    response: z.object({ bets: z.array(historyBetSchema), nextCursor: z.uuid().nullable() }),
  }),
  adminAddStaffNote: httpCall({
    method: 'POST',
    path: '/admin/users/notes',
    summary: 'Add a staff note to an account, for the next operator to read; audited',
    auth: true,
    permission: 'users.view',
    body: staffNoteBody,
    response: z.object({ note: staffNoteEntrySchema }),
  }),
  adminAdjustUserBalance: httpCall({
    method: 'POST',
    path: '/admin/users/balance',
    summary:
      "Credit or debit an account's balance with a reason, in the ledger against the house; needs the operator's fresh 2FA; audited with the balance before and after. An Idempotency-Key header makes a retry answer the first movement",
    auth: true,
    permission: 'wallet.adjust',
    body: adminUserBalanceBody,
    response: z.object({ balance: balanceSchema, ledgerPosition: ledgerPositionSchema }),
  }),
  adminRevokeUserSessions: httpCall({
    method: 'POST',
    path: '/admin/users/sessions/revoke',
    summary:
      "End every session of an account (a stolen device): it must log in again; needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'users.ban',
    body: adminUserActionBody,
    response: z.object({ ended: z.number().int().min(0) }),
  }),
  adminResetUserTwoFactor: httpCall({
    method: 'POST',
    path: '/admin/users/2fa/reset',
    summary:
      "Turn an account's 2FA off and drop its backup codes (a lost phone), ending its sessions; needs the operator's fresh 2FA; audited",
    auth: true,
    permission: 'users.ban',
    body: adminUserActionBody,
    response: okSchema,
  }),
  adminListAudit: httpCall({
    method: 'GET',
    path: '/admin/audit',
    summary:
      'The audit log, newest first or in the `sort` asked (ties by id), filtered by operator, target, action and dates, a page at a time: pass nextPageCursor as `cursor` with the same sort (or, newest first, nextCursor as `before`) (operators)',
    auth: true,
    permission: 'audit.read',
    query: adminAuditQuery,
    response: z.object({
      rows: z.array(auditRowSchema),
      nextCursor: z.number().int().positive().nullable(),
      /** Pass as `cursor` (with the same `sort`) for the next page; null on the last one. */
      nextPageCursor: z.string().nullable(),
    }),
  }),
};
