import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPGRADE_CHANCE_MAX, UPGRADE_CHANCE_SCALE, type UpgradeDirection } from './limits';
import { upgradeChance } from './chance';
import { quoteUpgrade } from './quote';
import { upgradeWins } from './roll';
import { upgradeReturn } from './rtp';

// The return to player summed over the whole float space: every one of the 2^32 rolls a
// bet can take, each as likely. The winning rolls are counted from the win rule itself:
// it is a threshold on the roll (checked on both sides of it and on random rolls), so the
// binary search finds the one place it flips and the count is exact.

const SCALE = UPGRADE_CHANCE_SCALE;

/** How many of the 2^32 rolls win, counted from upgradeWins alone. */
function winningRolls(chance: number, direction: UpgradeDirection): number {
  // under: wins on [0, t); over: on [t, 2^32). Find t by bisection on the rule.
  const winsLow = direction === 'under';
  let low = 0; // the rule gives winsLow at every roll below `low`
  let high = SCALE; // ... and !winsLow from `high` on
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (upgradeWins(mid, chance, direction) === winsLow) low = mid + 1;
    else high = mid;
  }
  // Both sides of the threshold, and random rolls, agree with a single flip at `low`.
  if (low > 0) expect(upgradeWins(low - 1, chance, direction)).toBe(winsLow);
  if (low < SCALE) expect(upgradeWins(low, chance, direction)).toBe(!winsLow);
  for (let i = 0; i < 64; i++) {
    const roll = Math.floor(((i * 2_654_435_761) % SCALE) + i) % SCALE;
    expect(upgradeWins(roll, chance, direction)).toBe(roll < low ? winsLow : !winsLow);
  }
  return winsLow ? low : SCALE - low;
}

/** Sum over every roll of what it pays, over 2^32 x stake: the exact return. */
function exactReturn(amount: number, price: number, direction: UpgradeDirection) {
  const terms = quoteUpgrade(amount, price);
  if (!terms.ok) throw new Error(terms.message);
  const wins = winningRolls(terms.chance, direction);
  expect(wins).toBe(terms.chance);
  expect(upgradeReturn(terms.stake, price, terms.chance)).toEqual({
    numerator: BigInt(wins) * BigInt(price),
    denominator: BigInt(SCALE) * BigInt(terms.stake),
  });
  return {
    ...terms,
    numerator: BigInt(wins) * BigInt(price),
    denominator: BigInt(SCALE) * BigInt(terms.stake),
  };
}

describe('the Skin Upgrader returns 90% of the stake', () => {
  it.each([
    [100, 1_000, 'under'],
    [100, 1_000, 'over'],
    [1_000, 3_000, 'under'],
    [12_345, 98_765, 'over'],
    [1_087, 97_773, 'under'], // 1%, the clamp's floor
    [500, 600, 'over'], // exactly 75%
  ] as const)(
    'stake %i for a %i skin, %s: 0.90, short by at most one roll',
    (amount, price, direction) => {
      const r = exactReturn(amount, price, direction);
      expect(r.stake).toBe(amount);
      // 0.9 - price / (2^32 x stake) <= return <= 0.9, in whole numbers:
      expect(r.numerator * 10n <= r.denominator * 9n).toBe(true);
      expect((r.numerator + BigInt(price)) * 10n >= r.denominator * 9n).toBe(true);
    },
  );

  it('for every unclamped stake and price: never above 0.90, never a roll short of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.integer({ min: 2, max: 1e8 }),
        (amount, price) => {
          const terms = quoteUpgrade(amount, price);
          // unclamped: the formula's own chance is within 1-75%
          fc.pre(terms.ok && upgradeChance(amount, price) <= UPGRADE_CHANCE_MAX);
          const r = exactReturn(amount, price, amount % 2 ? 'over' : 'under');
          expect(r.numerator * 10n <= r.denominator * 9n).toBe(true);
          expect((r.numerator + BigInt(price)) * 10n >= r.denominator * 9n).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('what the clamp does', () => {
  it('above 75%: the stake is lowered to stay within 75%, returning 0.90, a roll short at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        (price, share) => {
          // amounts from 5/6 of the price (75%) up to just under the price (90%)
          const amount = Math.min(
            price - 1,
            Math.ceil((price * 5) / 6) + Math.floor((price * share) / 6_000),
          );
          const terms = quoteUpgrade(amount, price);
          // clamped: the formula's chance passes 75%
          fc.pre(terms.ok && upgradeChance(amount, price) > UPGRADE_CHANCE_MAX);
          const r = exactReturn(amount, price, 'under');
          expect(r.chance).toBeLessThanOrEqual(UPGRADE_CHANCE_MAX);
          expect(r.stake).toBeLessThanOrEqual(amount);
          // one more hundredth would pass 75%
          expect(upgradeChance(r.stake + 1, price)).toBeGreaterThan(UPGRADE_CHANCE_MAX);
          // 0.9 - price / (2^32 x stake) <= return <= 0.9, as unclamped
          expect(r.numerator * 10n <= r.denominator * 9n).toBe(true);
          expect((r.numerator + BigInt(price)) * 10n >= r.denominator * 9n).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('below 1%: no bet, so no return to take; the stake that reaches 1% returns 0.90', () => {
    const refused = quoteUpgrade(10, 97_773);
    expect(refused).toMatchObject({ ok: false, code: 'CHANCE_TOO_LOW', minStake: 1_087 });
    const r = exactReturn(1_087, 97_773, 'over');
    expect(r.numerator * 10n <= r.denominator * 9n).toBe(true);
    expect((r.numerator + 97_773n) * 10n >= r.denominator * 9n).toBe(true);
  });

  it('the return is the same under or over', () => {
    const under = exactReturn(2_500, 40_000, 'under');
    const over = exactReturn(2_500, 40_000, 'over');
    expect(under.numerator).toBe(over.numerator);
    expect(under.denominator).toBe(over.denominator);
  });
});
