import { backOfficeExampleResponses } from './exampleBackOffice';
import { userPagesExampleResponses } from './exampleUserPages';
import { dashboardExampleResponses } from './exampleDashboard';
import type {
  ClientEventName,
  ClientEventPayload,
  HttpCallName,
  HttpResponse,
  ServerEventName,
  ServerEventPayload,
} from './index';
import {
  EXAMPLE_USER_ID,
  EXAMPLE_OTHER_USER_ID,
  EXAMPLE_DATE,
  EXAMPLE_HASH,
  exampleUser,
  examplePublicUser,
  exampleCaseBattle,
  exampleDiceBet,
  exampleSkinUpgraderBet,
  examplePlinkoBet,
  exampleMinesGame,
  exampleNotification,
  exampleAnnouncement,
  exampleChatMessage,
  exampleLiveDrop,
  exampleCaseDetail,
} from './exampleEntities';
import { exampleHistoryBets } from './exampleHistory';
import { derivedInstantBetExamples } from './exampleInstantBets';
import { wheelPromoExampleResponses } from './exampleWheelPromo';
import { giftVaultExampleResponses } from './exampleGiftVault';
import { liabilitiesExampleResponses } from './exampleLiabilities';
import { openBooksExampleEvents, openBooksExampleResponses } from './exampleOpenBooks';
import { blogExampleResponses } from './exampleBlog';
import { sponsorshipExampleResponses } from './exampleSponsorships';
import { kycLimitsExampleResponses } from './exampleKycLimits';
import { rewardsExampleResponses } from './exampleRewards';
import { cashierCardExampleResponses } from './exampleCashierCard';
import { cashierSkinsExampleResponses } from './exampleCashierSkins';
import { cashierCryptoExampleEvents, cashierCryptoExampleResponses } from './exampleCashierCrypto';
import { raceExampleEvents, raceExampleResponses } from './exampleRaces';
import { profileExampleResponses } from './exampleProfile';

/** A capture link as its owner lists it. */
const exampleCaptureToken = {
  id: '5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  label: 'OBS dice',
  createdAt: EXAMPLE_DATE,
  lastUsedAt: null,
};

/** A case battle with a seat still free: nothing drawn, nothing named yet. */
const exampleWaitingCaseBattle = {
  ...exampleCaseBattle,
  state: 'WAITING_FOR_PLAYERS' as const,
  players: [exampleCaseBattle.players[0]!],
  teams: [{ number: 1, players: [EXAMPLE_USER_ID] }],
  outcome: [],
  fairness: {
    ...exampleCaseBattle.fairness,
    blockNumber: null,
    publicServerSeed: null,
    beaconValue: null,
    serverSeed: null,
  },
  lastRoll: null,
};

/** A community case as its lists show it. */
const exampleCommunityCase = {
  _id: '3d7c1f0a-9e2b-4c5d-8a6f-0b1c2d3e4f50',
  image: exampleCaseDetail.image,
  price: exampleCaseDetail.price,
  topRarity: exampleCaseDetail.topRarity,
  itemCount: exampleCaseDetail.itemCount,
  slug: 'community-neon-dreams',
  name: 'Neon Dreams',
  creator: examplePublicUser,
  openings: 1_204,
  earnings: 1_806,
  createdAt: EXAMPLE_DATE,
};

export * from './exampleEntities';

// A valid answer for every HTTP call and a valid payload for every socket event: the
// contract's own tests parse them, and client and server tests may reuse them.

const exampleChallenge = {
  _id: 'c-1',
  state: 'ACTIVE',
  category: 'DAILY',
  endsAt: EXAMPLE_DATE,
  title: 'Play 10 games',
  description: 'Play any 10 games today',
  goal: 10,
  goalUnit: 'COUNT',
  reward: 100,
} as const;

