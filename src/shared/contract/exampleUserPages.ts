import { EXAMPLE_DATE, EXAMPLE_USER_ID } from './exampleEntities';
import { exampleHistoryBets } from './exampleHistory';
import type { HttpResponse } from './index';

// Example answers of the back office's users and audit calls (spread into examples.ts).

type Calls =
  | 'adminSearchUsers'
  | 'adminGetUser'
  | 'adminListUserLedger'
  | 'adminListUserBets'
  | 'adminAddStaffNote'
  | 'adminAdjustUserBalance'
  | 'adminRevokeUserSessions'
  | 'adminResetUserTwoFactor'
  | 'adminListAudit';

const exampleRow = {
  id: EXAMPLE_USER_ID,
  username: 'gem_hunter',
  email: 'hunter@example.com',
  steamId: '76561198000000001',
  roles: ['PLAYER' as const],
  createdAt: EXAMPLE_DATE,
  bannedUntil: null,
  mutedUntil: null,
};

const exampleNote = {
  id: 12,
  author: 'operator',
  body: 'Asked for a refund of a double deposit; refunded.',
  createdAt: EXAMPLE_DATE,
};

export const userPagesExampleResponses: { [N in Calls]: HttpResponse<N> } = {
  adminSearchUsers: { users: [exampleRow], nextCursor: null, nextPageCursor: null },
  adminGetUser: {
    user: {
      ...exampleRow,
      emailVerified: true,
      discord: null,
      twoFactorEnabled: false,
      balance: 100_500,
      vault: 20_000,
      kyc: { level: 1, documents: [] },
      limits: {
        limits: [{ kind: 'deposit', period: 'day', amount: 50_000, pending: null }],
        selfExcludedUntil: null,
        selfExcludedForGood: false,
        sessionReminderMinutes: null,
      },
      sessions: [
        {
          id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
          createdAt: EXAMPLE_DATE,
          lastSeenAt: EXAMPLE_DATE,
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
          ip: '203.0.113.7',
        },
      ],
      chat: [
        {
          id: '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e',
          channel: 'en',
          blocks: [{ type: 'TEXT', value: 'gl all' }],
          createdAt: EXAMPLE_DATE,
          removed: false,
        },
      ],
      notes: [exampleNote],
    },
  },
  adminListUserLedger: {
    entries: [
      {
        id: 4_812,
        kind: 'admin-adjust',
        amount: 500,
        balanceAfter: 100_500,
        createdAt: EXAMPLE_DATE,
      },
    ],
    nextCursor: null,
    kinds: ['admin-adjust'],
  },
  adminListUserBets: { bets: exampleHistoryBets, nextCursor: null },
  adminAddStaffNote: { note: exampleNote },
  adminAdjustUserBalance: { balance: 100_500, ledgerPosition: 4_812 },
  adminRevokeUserSessions: { ended: 2 },
  adminResetUserTwoFactor: { ok: true },
  adminListAudit: {
    rows: [
      {
        id: 301,
        actor: { id: '7b9e3c1a-2d4f-4e6a-8b0c-1d2e3f4a5b6c', username: 'operator' },
        action: 'wallet.adjust',
        targetId: EXAMPLE_USER_ID,
        targetName: 'gem_hunter',
        before: { balance: 100_000 },
        after: { balance: 100_500 },
        reason: 'Refund of a double deposit',
        details: {
          amount: 500,
          before: { balance: 100_000 },
          after: { balance: 100_500 },
          reason: 'Refund of a double deposit',
          transferId: 4_100,
        },
        createdAt: EXAMPLE_DATE,
      },
    ],
    nextCursor: null,
    nextPageCursor: null,
  },
};
