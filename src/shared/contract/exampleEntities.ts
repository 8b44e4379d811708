import type { Announcement } from './adminNotifications';
import type { CaseBattle } from './battles';
import type { CaseDetail } from './cases';
import type { ChatMessage } from './chat';
import type { BetRecord, MinesGame } from './instantGames';
import type { LiveDrop } from './liveDrops';
import type { Notification } from './notifications';
import type { PublicUser, User } from './users';

// Valid example entities of the contract, shared by the example answers and payloads and
// by client and server tests. Fixed ids and dates keep them deterministic.

export const EXAMPLE_USER_ID = '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f';
export const EXAMPLE_OTHER_USER_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const EXAMPLE_DATE = '2025-01-15T12:00:00.000Z';
export const EXAMPLE_HASH = 'a'.repeat(64);

export const exampleUser: User = {
  id: EXAMPLE_USER_ID,
  username: 'gem_hunter',
  avatar: '/images/avatars/default.png',
  email: 'hunter@example.com',
  roles: ['PLAYER'],
  balance: 100_000,
  ledgerPosition: 4_812,
  pendingReveals: [
    { id: '5b0a6d2e-3c1f-4e8a-9d7b-2f6e1a4c8b93', payout: 1_980, inMs: 640, ledgerPosition: 4_812 },
  ],
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
  hasPassword: true,
  anonymous: false,
  streamerMode: false,
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
    { ...examplePublicUser, isBot: false, seat: 0 },
    {
      id: EXAMPLE_OTHER_USER_ID,
      username: 'house_bot',
      avatar: null,
      level: 0,
      isBot: true,
      seat: 1,
    },
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
    serverSeedHash: EXAMPLE_HASH,
    blockNumber: 1_234_567,
    publicServerSeed: EXAMPLE_HASH,
    beaconValue: 'b'.repeat(64),
    beaconEvidence: {
      kind: 'drand-quicknet',
      chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
      signature: 'd'.repeat(96),
    },
    serverSeed: 'c'.repeat(64),
  },
  spinDuration: 2500,
  lastRoll: EXAMPLE_DATE,
};

const exampleFairness = { serverSeedHash: EXAMPLE_HASH, clientSeed: 'my-lucky-seed', nonce: 6 };

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

export const exampleSkinUpgraderBet: BetRecord & { game: 'skin-upgrader' } = {
  id: '3e2b5f7d-9a4c-4b6d-8fae-5d4a3b2c1f0e',
  game: 'skin-upgrader',
  amount: 1_000,
  payout: 3_000,
  multiplier: 3,
  fairness: { ...exampleFairness, nonce: 8 },
  createdAt: EXAMPLE_DATE,
  outcome: {
    target: { id: 'ak-47-redline', name: 'AK-47 | Redline', rarity: 'classified', price: 3_000 },
    direction: 'under',
    chance: 1_288_490_188,
    roll: 905_969_664,
    win: true,
  },
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
