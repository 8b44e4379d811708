import { describe, expect, it } from 'vitest';
import { caseOpeningPayout } from '../../case-unbox/core/payout';
import { casePrice } from '../../case-unbox/core/price';
import { battlePull, battleRoundingFloat } from './draw';
import { BATTLE_RESPINS_MAX } from './limits';
import { playBattle } from './play';
import { resolveBattle } from './resolve';

const coin = [
  { name: 'Heads', price: 1, tickets: 50_000 },
  { name: 'Tails', price: 2, tickets: 50_000 },
];
const knifeCase = [
  { name: 'Knife', price: 90_000, tickets: 100 },
  { name: 'Skin', price: 250, tickets: 9_900 },
  { name: 'Sticker', price: 4, tickets: 90_000 },
];
const seedsOf = (beaconValue: string) => ({ serverSeed: 'replay-seed', beaconValue });
/** Each case at the price the rule gives it, as the site prices its cases. */
const pricesOf = (roundItems: readonly (readonly { price: number; tickets: number }[])[]) =>
  roundItems.map((items) => casePrice(items));

describe('playBattle', () => {
  it('pulls every (round, seat) from the seeds and settles like resolveBattle', () => {
    const seeds = seedsOf('abc123');
    const roundItems = [knifeCase, knifeCase, coin];
    const roundPrices = pricesOf(roundItems);
    const played = playBattle({
      mode: 'VERSUS',
      options: [],
      playerAmount: 3,
      seeds,
      roundItems,
      roundPrices,
    });
    expect(played.rounds).toHaveLength(3);
    played.rounds.forEach((round, index) => {
      expect(round).toMatchObject({ round: index + 1, respin: false });
      round.pulls.forEach((pull, seat) => {
        const items = roundItems[index]!;
        const drawn = battlePull(seeds, index + 1, seat, items);
        // Worth what an opening of the case pays for the item, rounded by the next float.
        const value = caseOpeningPayout(
          items,
          roundPrices[index]!,
          drawn.item.price,
          battleRoundingFloat(seeds, index + 1, seat),
        );
        expect(pull).toEqual({ ...drawn, value });
      });
    });
    const pulls = played.rounds.map((round) => round.pulls.map((pull) => pull!.item.price));
    const values = played.rounds.map((round) => round.pulls.map((pull) => pull!.value));
    expect(played.result).toEqual(
      resolveBattle({
        mode: 'VERSUS',
        options: [],
        playerAmount: 3,
        seeds,
        pulls,
        values,
        regularRounds: 3,
      }),
    );
    expect(played.result.payouts.reduce((a, b) => a + b, 0)).toBe(
      values.flat().reduce((a, b) => a + b, 0),
    );
  });

  it('respins the last case for the tied seats only, as the rounds after the last', () => {
    let respun = 0;
    for (let n = 0; n < 40; n++) {
      const seeds = seedsOf(`b${n}`);
      const played = playBattle({
        mode: 'VERSUS',
        options: ['RESPIN'],
        playerAmount: 3,
        seeds,
        roundItems: [knifeCase, coin],
        roundPrices: pricesOf([knifeCase, coin]),
      });
      const respins = played.rounds.slice(2);
      if (respins.length > 0) respun++;
      respins.forEach((round, index) => {
        expect(round.round).toBe(3 + index);
        expect(round.respin).toBe(true);
        round.pulls.forEach((pull, seat) => {
          if (pull)
            expect(pull).toEqual({ ...battlePull(seeds, round.round, seat, coin), value: 0 });
        });
      });
      // Only the bought pulls are paid out: the respins decide the winner.
      const total = played.rounds
        .filter((round) => !round.respin)
        .flatMap((round) => round.pulls)
        .reduce((sum, pull) => sum + (pull?.value ?? 0), 0);
      expect(played.result.payouts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(played.result.winners).toHaveLength(1);
    }
    expect(respun).toBeGreaterThan(0);
  });

  it('splits after the respin limit when the case cannot break the tie', () => {
    const flat = [{ name: 'Same', price: 7, tickets: 100_000 }];
    const played = playBattle({
      mode: 'VERSUS',
      options: ['RESPIN'],
      playerAmount: 2,
      seeds: seedsOf('ff'),
      roundItems: [flat],
      roundPrices: [casePrice(flat)],
    });
    expect(played.rounds).toHaveLength(1 + BATTLE_RESPINS_MAX);
    // The pot is the two bought pulls' values: 7 each, plus the hundredth a price of 0.08
    // gives back (0.92 x 8 - 7 = 0.36 of one) when its float falls below 0.36.
    const pot = played.rounds[0]!.pulls.reduce((sum, pull) => sum + pull!.value, 0);
    expect(pot).toBeGreaterThanOrEqual(14);
    expect(pot).toBeLessThanOrEqual(16);
    expect(played.result).toMatchObject({ kind: 'settled', winners: [0, 1] });
    expect(played.result.payouts.reduce((a, b) => a + b, 0)).toBe(pot);
    for (const payout of played.result.payouts)
      expect(Math.abs(2 * payout - pot)).toBeLessThanOrEqual(1);
  });

  it('refuses a battle with no rounds', () => {
    expect(() =>
      playBattle({
        mode: 'VERSUS',
        options: [],
        playerAmount: 2,
        seeds: seedsOf('1'),
        roundItems: [],
        roundPrices: [],
      }),
    ).toThrow(RangeError);
  });
});
