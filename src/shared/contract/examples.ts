import type {
  ClientEventName,
  ClientEventPayload,
  HttpCallName,
  HttpResponse,
  ServerEventName,
  ServerEventPayload,
} from './index';
import type { Announcement } from './adminNotifications';
import type { CaseBattle } from './battles';
import type { CaseDetail } from './cases';
import type { ChatMessage } from './chat';
import type { BetRecord, MinesGame } from './instantGames';
import type { LiveDrop } from './liveDrops';
import type { Notification } from './notifications';
import type { PublicUser, User } from './users';

// Valid example values of the contract: the contract's own tests parse them, and client and
// server tests may reuse them. Fixed ids and dates keep them deterministic.

export const EXAMPLE_USER_ID = '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f';
export const EXAMPLE_OTHER_USER_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const EXAMPLE_DATE = '2025-01-15T12:00:00.000Z';
const HASH = 'a'.repeat(64);

export const exampleUser: User = {
  id: EXAMPLE_USER_ID,
  username: 'gem_hunter',
  avatar: '/images/avatars/default.png',
  email: 'hunter@example.com',
  roles: ['PLAYER'],
  balance: 100_000,
  xp: { total: 1500, level: 3, progress: 0.25, current: 100, next: 400 },
  xpBoost: { multiplier: 2, endsAt: EXAMPLE_DATE },
  createdAt: EXAMPLE_DATE,
  vaultLockedUntil: null,
  bannedUntil: null,
  mutedUntil: null,
  platforms: { discord: { id: '123456789012345678', username: 'hunter' } },
  tosAcceptance: { acceptedAt: EXAMPLE_DATE, version: '2025-01' },
  twoFactorEnabled: false,
  emailVerified: true,
};

export const examplePublicUser: PublicUser = {
  id: EXAMPLE_USER_ID,
  username: 'gem_hunter',
  avatar: null,
  level: 3,
};

const item = {
  name: 'AK-47 | Redline',
  price: 2500,
  tickets: 40_000,
  image: 'https://cdn.example.com/ak.png',
};

export const exampleCaseBattle: CaseBattle = {
  _id: 'b7f3c2a1-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
  createdAt: EXAMPLE_DATE,
  creatorId: EXAMPLE_USER_ID,
  state: 'GENERATING_OUTCOME',
  mode: 'VERSUS',
  visibility: 'PUBLIC',
  specialOptions: ['FAST_SPIN'],
  cases: [
    {
      _id: 'dreams-and-nightmares',
      name: 'Dreams & Nightmares',
      image: null,
      price: 3000,
      amount: 2,
      items: [item, { ...item, name: 'P250 | Sand Dune', price: 5, tickets: 60_000 }],
    },
  ],
  price: 6000,
  playerAmount: 2,
  players: [
    { ...examplePublicUser, isBot: false },
    { id: EXAMPLE_OTHER_USER_ID, username: 'house_bot', avatar: null, level: 0, isBot: true },
  ],
  teams: [
    { number: 1, players: [EXAMPLE_USER_ID] },
    { number: 2, players: [EXAMPLE_OTHER_USER_ID] },
  ],
  outcome: [
    { userId: EXAMPLE_USER_ID, itemsWon: [item] },
    { userId: EXAMPLE_OTHER_USER_ID, itemsWon: [{ ...item, price: 5 }] },
  ],
  winners: [],
  fairness: {
    beacon: 'drand',
    serverSeedHash: HASH,
    blockNumber: 1_234_567,
    publicServerSeed: HASH,
    beaconValue: 'b'.repeat(64),
    serverSeed: 'c'.repeat(64),
  },
  spinDuration: 2500,
  lastRoll: EXAMPLE_DATE,
};

const exampleFairness = { serverSeedHash: HASH, clientSeed: 'my-lucky-seed', nonce: 6 };