const tracker = {
  challenge: 'c-1',
  state: 'COMPLETED' as const,
  progress: 10,
  updatedAt: EXAMPLE_DATE,
};
const inventoryItem = { _id: 'free-case', amount: 3, name: 'Free case', image: null };
const exampleSteamSkin = {
  id: '7d5f2c1e-8a3b-4c6d-9e0f-1a2b3c4d5e6f',
  itemId: 'skin-4f2a',
  name: 'AK-47 | Redline',
  image: null,
  price: 5_862,
  value: 5_862,
  state: 'HELD' as const,
  createdAt: EXAMPLE_DATE,
};
const exampleTradeOffer = {
  id: '0b6e3c9a-2f4d-4e8b-a1c7-5d9f3e2b1a04',
  skinId: exampleSteamSkin.id,
  name: exampleSteamSkin.name,
  price: exampleSteamSkin.price,
  state: 'SENT' as const,
  steamOfferId: '5234567890',
  reason: null,
  createdAt: EXAMPLE_DATE,
  updatedAt: EXAMPLE_DATE,
};
const rates = { BTC: 97_000.5, ETH: 3_400 };
const EXAMPLE_BACKUP_CODES = [...'23456789AB'].map((c) => `ABCD-EFGH-J${c}`);

const exampleRouletteBet = {
  id: '0d4b6e2a-3c1f-4a8e-9b75-6e2f1a0c9d13',
  username: 'lucky',
  option: 'GREEN' as const,
  amount: 1_000,
  payout: 14_000,
  jackpot: 0,
};

const exampleRouletteRound = {
  id: 77,
  number: 77,
  phase: 'ended' as const,
  serverTime: '2026-11-24T12:00:22.000Z',
  bettingEndsAt: '2026-11-24T12:00:15.000Z',
  rollingEndsAt: '2026-11-24T12:00:21.000Z',
  slot: 0,
  outcome: 'GREEN' as const,
  hash: EXAMPLE_HASH,
  landingOffset: 0.4375,
  jackpot: { amount: 52_345, greenStreak: 1 },
  jackpotPaid: 0,
  bets: [exampleRouletteBet],
};

const exampleOpenCoinFlip = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  state: 'OPEN' as const,
  amount: 1_000,
  createdAt: EXAMPLE_DATE,
  creator: { username: 'gem_hunter', side: 'CT' as const },
  joiner: null,
  serverSeedHash: EXAMPLE_HASH,
  fairness: null,
  serverSeed: null,
  beaconValue: null,
  beaconEvidence: null,
  winningSide: null,
  winner: null,
  payout: null,
  fee: null,
  flippedAt: null,
};

const exampleWaitingCoinFlip = {
  ...exampleOpenCoinFlip,
  state: 'WAITING_FOR_BEACON' as const,
  joiner: { username: 'lucky', side: 'T' as const, bot: false },
  fairness: {
    beacon: 'drand-quicknet' as const,
    beaconLabel: 'drand quicknet (League of Entropy)',
    blockNumber: 12_345_678,
    expectedAt: '2026-11-24T12:00:06.000Z',
  },
};

const exampleCoinFlip = {
  ...exampleWaitingCoinFlip,
  state: 'FLIPPED' as const,
  serverSeed: 'c'.repeat(64),
  beaconValue: 'b'.repeat(64),
  beaconEvidence: {
    kind: 'drand-quicknet' as const,
    chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    signature: 'd'.repeat(96),
  },
  winningSide: 'T' as const,
  winner: 'joiner' as const,
  payout: 1_900,
  fee: 100,
  flippedAt: '2026-11-24T12:00:06.500Z',
};

const exampleAffiliate = {
  code: 'gem_hunter',
  canChangeCode: false,
  commissionBps: 1_000,
  referees: 4,
  wagered: 3_204_000,
  earned: 3_204,
  claimable: 1_204,
  claimed: 2_000,
};
const exampleReferredBy = {
  code: 'skins-24',
  affiliate: 'skin_collector',
  joinedAt: EXAMPLE_DATE,
  depositBonus: { type: 'REFERRAL' as const, factor: 0.05 },
};

