import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { jackpotFeed } from './jackpot';
import { settleRouletteRound } from './round';
import { exactReturn, type StreakPlan } from './strategy-return';

// No strategy built on public information returns more than it stakes
// (docs/games/README.md, "Money"). The pool and the streak are public, so a player may bet green
// only when the pool is large and the streak is 1 or 2. For every such public state, and any stakes
// by other players, the exact expected return (14x wins and the jackpot share, every slot of every
// round the plan reaches) must stay at or below 100%.

const stake = fc.integer({ min: 10, max: 1_000_000 });
const maybeStake = fc.oneof(fc.constant(0), stake);
const pool = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: 1_000_000_000_000 }),
);
const others = fc.array(maybeStake, { maxLength: 3 });

const atMostWhole = (plan: StreakPlan) => {
  const { returned, staked } = exactReturn(plan);
  return returned <= staked;
};

describe('betting green on a public streak', () => {
  it('gains nothing by waiting for a streak of two, whatever the pool and other players', () => {
    fc.assert(
      fc.property(pool, stake, others, others, others, (p, mine, o0, o1, o2) => {
        const plan: StreakPlan = {
          streak: 2,
          pool: p,
          earlier: [
            { streak: 0, amounts: o0 },
            { streak: 1, amounts: o1 },
          ],
          rounds: [{ mine, others: o2 }],
        };
        expect(atMostWhole(plan), JSON.stringify(plan)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('gains nothing by betting only at streaks 1 and 2', () => {
    fc.assert(
      fc.property(pool, stake, maybeStake, others, others, others, (p, m1, m2, o0, o1, o2) => {
        const plan: StreakPlan = {
          streak: 1,
          pool: p,
          earlier: [{ streak: 0, amounts: o0 }],
          rounds: [
            { mine: m1, others: o1 },
            { mine: m2, others: o2 },
          ],
        };
        expect(atMostWhole(plan), JSON.stringify(plan)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('gains nothing over a whole streak, with any stakes in each round', () => {
    fc.assert(
      fc.property(pool, stake, maybeStake, maybeStake, others, others, others, (...a) => {
        const [p, m0, m1, m2, o0, o1, o2] = a;
        const plan: StreakPlan = {
          streak: 0,
          pool: p,
          earlier: [],
          rounds: [
            { mine: m0, others: o0 },
            { mine: m1, others: o1 },
            { mine: m2, others: o2 },
          ],
        };
        expect(atMostWhole(plan), JSON.stringify(plan)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('holds at the edges: no other player, the smallest stake, an enormous pool', () => {
    for (const streak of [0, 1, 2] as const)
      for (const p of [0, 1, 9, 10, 11, 445, 10_000, 1_000_000_000_000])
        for (const mine of [10, 11, 199, 200, 1_000_000]) {
          const plan: StreakPlan = {
            streak,
            pool: p,
            earlier: [],
            rounds: [0, 1, 2].slice(streak).map(() => ({ mine, others: [] })),
          };
          expect(atMostWhole(plan), JSON.stringify(plan)).toBe(true);
        }
  });

  it('returns exactly 100% at streak 2 alone with a pool that covers the claim', () => {
    // the audit's case: 100.00 gems on green at streak 2 with 445.00 gems in the pool
    const plan: StreakPlan = {
      streak: 2,
      pool: 44_500,
      earlier: [],
      rounds: [{ mine: 10_000, others: [] }],
    };
    const { returned, staked } = exactReturn(plan);
    expect(returned).toBe(staked);
  });
});

describe('the declared return', () => {
  it('is 93.33% exactly for red, black and bait, whatever the pool and streak', () => {
    for (const kind of ['RED', 'BLACK', 'BAIT'] as const)
      for (const streak of [0, 1, 2])
        for (const pool of [0, 1_000_000_000_000]) {
          const bets = [
            { kind, amount: 1_000 },
            { kind: 'GREEN' as const, amount: 10 },
          ];
          let returned = 0;
          for (let slot = 0; slot < 15; slot++) {
            const mine = settleRouletteRound(slot, streak, pool, bets).bets[0]!;
            returned += mine.payout + mine.jackpot;
          }
          expect(returned, `${kind} at streak ${streak}`).toBe(14 * 1_000);
        }
  });

  it('adds at most the 0.5% feed overall: roulette returns at most 93.83% of stakes', () => {
    // every option returns 14/15 in its own round; the pool pays back no more than it was
    // fed, 0.5% of the round's wagers on average (rounded fairly: one hundredth up at most)
    for (const stake of [10, 199, 200, 12_345, 1_000_000]) {
      const mean = meanOverRoundingFloat((f) => jackpotFeed(stake, f));
      expect(Math.abs(mean * 200 - stake)).toBeLessThan(1e-6);
      expect(jackpotFeed(stake, 0) * 200).toBeLessThan(stake + 200);
    }
    expect(14 / 15 + 1 / 200).toBeCloseTo(0.938_33, 5);
  });
});
