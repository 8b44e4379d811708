import { describe, expect, it } from 'vitest';
import { httpCalls } from './index';

// Section 7's table (with the leading slash the spec omits on moderation), plus the calls the
// server adds for accounts, administration and probes.
const expectedCalls = [
  'GET /case-battles',
  'GET /case-battles/:id',
  'GET /auth/websocket',
  'POST /auth/logout',
  'GET /users/me',
  'POST /discord/check',
  'GET /discord/link',
  'GET /discord/callback',
  'POST /discord/unlink',
  'GET /notifications',
  'POST /notifications/dismiss',
  'GET /compliance',
  'GET /games/activity',
  'GET /fairness/seeds',
  'POST /fairness/seeds/start',
  'POST /fairness/seeds/rotate',
  'GET /fairness/seeds/revealed',
  'GET /fairness/round-chains',
  'POST /games/dice/bet',
  'POST /games/plinko/bet',
  'POST /games/upgrader/bet',
  'POST /games/mines/start',
  'POST /games/mines/reveal',
  'POST /games/mines/cashout',
  'GET /games/mines/active',
  'GET /games/crash/round',
  'GET /games/crash/history',
  'POST /games/crash/bet',
  'POST /games/crash/cashout',
  'GET /games/coinflip',
  'GET /games/coinflip/:id',
  'POST /games/coinflip',
  'POST /games/coinflip/:id/join',
  'POST /games/coinflip/:id/bot',
  'POST /games/coinflip/:id/cancel',
  'POST /case-battles',
  'POST /case-battles/:id/join',
  'POST /case-battles/:id/bots',
  'POST /case-battles/:id/leave',
  'GET /games/roulette/round',
  'GET /games/roulette/history',
  'GET /games/roulette/jackpots',
  'GET /games/roulette/jackpot',
  'POST /games/roulette/bet',
  'GET /games/bets',
  'GET /chat/history',
  'GET /users/online',
  'GET /users/:id/stats',
  'GET /rain',
  'POST /rain/tip',
  'POST /race/get',
  'POST /race/history',
  'POST /users/tip',
  'POST /rewards/get',
  'POST /rewards/rakeback/claim',
  'POST /rewards/daily-case/open',
  'POST /rewards/level/claim',
  'GET /moderation/muted-users',
  'GET /emotes',
  'POST /moderation/remove-message',
  'POST /user/inventory/get',
  'POST /user/inventory/consume',
  'POST /challenge/get-many',
  'POST /challenge/tracker/get-many',
  'POST /challenge/claim',
  'GET /cashier/currency/crypto',
  'GET /cashier/crypto/methods',
  'GET /cashier/withdraw/crypto/fees',
  'GET /cashier/bonuses',
  'GET /live-drops/history',
  'GET /cases',
  'POST /admin/games/disable',
  'POST /admin/games/enable',
  'GET /cases/:slug',
  'POST /cases/:slug/open',
  'GET /images/:file',
  'GET /images/:options/:file',
  'GET /community-cases',
  'POST /community-cases',
  'GET /community-cases/creators/:id',
  'GET /catalogue/items',
  'POST /email/verification/verify',
  'POST /auth/email/change',
  'POST /email/verification/resend',
  'POST /auth/password/forgot',
  'POST /auth/password/reset',
  'POST /auth/password/change',
  'POST /auth/register',
  'POST /auth/login',
  'GET /auth/steam',
  'GET /auth/steam/return',
  'POST /admin/wallet/adjust',
  'POST /admin/users/ban',
  'POST /admin/users/mute',
  'POST /admin/users/roles',
  'POST /admin/notifications',
  'POST /admin/notifications/update',
  'POST /admin/notifications/expire',
  'GET /admin/notifications',
  'GET /auth/sessions',
  'POST /auth/sessions/revoke',
  'POST /auth/logout-everywhere',
  'POST /auth/terms/accept',
  'POST /auth/2fa/setup',
  'POST /auth/2fa/enable',
  'POST /auth/2fa/verify',
  'POST /auth/2fa/disable',
  'POST /auth/2fa/backup-codes',
  'GET /health',
  'GET /ready',
  'GET /wheel',
  'POST /wheel/spin',
  'GET /wheel/spins',
  'POST /promo-codes/redeem',
  'POST /admin/promo-codes',
  'GET /admin/promo-codes',
  'POST /admin/promo-codes/disable',
  'POST /affiliate/get',
  'POST /affiliate/code/create',
  'POST /affiliate/claim',
  'POST /affiliate/visit',
  'POST /affiliate/referees',
];