export const exampleDiceBet: BetRecord & { game: 'dice' } = {
  id: '0b9e2c4a-6d1f-4e3a-9c7b-2a1d0e9f8c7b',
  game: 'dice',
  amount: 100,
  payout: 198,
  multiplier: 1.98,
  fairness: exampleFairness,
  createdAt: EXAMPLE_DATE,
  outcome: { roll: 7321, target: 5000, direction: 'over', chance: 5000, win: true },
};

export const examplePlinkoBet: BetRecord & { game: 'plinko' } = {
  id: '1c0f3d5b-7e2a-4f4b-8d8c-3b2e1f0a9d8c',
  game: 'plinko',
  amount: 100,
  payout: 110,
  multiplier: 1.1,
  fairness: { ...exampleFairness, nonce: 5 },
  createdAt: EXAMPLE_DATE,
  outcome: { rows: 8, risk: 'low', path: [1, 0, 1, 1, 0, 0, 1, 1], bucket: 5 },
};

export const exampleMinesGame: MinesGame = {
  id: '2d1a4e6c-8f3b-4a5c-9e9d-4c3f2a1b0e9d',
  amount: 100,
  mines: 3,
  revealed: [],
  state: 'active',
  multiplier: 1,
  nextMultiplier: 1.125,
  payout: 100,
  minePositions: null,
  fairness: { ...exampleFairness, nonce: 7 },
  createdAt: EXAMPLE_DATE,
};

export const exampleNotification: Notification = {
  _id: 'n-1',
  source: 'server',
  type: 'FREE_CASES',
  severity: 'SUCCESS',
  dismissible: 'ALWAYS',
  priority: 5,
  location: 'ALL',
  message: [
    {
      type: 'TEXT',
      value: 'You got 3 free cases and a deposit bonus of ',
      modifiers: { bold: true },
    },
    { type: 'CURRENCY', amount: 500 },
    { type: 'BREAK_LINE' },
    { type: 'ACTION', action: 'inventory' },
  ],
  target: EXAMPLE_USER_ID,
  title: 'Welcome',
  variant: 'CORNER_ALERT',
  createdAt: EXAMPLE_DATE,
  expiryDate: EXAMPLE_DATE,
};

export const exampleAnnouncement: Announcement = {
  id: '0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40',
  type: 'CUSTOM',
  severity: 'NOTICE',
  dismissible: 'ALWAYS',
  priority: 10,
  location: 'ALL',
  variant: 'BANNER',
  title: 'Weekend race',
  message: [{ type: 'TEXT', value: 'The weekend race starts Friday at 18:00 UTC.' }],
  audience: 'EVERYONE',
  targetUserIds: [],
  startsAt: EXAMPLE_DATE,
  expiresAt: null,
  status: 'ACTIVE',
  createdBy: EXAMPLE_OTHER_USER_ID,
  createdAt: EXAMPLE_DATE,
};

export const exampleChatMessage: ChatMessage = {
  _id: 'm-1',
  channel: 'general',
  active: true,
  user: examplePublicUser,
  blocks: [
    { type: 'TEXT', value: 'gg ' },
    { type: 'MENTION', userId: EXAMPLE_OTHER_USER_ID, username: 'house_bot' },
    { type: 'EMOTE', _id: 'pog', image: '/emotes/pog.png', name: 'pog' },
    { type: 'CASE_BATTLE', id: 'battle-1', mode: 'TEAMS', quantity: 3, price: 9000, image: null },
    { type: 'TEXT', value: 'docs', modifiers: { hyperlink: 'https://example.com/docs' } },
  ],
  createdAt: EXAMPLE_DATE,
};

export const exampleLiveDrop: LiveDrop = {
  _id: 'd-1',
  user: examplePublicUser,
  game: 'case-unbox',
  item: { name: 'AWP | Dragon Lore', image: null, price: 1_500_000, rarity: 'covert' },
  specialCategories: ['Top'],
  createdAt: EXAMPLE_DATE,
};

