import { describe, expect, it } from 'vitest';
import { betWins } from '../core/bets';
import { ROULETTE_MAX_BETS_PER_ROUND } from '../core/limits';
import { slotKind } from '../core/slots';
import {
  REVEAL_FALLBACK_SLACK_MS,
  betBlockedReason,
  betColumns,
  feedableJackpot,
  hiddenRoundOf,
  historyModalProps,
  holdsJackpot,
  jackpotToShow,
  optionLabel,
  optionWins,
  previousResult,
  resultShown,
  resultText,
  revealDelayMs,
  revealFallbackMs,
  shownPayout,
  shownPhase,
  visibleHistory,
  withLandedRound,
} from './roulette-display';
import {
  HASH,
  T0,
  historyEntry,
  iso,
  rollingRound,
  rouletteBet,
  rouletteRound,
} from './test-rounds';

describe('the no-spoiler gate', () => {
  const rolling = rollingRound(3);
  const ended = rollingRound(3, { phase: 'ended', serverTime: iso(T0 + 21_000) });

  it('shows a result only once this tab landed that very round', () => {
    expect(resultShown(rolling, null)).toBe(false);
    expect(resultShown(ended, null)).toBe(false);
    expect(resultShown(ended, 6)).toBe(false); // the previous round landed, not this one
    expect(resultShown(ended, 7)).toBe(true);
    expect(resultShown(rolling, 7)).toBe(true); // landed at the server's moment, ended not here yet
    expect(resultShown(rouletteRound(), 7)).toBe(false); // betting: no slot yet
    expect(resultShown(null, 7)).toBe(false);
  });

  it('keeps an ended round "rolling" until it lands here', () => {
    expect(shownPhase(null, null)).toBe('none');
    expect(shownPhase(rouletteRound(), null)).toBe('betting');
    expect(shownPhase(rolling, null)).toBe('rolling');
    expect(shownPhase(ended, null)).toBe('rolling');
    expect(shownPhase(ended, 7)).toBe('ended');
    expect(shownPhase(rolling, 7)).toBe('ended');
  });

  it('hides the rolling round from the history the server already answered', () => {
    const history = [historyEntry(7, 3), historyEntry(6), historyEntry(5)];
    expect(visibleHistory(history, ended, null).map((e) => e.id)).toEqual([6, 5]);
    expect(visibleHistory(history, ended, 7).map((e) => e.id)).toEqual([7, 6, 5]);
    expect(visibleHistory(history, rouletteRound({ id: 8 }), 7).map((e) => e.id)).toEqual([
      7, 6, 5,
    ]);
    expect(visibleHistory(history, null, null)).toHaveLength(3);
  });

  it('adds a landed round to the history once, newest first, at most 100', () => {
    const history = Array.from({ length: 100 }, (_, i) => historyEntry(6 - i));
    const next = withLandedRound(history, ended, iso(T0 + 21_000));
    expect(next).toHaveLength(100);
    expect(next[0]).toEqual({
      id: 7,
      number: 70,
      slot: 3,
      outcome: 'RED',
      hash: HASH,
      endedAt: iso(T0 + 21_000),
    });
    expect(next.at(-1)?.id).toBe(-92);
    expect(withLandedRound(next, ended, iso(T0))).toEqual(next);
    // A round without its result (betting) adds nothing.
    expect(withLandedRound(history, rouletteRound(), iso(T0))).toEqual(history);
  });

  it('names the last round before the shown one for a late joiner', () => {
    const history = [historyEntry(7, 3), historyEntry(6, 12)];
    expect(previousResult(history, ended)?.id).toBe(6);
    expect(previousResult(history, rouletteRound({ id: 8 }))?.id).toBe(7);
    expect(previousResult([], ended)).toBeNull();
    expect(previousResult(history, null)?.id).toBe(7);
  });

  it('shows no payout and no winning column before the strip lands', () => {
    const bets = [
      rouletteBet('a', { option: 'RED', amount: 300, payout: 600, jackpot: 0 }),
      rouletteBet('b', { option: 'BLACK', amount: 100, payout: 0, jackpot: 0 }),
      rouletteBet('c', { option: 'RED', amount: 500, payout: 1000, jackpot: 0 }),
    ];
    const round = { ...ended, bets };
    const before = betColumns(round, null);
    expect(before.map((c) => [c.option, c.won, c.total, c.bets.map((b) => b.id)])).toEqual([
      ['RED', null, 800, ['c', 'a']],
      ['BAIT', null, 0, []],
      ['GREEN', null, 0, []],
      ['BLACK', null, 100, ['b']],
    ]);
    expect(betColumns(round, 7).map((c) => c.won)).toEqual([true, false, false, false]);
    expect(shownPayout(bets[0]!, false)).toBeNull();
    expect(shownPayout(bets[0]!, true)).toBe(600);
    expect(shownPayout(rouletteBet('g', { payout: 1400, jackpot: 250 }), true)).toBe(1650);
    expect(shownPayout(rouletteBet('open'), true)).toBeNull();
  });

  it('holds the jackpot while a result is on its way and feeds it only when it may show', () => {
    const betting = rouletteRound();
    const endedJackpot = { ...ended, jackpot: { amount: 5_100, greenStreak: 0 } };
    expect(holdsJackpot(betting, null)).toBe(false);
    expect(holdsJackpot(rolling, null)).toBe(true);
    expect(holdsJackpot(endedJackpot, null)).toBe(true);
    expect(holdsJackpot(endedJackpot, 7)).toBe(false);
    expect(feedableJackpot(betting, null)).toEqual(betting.jackpot);
    expect(feedableJackpot(rolling, null)).toBeNull();
    expect(feedableJackpot(endedJackpot, null)).toBeNull();
    expect(feedableJackpot(endedJackpot, 7)).toEqual({ amount: 5_100, greenStreak: 0 });
    // Without the shared store's value, the round's own, never the after-result one early.
    const stored = { amount: 1, greenStreak: 2 };
    expect(jackpotToShow(stored, endedJackpot, null)).toBe(stored);
    expect(jackpotToShow(null, endedJackpot, null)).toBeNull();
    expect(jackpotToShow(null, endedJackpot, 7)).toEqual(endedJackpot.jackpot);
    expect(jackpotToShow(null, rolling, null)).toEqual(rolling.jackpot);
    expect(jackpotToShow(null, null, null)).toBeNull();
  });

  it('tells the history modals which round they must not show yet', () => {
    expect(historyModalProps(rolling, null)).toEqual({ hideRoundId: 7 });
    expect(historyModalProps(ended, 7)).toEqual({});
    expect(historyModalProps(rouletteRound(), null)).toEqual({});
    expect(hiddenRoundOf({ hideRoundId: 7 })).toBe(7);
    expect(hiddenRoundOf({ hideRoundId: '7' })).toBeNull();
    expect(hiddenRoundOf({})).toBeNull();
  });

  it('never reveals before the server landing moment, and reveals at the latest a little after', () => {
    // rollingEndsAt is T0 + 21 s on the server's clock.
    expect(revealDelayMs(rolling, T0 + 20_000)).toBe(1_000);
    expect(revealDelayMs(rolling, T0 + 22_000)).toBe(0);
    expect(revealFallbackMs(rolling, T0 + 20_000, false)).toBe(1_000 + REVEAL_FALLBACK_SLACK_MS);
    expect(revealFallbackMs(rolling, T0 + 20_000, true)).toBe(1_000);
  });
});

