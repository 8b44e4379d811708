import { describe, expect, it } from 'vitest';
import { GAME_KINDS, richTextSchema, toRichText } from '../../../shared/contract';
import {
  WIN_NOTICE_LIFETIME_MS,
  betNotices,
  formatMultiplier,
  formatUtc,
  freeCasesNotice,
  gameDisabledNotice,
  mutedNotice,
} from './gameNotices';
import { createGameRegistry } from '../games/registry';
import { audienceProblem } from './audience';
import type { RaiseInput } from './notifications';

const NOW = new Date('2030-01-01T12:00:00Z');
const USER = '11111111-1111-4111-8111-111111111111';
const games = createGameRegistry();
const thresholds = { highWinMinPayout: 100_000, rareWinMinMultiplierE4: 1_000_000 };
const bet = (amount: number, payout: number, multiplierE4: number, revealInMs = 0) => ({
  betId: 'b1',
  userId: USER,
  username: 'lucky',
  game: 'dice' as const,
  amount,
  payout,
  multiplierE4,
  revealInMs,
});

/** Every notice is something raise() accepts. */
function expectRaisable(notice: RaiseInput) {
  expect(audienceProblem(notice.audience, notice.targets ?? [])).toBeNull();
  expect(richTextSchema.safeParse(toRichText(notice.message)).success).toBe(true);
}

describe('betNotices', () => {
  it('raises nothing for a loss or a small win', () => {
    expect(betNotices(bet(1000, 0, 0), thresholds, NOW, games.nameOf)).toEqual([]);
    expect(betNotices(bet(1000, 1980, 19_800), thresholds, NOW, games.nameOf)).toEqual([]);
  });

  it('raises HIGH_WIN from the payout threshold on, with the amounts as CURRENCY', () => {
    expect(betNotices(bet(50_000, 99_999, 19_999), thresholds, NOW, games.nameOf)).toEqual([]);
    const [notice] = betNotices(bet(50_000, 100_000, 20_000), thresholds, NOW, games.nameOf);
    expect(notice).toMatchObject({
      type: 'HIGH_WIN',
      audience: 'USER',
      targets: [USER],
      expiresAt: new Date(NOW.getTime() + WIN_NOTICE_LIFETIME_MS),
    });
    expect(notice!.message).toContainEqual({ type: 'CURRENCY', amount: 100_000 });
    expect(notice!.message).toContainEqual({ type: 'CURRENCY', amount: 50_000 });
    expectRaisable(notice!);
  });

  it('starts both win notices when the betting tab has landed, and keeps their lifetime', () => {
    const notices = betNotices(
      bet(100, 1_000_000, 1_000_000, 6_620),
      thresholds,
      NOW,
      games.nameOf,
    );
    expect(notices.map((n) => n.type)).toEqual(['RARE_WIN', 'HIGH_WIN']);
    for (const notice of notices) {
      expect(notice.startsAt).toEqual(new Date(NOW.getTime() + 6_620));
      expect(notice.expiresAt).toEqual(new Date(NOW.getTime() + 6_620 + WIN_NOTICE_LIFETIME_MS));
    }
  });

  it('does not call a payout below the stake a win, however large', () => {
    expect(betNotices(bet(500_000, 250_000, 5_000), thresholds, NOW, games.nameOf)).toEqual([]);
  });

  it('raises RARE_WIN from the multiplier threshold on', () => {
    expect(betNotices(bet(10, 999, 999_999), thresholds, NOW, games.nameOf)).toEqual([]);
    const notices = betNotices(bet(10, 1000, 1_000_000), thresholds, NOW, games.nameOf);
    expect(notices.map((n) => n.type)).toEqual(['RARE_WIN']);
    expect(notices[0]!.message).toContainEqual({ type: 'CURRENCY', amount: 1000 });
    expectRaisable(notices[0]!);
  });

  it('raises both for a rare and high win', () => {
    const notices = betNotices(bet(1000, 1_000_000, 10_000_000), thresholds, NOW, games.nameOf);
    expect(notices.map((n) => n.type)).toEqual(['RARE_WIN', 'HIGH_WIN']);
  });
});

describe('formatting', () => {
  it('shows multipliers with two decimals, truncated', () => {
    expect(formatMultiplier(1_000_000)).toBe('100.00x');
    expect(formatMultiplier(19_899)).toBe('1.98x');
    expect(formatMultiplier(12_345_678)).toBe('1,234.56x');
  });

  it('shows moments in UTC', () => {
    expect(formatUtc(new Date('2030-03-04T05:06:59Z'))).toBe('4 Mar 2030, 05:06 UTC');
  });
});

describe('the other notices', () => {
  it('USER_MUTED is a popup for the muted user that ends with the mute', () => {
    const until = new Date('2030-01-02T00:00:00Z');
    const notice = mutedNotice({ userId: USER, until });
    expect(notice).toMatchObject({
      type: 'USER_MUTED',
      audience: 'USER',
      targets: [USER],
      variant: 'CENTER_ALERT',
      expiresAt: until,
    });
    expect(notice.message).toContain('2 Jan 2030, 00:00 UTC');
    expectRaisable(notice);
  });

  it('the free-case notice is raisable and goes to the inbox', () => {
    const notice = freeCasesNotice({ userId: USER, count: 3 });
    expect(notice.type).toBe('FREE_CASES');
    expect(notice.variant).toBe('INBOX');
    expectRaisable(notice);
  });

  it('GAME_DISABLED is a banner on that game page that cannot be dismissed', () => {
    for (const game of GAME_KINDS) {
      const notice = gameDisabledNotice({ game, reason: 'Checking a report' }, games);
      expect(notice).toMatchObject({
        type: 'GAME_DISABLED',
        variant: 'BANNER',
        dismissible: 'NEVER',
        location: games.locationOf(game),
      });
      expectRaisable(notice);
    }
  });

  it("places each game's notices on its page's location, from its manifest (the spec's)", () => {
    expect(Object.fromEntries(GAME_KINDS.map((kind) => [kind, games.locationOf(kind)]))).toEqual({
      'case-unbox': 'CASE_UNBOX',
      'case-battle': 'CASE_BATTLE',
      // The spec has no coin-flip location: its notices show with the games'.
      'coin-flip': 'GAMES',
      roulette: 'ROULETTE',
      plinko: 'PLINKO',
      mines: 'MINES',
      dice: 'DICE',
      crash: 'CRASH',
      'skin-upgrader': 'SKIN_UPGRADER',
    });
  });

  it("places a paused added game's banner where the registry says, and an unknown one with the games", () => {
    const places = { nameOf: () => 'High-Low', locationOf: () => 'DICE' as const };
    expect(gameDisabledNotice({ game: 'high-low', reason: 'x' }, places).location).toBe('DICE');
    expect(gameDisabledNotice({ game: 'high-low', reason: 'x' }, games).location).toBe('GAMES');
  });

  it("GAME_DISABLED carries the operator's message, as a sentence of its own", () => {
    expect(gameDisabledNotice({ game: 'dice', reason: ' Checking a report ' }, games).message).toBe(
      'Dice is paused for the moment. Checking a report. Your balance is safe; please check back soon.',
    );
    expect(gameDisabledNotice({ game: 'dice', reason: 'Back at 18:00!' }, games).message).toBe(
      'Dice is paused for the moment. Back at 18:00! Your balance is safe; please check back soon.',
    );
  });
});