export const exampleCaseDetail: CaseDetail = {
  _id: '7f1c6a52-3b0e-4c4e-9a55-2b1f0d9e8c01',
  slug: 'recoil-case',
  name: 'Recoil Case',
  image: null,
  price: 250,
  topRarity: 'rare-special',
  itemCount: 2,
  creator: null,
  items: [
    {
      id: 'glock-18-winterized',
      name: 'Glock-18 | Winterized',
      image: null,
      rarity: 'mil-spec',
      price: 10,
      tickets: 99_740,
    },
    {
      id: 'karambit-doppler',
      name: '★ Karambit | Doppler',
      image: null,
      rarity: 'rare-special',
      price: 80_000,
      tickets: 260,
    },
  ],
};

const tracker = {
  challenge: 'c-1',
  state: 'COMPLETED' as const,
  progress: 10,
  updatedAt: EXAMPLE_DATE,
};
const inventoryItem = { _id: 'free-case', amount: 3, name: 'Free case', image: null };
const rates = { BTC: 97_000.5, ETH: 3_400 };
const EXAMPLE_BACKUP_CODES = [...'23456789AB'].map((c) => `ABCD-EFGH-J${c}`);

/** A valid answer for every HTTP call; the record type makes a missing call a compile error. */
export const exampleResponses: { [N in HttpCallName]: HttpResponse<N> } = {
  health: { status: 'ok' },
  ready: { status: 'ready' },
  register: { user: exampleUser },
  login: { user: { ...exampleUser, xpBoost: null, tosAcceptance: null, platforms: {} } },
  logout: { ok: true },
  websocketToken: { data: { token: 'ws.token.value' } },
  steamSignIn: '',
  steamSignInReturn: '<!doctype html>',
  me: { user: exampleUser },
  getUsersOnline: { amount: 1, list: [examplePublicUser] },
  getUserStats: {
    stats: { user: examplePublicUser, joinedAt: EXAMPLE_DATE, bets: 42, wagered: 125_000 },
  },
  adminAdjustBalance: { balance: 100_500 },
  getRain: { rain: { pool: 10_001, nextRainAt: EXAMPLE_DATE } },
  tipRain: { rain: { pool: 10_501, nextRainAt: EXAMPLE_DATE }, balance: 99_500 },
  tipUser: { balance: 97_500, recipient: { id: examplePublicUser.id, username: 'gem_hunter' } },
  adminBanUser: { ok: true },
  adminMuteUser: { ok: true },
  adminSetRoles: { ok: true },
  adminCreateAnnouncement: { announcement: exampleAnnouncement },
  adminUpdateAnnouncement: {
    announcement: { ...exampleAnnouncement, title: 'Weekend race (moved)' },
  },
  adminExpireAnnouncement: {
    announcement: { ...exampleAnnouncement, expiresAt: EXAMPLE_DATE, status: 'EXPIRED' },
  },
  adminListAnnouncements: { announcements: [exampleAnnouncement] },
  listSessions: {
    sessions: [
      {
        id: '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a',
        createdAt: EXAMPLE_DATE,
        lastSeenAt: EXAMPLE_DATE,
        userAgent: 'Mozilla/5.0',
        ip: '203.0.113.7',
        current: true,
      },
    ],
  },
  revokeSession: { ok: true },
  logoutEverywhere: { ok: true },
  acceptTerms: { tosAcceptance: { acceptedAt: EXAMPLE_DATE, version: '2026-11' } },
  setupTwoFactor: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/Gemdrop:gem_hunter?issuer=Gemdrop&secret=JBSWY3DPEHPK3PXP',
    qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"></svg>',
  },
  enableTwoFactor: { backupCodes: EXAMPLE_BACKUP_CODES },
  verifyTwoFactor: { ok: true },
  disableTwoFactor: { ok: true },
  regenerateBackupCodes: { backupCodes: EXAMPLE_BACKUP_CODES },
  listCaseBattles: { caseBattles: [exampleCaseBattle] },
  getCaseBattle: { caseBattle: exampleCaseBattle },
  listNotifications: { notifications: [exampleNotification] },
  dismissNotification: { ok: true },
  getCompliance: { restricted: false, country: 'N/A' },
  getGamesActivity: { activity: { roulette: 12, crash: 3 } },
  getFairnessSeeds: {
    active: { serverSeedHash: HASH, clientSeed: 'my-lucky-seed', nonce: 7 },
    next: { serverSeedHash: 'b'.repeat(64) },
  },
  rotateFairnessSeeds: {
    revealed: {
      serverSeed: 'c'.repeat(64),
      serverSeedHash: HASH,
      clientSeed: 'my-lucky-seed',
      nonce: 7,
    },
    active: { serverSeedHash: 'b'.repeat(64), clientSeed: 'new-seed', nonce: 0 },
    next: { serverSeedHash: 'd'.repeat(64) },
  },
  listRevealedSeeds: {
    pairs: [
      {
        serverSeed: 'c'.repeat(64),
        serverSeedHash: HASH,
        clientSeed: 'my-lucky-seed',
        nonce: 7,
        createdAt: EXAMPLE_DATE,
        revealedAt: EXAMPLE_DATE,
      },
    ],
  },
  diceBet: { bet: exampleDiceBet, balance: 99_998 },
  plinkoBet: { bet: examplePlinkoBet, balance: 100_010 },
  minesStart: { game: exampleMinesGame, balance: 99_900 },
  minesReveal: {
    game: { ...exampleMinesGame, revealed: [12], multiplier: 1.125 },
    balance: 99_900,
  },
  minesCashout: {
    game: { ...exampleMinesGame, revealed: [12], state: 'cashed', minePositions: [0, 5, 24] },
    balance: 100_012,
  },
  minesActive: { game: exampleMinesGame },
  listMyBets: { bets: [exampleDiceBet, examplePlinkoBet] },
  getChatHistory: { chat: { channels: [{ channel: 'general', messages: [exampleChatMessage] }] } },
  listEmotes: { emotes: [{ _id: 'pog', image: '/emotes/pog.png', name: 'pog' }] },
  removeChatMessage: { ok: true },
  listMutedUsers: {
    users: [
      {
        user: examplePublicUser,
        mutedUntil: EXAMPLE_DATE,
        reason: 'Spamming links',
        mutedBy: 'operator',
      },
    ],
  },
  getInventory: { inventory: { items: [inventoryItem] } },
  consumeInventoryItem: { ok: true },
  listChallenges: {
    challenges: [
      {
        _id: 'c-1',
        state: 'ACTIVE',
        category: 'DAILY',
        endsAt: EXAMPLE_DATE,
        title: 'Play 10 games',
        description: 'Play any 10 games today',
        goal: 10,
        reward: 100,
      },
    ],
  },
  listChallengeTrackers: { trackers: [tracker] },
  claimChallenge: { ok: true },
  getCryptoRates: { rates },
  getCryptoMethods: {
    deposit: [{ symbol: 'USDT', name: 'Tether', blockchains: ['ETH', 'TRX'] }],
    withdraw: [{ symbol: 'BTC', name: 'Bitcoin', blockchains: ['BTC'] }],
  },
  getCryptoWithdrawFees: { fees: [{ symbol: 'BTC', blockchain: 'BTC', fee: 700 }] },
  getCashierBonuses: {
    bonuses: {
      deposit: [{ type: 'REFERRAL', factor: 0.05 }],
      withdraw: [{ type: 'TO_CRYPTO', factor: 0 }],
      conversion: 1.4,
    },
  },
  adminDisableGame: { ok: true },
  adminEnableGame: { ok: true },
  listCases: { cases: [exampleCaseDetail] },
  getCase: { case: exampleCaseDetail },
  openCase: {
    openings: [
      {
        id: '0b7e3c1d-5a2f-4e8b-9c6d-1f2a3b4c5d6e',
        caseId: exampleCaseDetail._id,
        price: exampleCaseDetail.price,
        ticket: 42_017,
        item: exampleCaseDetail.items[0]!,
        fairness: exampleDiceBet.fairness,
        createdAt: EXAMPLE_DATE,
      },
    ],
    balance: 99_760,
  },
  getLiveDropsHistory: { Global: { All: [exampleLiveDrop], Top: [exampleLiveDrop] } },
  verifyEmail: { ok: true },
  changeEmail: { ok: true },
  resendEmailVerification: { ok: true },
  forgotPassword: { ok: true },
  resetPassword: { ok: true },
  changePassword: { ok: true },
  checkDiscord: { data: { state: true } },
  linkDiscord: '',
  discordCallback: '<!doctype html>',
  unlinkDiscord: { ok: true },
};