/** A valid answer for every HTTP call; the record type makes a missing call a compile error. */
export const exampleResponses: { [N in HttpCallName]: HttpResponse<N> } = {
  ...derivedInstantBetExamples,
  health: { status: 'ok' },
  ...wheelPromoExampleResponses,
  ...giftVaultExampleResponses,
  ...liabilitiesExampleResponses,
  ...openBooksExampleResponses,
  ...blogExampleResponses,
  ...backOfficeExampleResponses,
  ...userPagesExampleResponses,
  ...dashboardExampleResponses,
  ...sponsorshipExampleResponses,
  ...kycLimitsExampleResponses,
  ...rewardsExampleResponses,
  ...cashierCryptoExampleResponses,
  ...cashierCardExampleResponses,
  ...cashierSkinsExampleResponses,
  ...raceExampleResponses,
  ...profileExampleResponses,
  ready: { status: 'ready' },
  register: { user: { ...exampleUser, pendingReveals: [] } },
  login: { user: { ...exampleUser, xpBoost: null, tosAcceptance: null, platforms: {} } },
  logout: { ok: true },
  getHumanCheck: { siteKey: '0x4AAAAAAAexampleSiteKey' },
  websocketToken: { data: { token: 'ws.token.value' } },
  steamSignIn: '',
  steamSignInReturn: '<!doctype html>',
  linkSteam: '',
  unlinkSteam: { ok: true },
  catalogueImage: 'RIFF....WEBPVP8 ',
  resizedCatalogueImage: 'RIFF....WEBPVP8 ',
  me: { user: exampleUser },
  setAnonymousMode: { anonymous: true },
  setStreamerMode: { streamerMode: true },
  listCaptureTokens: { tokens: [exampleCaptureToken] },
  createCaptureToken: { token: exampleCaptureToken, secret: 'cap_3q2-7wEXAMPLEtokenOnlyShownOnce' },
  revokeCaptureToken: { id: exampleCaptureToken.id },
  getUsersOnline: { amount: 1, list: [examplePublicUser] },
  getUserStats: {
    stats: {
      user: examplePublicUser,
      anonymous: false,
      joinedAt: EXAMPLE_DATE,
      bets: 42,
      wagered: 125_000,
    },
  },
  getRain: { rain: { pool: 10_001, nextRainAt: EXAMPLE_DATE } },
  tipRain: {
    rain: { pool: 10_501, nextRainAt: EXAMPLE_DATE },
    balance: 99_500,
    ledgerPosition: 4_812,
  },
  tipUser: {
    balance: 97_500,
    ledgerPosition: 4_812,
    recipient: { id: examplePublicUser.id, username: 'gem_hunter' },
  },
  getAffiliate: { affiliate: exampleAffiliate, referredBy: exampleReferredBy },
  createAffiliateCode: { affiliate: exampleAffiliate, referredBy: null },
  claimAffiliateCommission: {
    claimed: 1_204,
    balance: 101_204,
    ledgerPosition: 4_813,
    affiliate: { ...exampleAffiliate, claimable: 0, claimed: 3_204 },
  },
  visitReferral: {
    referral: {
      code: 'gem_hunter',
      affiliate: 'gem_hunter',
      status: 'SAVED',
      freeCases: 3,
      depositBonus: { type: 'REFERRAL', factor: 0.05 },
    },
  },
  listAffiliateReferees: {
    referees: [
      { username: 'skin_collector', joinedAt: EXAMPLE_DATE, wagered: 120_000, earned: 120 },
    ],
    total: 1,
    pageSize: 50,
  },
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
  createCaseBattle: {
    caseBattle: exampleWaitingCaseBattle,
    balance: 94_000,
    ledgerPosition: 4_820,
  },
  joinCaseBattle: { caseBattle: exampleWaitingCaseBattle, balance: 44_000, ledgerPosition: 4_821 },
  callCaseBattleBots: { caseBattle: exampleCaseBattle },
  leaveCaseBattle: {
    caseBattle: { ...exampleWaitingCaseBattle, state: 'GAME_COMPLETED' },
    balance: 100_000,
    ledgerPosition: 4_822,
  },
  listNotifications: { notifications: [exampleNotification] },
  dismissNotification: { ok: true },
  getCompliance: { restricted: false, country: 'N/A' },
  getGamesActivity: { activity: { roulette: 12, crash: 3 } },
  startFairnessSeeds: {
    active: {
      serverSeedHash: EXAMPLE_HASH,
      clientSeed: '3f9a0c1de2b47a65c8d90e1f2a3b4c5d',
      nonce: 0,
    },
    next: { serverSeedHash: 'b'.repeat(64) },
  },
  getCrashRound: { round: null },
  listCrashHistory: {
    rounds: [
      {
        id: 41,
        number: 41,
        crashPoint: 205,
        hash: EXAMPLE_HASH,
        endedAt: '2026-11-24T12:00:18.000Z',
      },
    ],
  },
  placeCrashBet: {
    bet: {
      id: '5f0c2a8e-4c2d-4f5b-9a57-0d3c6a1e2b77',
      username: 'lucky',
      amount: 1_000,
      autoCashout: 200,
      cashedOutAt: null,
      payout: null,
    },
    roundId: 42,
    balance: 99_000,
    ledgerPosition: 1_234,
  },
  cashOutCrash: {
    bet: {
      id: '5f0c2a8e-4c2d-4f5b-9a57-0d3c6a1e2b77',
      username: 'lucky',
      amount: 1_000,
      autoCashout: null,
      cashedOutAt: 153,
      payout: 1_530,
    },
    roundId: 42,
    balance: 100_530,
    ledgerPosition: 1_240,
  },
  getRouletteRound: { round: exampleRouletteRound },
  listRouletteHistory: {
    rounds: [
      {
        id: 77,
        number: 77,
        slot: 0,
        outcome: 'GREEN',
        hash: EXAMPLE_HASH,
        endedAt: '2026-11-24T12:00:24.000Z',
      },
    ],
  },
  listRouletteJackpots: {
    jackpots: [
      {
        roundId: 77,
        number: 77,
        amount: 52_340,
        pool: 52_340,
        // 1,000.00 on green in the streak's first round claims 225x: more than the pool
        claims: 22_500_000,
        winners: [{ username: 'lucky', amount: 52_340, claim: 22_500_000 }],
        endedAt: '2026-11-24T12:00:24.000Z',
      },
    ],
  },
  getRouletteJackpot: { jackpot: { amount: 52_340, greenStreak: 2 } },
  placeRouletteBet: {
    bet: { ...exampleRouletteBet, payout: null, jackpot: null },
    roundId: 78,
    balance: 99_000,
    ledgerPosition: 1_234,
  },
  listRoundChains: {
    chains: [
      {
        game: 'crash',
        length: 10_000_000,
        terminatingHash: EXAMPLE_HASH,
        beacon: {
          kind: 'drand-quicknet',
          label: 'drand quicknet (League of Entropy)',
          round: 16_777_216,
          expectedAt: '2026-11-24T12:00:06.000Z',
          local: false,
        },
        salt: 'e'.repeat(64),
        saltEvidence: {
          kind: 'drand-quicknet',
          chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
          signature: 'd'.repeat(96),
        },
        publishedAt: '2026-11-24T11:55:00.000Z',
        saltNotBefore: '2026-11-24T12:00:00.000Z',
        saltFixedAt: '2026-11-24T12:00:07.000Z',
        roundsPlayed: 0,
      },
    ],
  },
  getFairnessSeeds: {
    active: { serverSeedHash: EXAMPLE_HASH, clientSeed: 'my-lucky-seed', nonce: 7 },
    next: { serverSeedHash: 'b'.repeat(64) },
  },
  rotateFairnessSeeds: {
    revealed: {
      serverSeed: 'c'.repeat(64),
      serverSeedHash: EXAMPLE_HASH,
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
        serverSeedHash: EXAMPLE_HASH,
        clientSeed: 'my-lucky-seed',
        nonce: 7,
        createdAt: EXAMPLE_DATE,
        revealedAt: EXAMPLE_DATE,
      },
    ],
    nextCursor: '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a',
  },
  diceBet: { bet: exampleDiceBet, balance: 99_998, ledgerPosition: 4_812 },
  plinkoBet: { bet: examplePlinkoBet, balance: 100_010, ledgerPosition: 4_812 },
  skinUpgraderBet: { bet: exampleSkinUpgraderBet, balance: 101_000, ledgerPosition: 4_813 },
  minesStart: { game: exampleMinesGame, balance: 99_900, ledgerPosition: 4_811 },
  minesReveal: {
    game: { ...exampleMinesGame, revealed: [12], multiplier: 1.125 },
    balance: 99_900,
    ledgerPosition: 4_811,
  },
  minesCashout: {
    game: { ...exampleMinesGame, revealed: [12], state: 'cashed', minePositions: [0, 5, 24] },
    balance: 100_012,
    ledgerPosition: 4_812,
  },
  minesActive: { game: exampleMinesGame },
  listMyBets: { bets: exampleHistoryBets, nextCursor: null },
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
  getSteamTrades: {
    tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk',
    skins: [exampleSteamSkin],
    offers: [exampleTradeOffer],
  },
  setSteamTradeUrl: {
    tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk',
  },
  buySteamSkin: { skin: exampleSteamSkin, balance: 93_412, ledgerPosition: 42 },
  withdrawSteamSkins: { offers: [exampleTradeOffer] },
  listChallenges: { challenges: [exampleChallenge] },
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
        payout: exampleCaseDetail.items[0]!.price,
        fairness: exampleDiceBet.fairness,
        createdAt: EXAMPLE_DATE,
      },
    ],
    balance: 99_760,
    ledgerPosition: 4_812,
  },
  listCommunityCases: {
    cases: [exampleCommunityCase],
    total: 1,
    page: 1,
    pageCount: 1,
  },
  createCommunityCase: {
    case: { ...exampleCaseDetail, slug: exampleCommunityCase.slug, creator: examplePublicUser },
  },
  getCaseCreator: {
    creator: examplePublicUser,
    cases: [exampleCommunityCase],
    openings: 1_204,
    earnings: 1_806,
  },
  listCatalogueItems: {
    items: [
      {
        id: 'ak-47-redline',
        name: 'AK-47 | Redline',
        image: null,
        rarity: 'classified',
        price: 2_150,
      },
      {
        id: 'glock-18-winterized',
        name: 'Glock-18 | Winterized',
        image: null,
        rarity: 'mil-spec',
        price: null,
      },
    ],
    total: 2,
    page: 1,
    pageCount: 1,
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
  listCoinFlips: {
    open: [exampleOpenCoinFlip],
    active: [],
    recent: [exampleCoinFlip],
  },
  getCoinFlip: { game: exampleCoinFlip },
  createCoinFlip: { game: exampleOpenCoinFlip, balance: 99_000, ledgerPosition: 4_812 },
  joinCoinFlip: { game: exampleWaitingCoinFlip, balance: 49_000, ledgerPosition: 4_813 },
  callCoinFlipBot: {
    game: {
      ...exampleWaitingCoinFlip,
      joiner: { username: null, side: 'T', bot: true },
    },
  },
  cancelCoinFlip: {
    game: { ...exampleOpenCoinFlip, state: 'CANCELLED' },
    balance: 100_000,
    ledgerPosition: 4_814,
  },
  getStartup: {
    user: exampleUser,
    notifications: { notifications: [exampleNotification] },
    chat: { chat: { channels: [{ channel: 'general', messages: [exampleChatMessage] }] } },
    emotes: { emotes: [{ _id: 'pog', image: '/emotes/pog.png', name: 'pog' }] },
    online: { amount: 1, list: [examplePublicUser] },
    rain: { rain: { pool: 10_001, nextRainAt: EXAMPLE_DATE } },
    liveDrops: { Global: { All: [exampleLiveDrop], Top: [exampleLiveDrop] } },
    compliance: { restricted: false, country: 'N/A' },
    inventory: { inventory: { items: [inventoryItem] } },
    challenges: { challenges: [exampleChallenge] },
    challengeTrackers: { trackers: [tracker] },
    responsibleGambling: kycLimitsExampleResponses.getResponsibleGambling,
  },
};

