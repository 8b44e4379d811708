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
  EXAMPLE_OTHER_USER_ID,
  EXAMPLE_DATE,
  exampleUser,
  examplePublicUser,
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
import { caseExampleResponses } from './exampleCases';
import { fairnessExampleResponses } from './exampleFairness';
import { caseBattleExampleEvents, caseBattleExampleResponses } from './exampleCaseBattles';
import { coinFlipExampleEvents, coinFlipExampleResponses } from './exampleCoinFlip';
import { roundGameExampleEvents, roundGameExampleResponses } from './exampleRoundGames';

/** A capture link as its owner lists it. */
const exampleCaptureToken = {
  id: '5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  label: 'OBS dice',
  createdAt: EXAMPLE_DATE,
  lastUsedAt: null,
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
  ...caseExampleResponses,
  ...fairnessExampleResponses,
  ...caseBattleExampleResponses,
  ...roundGameExampleResponses,
  ...coinFlipExampleResponses,
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
  listNotifications: { notifications: [exampleNotification] },
  dismissNotification: { ok: true },
  getCompliance: { restricted: false, country: 'N/A' },
  getGamesActivity: { activity: { roulette: 12, crash: 3 } },
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

/** A valid payload for every server event. */
export const exampleServerPayloads: { [N in ServerEventName]: ServerEventPayload<N> } = {
  ...raceExampleEvents,
  ...openBooksExampleEvents,
  ...cashierCryptoExampleEvents,
  ...caseBattleExampleEvents,
  ...roundGameExampleEvents,
  ...coinFlipExampleEvents,
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