/** A valid payload for every client event. */
export const exampleClientPayloads: { [N in ClientEventName]: ClientEventPayload<N> } = {
  login: { data: { token: 'ws.token.value' } },
  logout: undefined,
  'chat.send-message': {
    data: {
      channel: 'general',
      blocks: [
        { type: 'TEXT', value: 'hello ' },
        { type: 'MENTION', userId: EXAMPLE_OTHER_USER_ID, username: 'house_bot' },
        { type: 'EMOTE', _id: 'pog' },
        { type: 'BREAK_LINE' },
        { type: 'CASE_BATTLE', id: 'battle-1' },
      ],
    },
  },
};

/** A valid payload for every server event. */
export const exampleServerPayloads: { [N in ServerEventName]: ServerEventPayload<N> } = {
  'case-battle.created': { data: { caseBattle: exampleCaseBattle } },
  'case-battle.joined': {
    data: {
      _id: exampleCaseBattle._id,
      teamNumber: 2,
      player: { ...examplePublicUser, isBot: false },
    },
  },
  'case-battle.starting': {
    data: { _id: exampleCaseBattle._id, fairness: { blockNumber: 42, publicServerSeed: HASH } },
  },
  'case-battle.started': {
    data: { _id: exampleCaseBattle._id, fairness: exampleCaseBattle.fairness },
  },
  'case-battle.round': {
    data: {
      _id: exampleCaseBattle._id,
      round: 1,
      lastRoll: EXAMPLE_DATE,
      outcome: exampleCaseBattle.outcome,
    },
  },
  'case-battle.completed': {
    data: { _id: exampleCaseBattle._id, winners: [{ userId: EXAMPLE_USER_ID, amount: 5010 }] },
  },
  'spectator.data': {
    data: { channel: 'case-battle:battle-1', amount: 1, users: [examplePublicUser] },
  },
  'user.balance': { data: { balance: 12_345 } },
  'user.xp-updated': { data: { xp: exampleUser.xp } },
  'xp-boost.activated': { data: { xpBoost: { multiplier: 1.5, endsAt: EXAMPLE_DATE } } },
  'xp-boost.expired': { data: { xpBoost: null } },
  'notification.new': { data: { notification: exampleNotification } },
  'notification.update': { data: { notification: { _id: 'n-1', title: 'Updated' } } },
  'notification.expire': { data: { notification: { _id: 'n-1' } } },
  'user.online-count': { data: { count: 42 } },
  'chat.new-message': { data: { message: exampleChatMessage } },
  'chat.update-message': { data: { id: 'm-1', active: false } },
  'inventory.update': { data: { items: [inventoryItem] } },
  'challenge-tracker.update': { data: { tracker } },
  'cashier.crypto': { data: { rates } },
  'live-drops.new': { data: { liveDrop: exampleLiveDrop } },
  'games.activity': { data: { activity: { mines: 2 } } },
  'rain.update': { data: { rain: { pool: 10_501, nextRainAt: EXAMPLE_DATE } } },
  'kyc.verified': { data: {} },
};