describe('the bet panel', () => {
  it('says why it cannot bet', () => {
    expect(betBlockedReason(null, 0, null)).toBe('Connecting to the round…');
    expect(betBlockedReason(rouletteRound(), 0, 5_000)).toBeNull();
    expect(betBlockedReason(rouletteRound(), 0, 0)).toMatch(/Bets are closed/);
    expect(betBlockedReason(rollingRound(), 0, null)).toMatch(/Bets are closed/);
    expect(betBlockedReason(rouletteRound(), ROULETTE_MAX_BETS_PER_ROUND, 5_000)).toBe(
      `You can place at most ${ROULETTE_MAX_BETS_PER_ROUND} bets in one round`,
    );
  });

  it("says the pause notice's words while the game is paused, round or none", () => {
    const paused =
      'Roulette is paused for the moment. Your balance is safe; please check back soon.';
    expect(betBlockedReason(null, 0, null, paused)).toBe(paused);
    expect(betBlockedReason(rouletteRound(), 0, 5_000, paused)).toBe(paused);
    expect(betBlockedReason(rouletteRound(), 0, 5_000, null)).toBeNull();
  });

  it('labels the options with their multipliers', () => {
    expect(['RED', 'BAIT', 'GREEN', 'BLACK'].map((o) => optionLabel(o as never))).toEqual([
      'RED 2x',
      'BAIT 7x',
      'GREEN 14x',
      'BLACK 2x',
    ]);
  });

  it('formats results', () => {
    expect(resultText(4, 'RED_BAIT')).toBe('4 · Red bait');
    expect(resultText(0, 'TRIPLE_GREEN')).toBe('0 · Triple green');
  });
});

describe('optionWins', () => {
  it('agrees with the core on every slot', () => {
    for (let slot = 0; slot < 15; slot++) {
      const kind = slotKind(slot);
      for (const option of ['RED', 'BLACK', 'GREEN', 'BAIT'] as const) {
        expect(optionWins(option, kind), `${option} on ${slot}`).toBe(betWins(option, slot));
      }
    }
    expect(optionWins('GREEN', 'TRIPLE_GREEN')).toBe(true);
  });
});