/** A valid payload for every client event. */
export const exampleClientPayloads: { [N in ClientEventName]: ClientEventPayload<N> } = {
  login: { data: { token: 'ws.token.value' } },
  'capture.join': { data: { token: 'cap_3q2-7wEXAMPLEtokenOnlyShownOnce' } },
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

const exampleCrashBet = {
  id: '5f0c2a8e-4c2d-4f5b-9a57-0d3c6a1e2b77',
  username: 'lucky',
  amount: 1_000,
  autoCashout: 200,
  cashedOutAt: 200,
  payout: 2_000,
};

const exampleCrashRound = {
  id: 41,
  number: 41,
  phase: 'ended' as const,
  serverTime: '2026-11-24T12:00:20.000Z',
  bettingEndsAt: '2026-11-24T12:00:06.000Z',
  elapsedMs: 12_000,
  multiplier: 205,
  hash: EXAMPLE_HASH,
  crashPoint: 205,
  bets: [exampleCrashBet],
};

/** A valid payload for every server event. */
export const exampleServerPayloads: { [N in ServerEventName]: ServerEventPayload<N> } = {
  ...raceExampleEvents,
  ...openBooksExampleEvents,
  ...cashierCryptoExampleEvents,
  'case-battle.created': { data: { caseBattle: exampleCaseBattle } },
  'case-battle.joined': {
    data: {
      _id: exampleCaseBattle._id,
      teamNumber: 2,
      player: { ...examplePublicUser, isBot: false, seat: 1 },
    },
  },
  'case-battle.starting': {
    data: {
      _id: exampleCaseBattle._id,
      fairness: { blockNumber: 42, publicServerSeed: EXAMPLE_HASH },
    },
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
  'case-battle.left': {
    data: { _id: exampleCaseBattle._id, teamNumber: 2, playerId: examplePublicUser.id, seat: 1 },
  },
  'case-battle.completed': {
    data: {
      _id: exampleCaseBattle._id,
      winners: [{ userId: EXAMPLE_USER_ID, amount: 5010 }],
      fairness: exampleCaseBattle.fairness,
    },
  },
  'spectator.data': {
    data: { channel: 'case-battle:battle-1', amount: 1, users: [examplePublicUser] },
  },
  'user.balance': { data: { balance: 12_345, ledgerPosition: 4_812 } },
  'session.ended': { data: {} },
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
  'rewards.rakeback': { data: { claimable: 1_008 } },
  'cashier.crypto': { data: { rates } },
  'live-drops.new': { data: { liveDrop: exampleLiveDrop } },
  'games.activity': { data: { activity: { mines: 2 } } },
  'rain.update': { data: { rain: { pool: 10_501, nextRainAt: EXAMPLE_DATE } } },
  'user.muted': { data: { mutedUntil: EXAMPLE_DATE } },
  'kyc.verified': { data: {} },
  'capture.bet': {
    data: { bet: exampleDiceBet, pace: 'normal', revealInMs: 1_300, animationMs: 900 },
  },
  'capture.revoked': { data: {} },
  'user.streamer-mode': { data: { streamerMode: true } },
  'coin-flip.game': { data: { game: exampleCoinFlip } },
  'coin-flip.games': {
    data: { open: [exampleOpenCoinFlip], active: [], recent: [exampleCoinFlip] },
  },
  'crash.round': { data: { round: exampleCrashRound } },
  'crash.bet': {
    data: { roundId: 41, bet: { ...exampleCrashBet, cashedOutAt: null, payout: null } },
  },
  'crash.cashouts': { data: { roundId: 41, bets: [exampleCrashBet] } },
  'roulette.round': { data: { round: exampleRouletteRound } },
  'roulette.bets': {
    data: {
      roundId: 78,
      bets: [{ ...exampleRouletteBet, payout: null, jackpot: null }],
      jackpot: { amount: 52_350, greenStreak: 1 },
    },
  },
  'roulette.jackpot': { data: { amount: 52_350, greenStreak: 1 } },
  // Capture rounds: the streamer's own bets in crash and roulette, for their browser source.
  'capture.crash-bet': {
    data: { roundId: 41, betId: exampleCrashBet.id, cashedOutAt: 235 },
  },
  'capture.roulette-bet': {
    data: { roundId: 78, betId: exampleRouletteBet.id, option: 'GREEN' },
  },
  // Capture versus: the flips and battles the streamer sits in, for their browser source.
  'capture.coin-flip': { data: { game: exampleCoinFlip } },
  'capture.case-battle': {
    data: {
      name: 'case-battle.round',
      data: {
        _id: exampleCaseBattle._id,
        round: 1,
        lastRoll: EXAMPLE_DATE,
        outcome: exampleCaseBattle.outcome,
      },
    },
  },
  // Capture mines: the streamer's own mines steps and case openings, for their browser source.
  'capture.mines': {
    data: {
      step: 'reveal',
      tile: 12,
      board: {
        id: exampleMinesGame.id,
        mines: 3,
        revealed: [12],
        state: 'active',
        minePositions: null,
      },
      revealInMs: 400,
    },
  },
  'capture.case-opening': {
    data: {
      case: {
        slug: exampleCaseDetail.slug,
        name: exampleCaseDetail.name,
        price: exampleCaseDetail.price,
        items: exampleCaseDetail.items,
      },
      openings: [{ id: '0b7e3c1d-5a2f-4e8b-9c6d-1f2a3b4c5d6e', item: exampleCaseDetail.items[0]! }],
      pace: 'normal',
      revealInMs: 5_900,
      animationMs: 5_500,
    },
  },
};