const calls = Object.entries(httpCalls);
const routeOf = ([, call]: (typeof calls)[number]) => `${call.method} ${call.path}`;

describe('httpCalls', () => {
  it('covers exactly the expected calls', () => {
    expect(calls.map(routeOf).sort()).toEqual([...expectedCalls].sort());
  });

  it('gives every call a unique method and path', () => {
    const routes = calls.map(routeOf);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keys calls by camelCase names', () => {
    for (const [name] of calls) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('uses absolute paths whose parameters match the params schema', () => {
    for (const [name, call] of calls) {
      expect(call.path, name).toMatch(/^\/[a-z0-9/:_-]*$/);
      const pathParams = [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      const schemaParams = Object.keys((call.params as unknown as { shape: object }).shape);
      expect(schemaParams.sort(), name).toEqual(pathParams.sort());
    }
  });

  it('refuses unknown path parameters and bad ids', () => {
    const params = httpCalls.getCaseBattle.params;
    expect(params.safeParse({ id: 'battle-1' }).success).toBe(true);
    expect(params.safeParse({ id: 'a/b' }).success).toBe(false);
    expect(params.safeParse({ id: 'battle-1', extra: '1' }).success).toBe(false);
  });

  it('needs a session exactly for the user-specific calls', () => {
    const authed = calls
      .filter(([, call]) => call.auth)
      .map(([name]) => name)
      .sort();
    expect(authed).toEqual(
      [
        'logout',
        'websocketToken',
        'me',
        'tipRain',
        'tipUser',
        'getRewards',
        'claimRakeback',
        'openDailyCase',
        'claimLevelReward',
        'openCase',
        'createCommunityCase',
        'adminDisableGame',
        'adminEnableGame',
        'adminAdjustBalance',
        'adminBanUser',
        'adminMuteUser',
        'adminSetRoles',
        'adminCreateAnnouncement',
        'adminUpdateAnnouncement',
        'adminExpireAnnouncement',
        'adminListAnnouncements',
        'listSessions',
        'revokeSession',
        'logoutEverywhere',
        'acceptTerms',
        'changeEmail',
        'setupTwoFactor',
        'enableTwoFactor',
        'verifyTwoFactor',
        'disableTwoFactor',
        'regenerateBackupCodes',
        'dismissNotification',
        'removeChatMessage',
        'listMutedUsers',
        'getInventory',
        'consumeInventoryItem',
        'listChallengeTrackers',
        'claimChallenge',
        'getCashierBonuses',
        'checkDiscord',
        'linkDiscord',
        'unlinkDiscord',
        'resendEmailVerification',
        'changePassword',
        'getFairnessSeeds',
        'startFairnessSeeds',
        'rotateFairnessSeeds',
        'listRevealedSeeds',
        'diceBet',
        'plinkoBet',
        'skinUpgradeBet',
        'minesStart',
        'minesReveal',
        'minesCashout',
        'minesActive',
        'placeCrashBet',
        'cashOutCrash',
        'createCoinFlip',
        'joinCoinFlip',
        'callCoinFlipBot',
        'cancelCoinFlip',
        'createCaseBattle',
        'joinCaseBattle',
        'callCaseBattleBots',
        'leaveCaseBattle',
        'placeRouletteBet',
        'listMyBets',
        'getWheel',
        'spinWheel',
        'listWheelSpins',
        'redeemPromoCode',
        'adminCreatePromoCode',
        'adminListPromoCodes',
        'adminDisablePromoCode',
        'getAffiliate',
        'createAffiliateCode',
        'claimAffiliateCommission',
        'listAffiliateReferees',
      ].sort(),
    );
  });

  it('has a summary for every call', () => {
    for (const [name, call] of calls) expect(call.summary.length, name).toBeGreaterThan(5);
  });
});
