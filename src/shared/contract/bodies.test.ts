import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { clientEvents, httpCalls, type HttpCallName } from './index';
import { EXAMPLE_USER_ID, exampleClientPayloads } from './examples';

// A valid body for every call that has one; the test below fails when a call with a body has none here.
const validBodies: Partial<Record<HttpCallName, unknown>> = {
  register: {
    username: 'gem_hunter',
    email: 'hunter@example.com',
    password: 'correct horse',
    acceptTerms: true,
  },
  login: { login: 'gem_hunter', password: 'x' },
  setAnonymousMode: { anonymous: true },
  setStreamerMode: { streamerMode: true },
  createCaptureToken: { label: 'OBS dice' },
  tipRain: { amount: 500, idempotencyKey: '3f0c9a52-6d1e-4b7a-9c2f-8e5d1a4b7c90' },
  openCase: { count: 3 },
  createCaseBattle: {
    mode: 'TEAMS',
    playerAmount: 4,
    cases: [
      { slug: 'dreams-and-nightmares', amount: 2 },
      { caseId: '3d7c1f0a-9e2b-4c5d-8a6f-0b1c2d3e4f50', amount: 1 },
    ],
  },
  openDailyCase: { level: 10 },
  claimLevelReward: { level: 5 },
  createCommunityCase: {
    name: 'Neon Dreams',
    imageCase: 'recoil-case',
    items: [
      { id: 'ak-47-redline', tickets: 95_000 },
      { id: 'karambit-doppler', tickets: 5_000 },
    ],
  },
  adminDisableGame: { game: 'mines', reason: 'Investigating a report' },
  adminEnableGame: { game: 'mines' },
  tipUser: {
    recipient: 'gem_hunter',
    amount: 2_500,
    idempotencyKey: '9b2e7d14-0a6c-4f3b-8e1d-5c7a2f9b0d63',
  },
  adminBanUser: {
    userId: EXAMPLE_USER_ID,
    until: '2030-01-01T00:00:00.000Z',
    reason: 'Chargeback fraud',
  },
  adminMuteUser: { userId: EXAMPLE_USER_ID, until: null, reason: 'Mute lifted' },
  adminSetRoles: {
    userId: EXAMPLE_USER_ID,
    roles: ['PLAYER', 'MODERATOR'],
    reason: 'New moderator',
  },
  adminCreateAnnouncement: {
    title: 'Weekend race',
    message: 'The weekend race starts Friday at 18:00 UTC.',
    severity: 'NOTICE',
    variant: 'BANNER',
    audience: 'EVERYONE',
  },
  adminUpdateAnnouncement: { id: '0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40', title: 'Moved' },
  adminExpireAnnouncement: { id: '0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40' },
  revokeSession: { id: '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a' },
  acceptTerms: { version: '2026-11' },
  enableTwoFactor: { code: '123456' },
  verifyTwoFactor: { code: 'ABCD-EFGH-JK' },
  disableTwoFactor: { code: '123456' },
  regenerateBackupCodes: { code: '123456' },
  dismissNotification: { data: { notificationId: 'n-1' } },
  removeChatMessage: { data: { messageId: 'm-1' } },
  consumeInventoryItem: { data: { id: 'free-case' } },
  setSteamTradeUrl: {
    data: {
      tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk',
    },
  },
  buySteamSkin: { data: { itemId: 'ak-47-redline' } },
  withdrawSteamSkins: { data: { skinIds: ['7d5f2c1e-8a3b-4c6d-9e0f-1a2b3c4d5e6f'] } },
  claimChallenge: { data: { id: 'c-1' } },
  verifyEmail: { data: { token: 'mail-token' } },
  changeEmail: { email: 'new@example.com' },
  forgotPassword: { email: 'hunter@example.com' },
  resetPassword: { token: 'mail-token', password: 'correct horse' },
  changePassword: { currentPassword: 'x', newPassword: 'correct horse' },
  rotateFairnessSeeds: { clientSeed: 'my-lucky-seed' },
  startFairnessSeeds: { clientSeed: 'a1b2c3d4e5f6a7b8' },
  placeCrashBet: { amount: 1_000, autoCashout: 200 },
  createCoinFlip: { amount: 1_000, side: 'CT' },
  placeRouletteBet: { option: 'RED', amount: 1_000 },
  diceBet: { amount: 100, target: 5050, direction: 'over' },
  plinkoBet: { amount: 100, rows: 16, risk: 'high' },
  skinUpgraderBet: { amount: 1_000, target: 'ak-47-redline', direction: 'under' },
  minesStart: { amount: 100, mines: 3 },
  minesReveal: { tile: 12 },
  redeemPromoCode: { data: { code: 'WELCOME10' } },
  createDepositAddress: { symbol: 'BTC', blockchain: 'BTC' },
  withdrawCrypto: {
    amount: 140_000,
    symbol: 'BTC',
    blockchain: 'BTC',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    code: '123456',
  },
  adminApproveWithdrawal: { id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c' },
  adminRejectWithdrawal: { id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c', reason: 'Blocklisted' },
  adminResendWithdrawal: { id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c' },
  adminFailWithdrawal: { id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c', reason: 'No payout there' },
  adminReleaseHeldDeposit: {
    id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
    reason: 'Limit raised after review',
  },
  adminReleaseHeldSkinDeposit: {
    id: '7b0e3a5c-2f4e-4a41-9a57-3c7e5a3f2b10',
    reason: 'Exclusion lifted by support',
  },
  adminAddStaffNote: { userId: EXAMPLE_USER_ID, body: 'Called about a late withdrawal' },
  adminAdjustUserBalance: { userId: EXAMPLE_USER_ID, amount: -250, reason: 'Bonus credited twice' },
  adminRevokeUserSessions: { userId: EXAMPLE_USER_ID, reason: 'Reported a stolen phone' },
  adminResetUserTwoFactor: { userId: EXAMPLE_USER_ID, reason: 'Lost phone, identity checked' },
  adminHideCommunityCase: { slug: 'neon-dreams', reason: 'Its name breaks the chat rules' },
  adminRestoreCommunityCase: { slug: 'neon-dreams', reason: 'Renamed by its creator' },
  adminSandboxCryptoDeposit: { address: 'sandbox-btc-4e21a8c51d2e3f4a', coinAmount: '0.001' },
  adminSandboxCryptoConfirm: { reference: 'sandbox-tx-0001' },
  adminCreatePromoCode: {
    code: 'WELCOME10',
    amount: 1_000,
    items: [{ item: 'free-case', count: 1 }],
    maxUses: 500,
    minLevel: 0,
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
  adminDisablePromoCode: { id: '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f' },
  submitKycDetails: {
    data: {
      fullName: 'Alex Example',
      dateOfBirth: '1990-04-12',
      country: 'DE',
      address: '1 Example St',
    },
  },
  uploadKycDocument: { data: { level: 2, fileName: 'passport.png', content: 'iVBORw0KGgo=' } },
  adminRejectKycDocument: { reason: 'The photo is blurred' },
  setResponsibleGamblingLimit: { data: { kind: 'loss', period: 'week', amount: 20_000 } },
  selfExclude: { data: { period: '7d' } },
  setSessionReminder: { data: { minutes: 60 } },
  redeemGiftCard: { data: { code: '7kqm 3wzp-h8rt-n2xc' } },
  adminCreateGiftCardBatch: { count: 50, value: 2_500, expiresAt: null, note: 'Stream giveaway' },
  adminDisableGiftCardBatch: { id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' },
  adminCreateBlogPost: {
    slug: 'crash-explained',
    title: 'Crash, explained',
    summary: 'How a round is drawn.',
    body: '# Crash\n\nThe **chain** first.',
    coverImageUrl: 'https://cdn.gemdrop.gg/blog/crash.webp',
    author: 'Gemdrop team',
  },
  adminUpdateBlogPost: { id: '5b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4b', title: 'Crash, re-explained' },
  adminPublishBlogPost: { id: '5b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4b', published: true },
  adminDeleteBlogPost: { id: '5b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4b' },
  submitSponsorshipApplication: {
    channelUrl: 'https://www.twitch.tv/gem_hunter',
    platform: 'twitch',
    audienceSize: 12_000,
    email: 'gem_hunter@example.com',
    message: 'Weekly CS2 case battle streams with a loyal community.',
  },
  adminMarkSponsorshipApplication: {
    id: '8c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f',
    status: 'contacted',
  },
  vaultDeposit: { amount: 10_000, idempotencyKey: '6a1f0e2d-3c4b-4a59-8f7e-1d2c3b4a5f60' },
  vaultWithdraw: { amount: 5_000, idempotencyKey: '7b2e1f3a-4d5c-4b6a-9e8f-2a3b4c5d6e71' },
  lockVault: { until: '2030-01-01T00:00:00.000Z' },
  unlockVault: { code: '123456' },
  createAffiliateCode: { data: { code: 'Gem_Hunter' } },
  visitReferral: { data: { code: 'gem_hunter' } },
  createCardCheckout: { amount: 2_500 },
  createSkinDeposit: { assetIds: ['38350177012'] },
};

// Bodies in a third party's format, kept whole for the signature over them: any JSON object
// passes the contract, the provider's adapter decides (nowPayments.test.ts).
const providerNotices: Partial<Record<HttpCallName, unknown>> = {
  cryptoWebhook: { payment_id: 5745459419, payment_status: 'finished', extra: { any: [1] } },
  cardWebhook: {
    id: 'evt_az5sblvku4ge3dwpztvyizgcau',
    type: 'payment_captured',
    data: { id: 'pay_1' },
  },
};

describe('provider notices', () => {
  it.each(Object.entries(providerNotices))('%s takes any JSON object, whole', (name, body) => {
    const schema = httpCalls[name as HttpCallName].body;
    expect(schema.parse(body)).toEqual(body);
    for (const notObject of [null, [], 'text', 42])
      expect(schema.safeParse(notObject).success).toBe(false);
  });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every object-key path and every value path of a JSON value. */
function pathsOf(value: Json, path: Path = []): { path: Path; value: Json; isKey: boolean }[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [
      { path: [...path, index], value: item, isKey: false },
      ...pathsOf(item, [...path, index]),
    ]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      { path: [...path, key], value: item, isKey: true },
      ...pathsOf(item, [...path, key]),
    ]);
  }
  return [];
}

function edit(
  root: Json,
  path: Path,
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  change(parent, path[path.length - 1]!);
  return copy;
}

function wrongTypeOf(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { not: 'a list' };
  return 'not an object';
}

function objectPaths(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return [
      path,
      ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...path, key])),
    ];
  }
  return [];
}

function withExtraKey(root: Json, path: Path): Json {
  const copy = structuredClone(root);
  let target = copy as Record<string | number, Json>;
  for (const key of path) target = target[key] as Record<string | number, Json>;
  target.unexpected = 'field';
  return copy;
}

/** Shared checks for any strict request schema and a valid example of it. */
function describeStrictSchema(name: string, schema: z.ZodType, example: Json) {
  describe(name, () => {
    it('accepts the valid example', () => {
      expect(schema.safeParse(example).error?.issues).toBeUndefined();
    });

    it('refuses a missing body', () => {
      expect(schema.safeParse(undefined).success).toBe(false);
    });

    for (const entry of pathsOf(example).filter((p) => p.isKey)) {
      it(`refuses a missing ${entry.path.join('.')}`, () => {
        const broken = edit(example, entry.path, (parent, key) => delete parent[key]);
        expect(schema.safeParse(broken).success).toBe(false);
      });
    }

    for (const entry of pathsOf(example)) {
      it(`refuses a wrong-typed ${entry.path.join('.')}`, () => {
        const broken = edit(
          example,
          entry.path,
          (parent, key) => (parent[key] = wrongTypeOf(entry.value)),
        );
        expect(schema.safeParse(broken).success).toBe(false);
      });
    }

    for (const path of objectPaths(example)) {
      it(`refuses an extra field at ${path.length ? path.join('.') : 'the top level'}`, () => {
        expect(schema.safeParse(withExtraKey(example, path)).success).toBe(false);
      });
    }
  });
}

describe('request bodies', () => {
  it('has a valid example for every call that needs a body', () => {
    const needingBody = Object.entries(httpCalls)
      .filter(([, call]) => !call.body.safeParse({}).success)
      .map(([name]) => name)
      .sort();
    expect(Object.keys(validBodies).sort()).toEqual(needingBody);
  });

  it('refuses any field on calls without a body', () => {
    for (const [name, call] of Object.entries(httpCalls)) {
      if (name in validBodies || name in providerNotices) continue;
      expect(call.body.safeParse({ data: {} }).success, name).toBe(false);
    }
  });

  for (const [name, example] of Object.entries(validBodies)) {
    describeStrictSchema(name, httpCalls[name as HttpCallName].body, example as Json);
  }
});

describe('client event payloads', () => {
  describeStrictSchema('login', clientEvents.login.payload, exampleClientPayloads.login);
  describeStrictSchema(
    'chat.send-message',
    clientEvents['chat.send-message'].payload,
    exampleClientPayloads['chat.send-message'] as Json,
  );

  it('logout accepts nothing or an empty object', () => {
    expect(clientEvents.logout.payload.safeParse(undefined).success).toBe(true);
    expect(clientEvents.logout.payload.safeParse({}).success).toBe(true);
    expect(clientEvents.logout.payload.safeParse('x').success).toBe(false);
  });

  it('login refuses an empty or oversized token', () => {
    const parse = (token: string) =>
      clientEvents.login.payload.safeParse({ data: { token } }).success;
    expect(parse('')).toBe(false);
    expect(parse('t'.repeat(513))).toBe(false);
    expect(parse('t'.repeat(512))).toBe(true);
  });
});
