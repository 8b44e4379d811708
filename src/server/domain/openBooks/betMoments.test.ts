import { describe, expect, it } from 'vitest';
import { plinkoRtp } from '../../../../games/plinko/core';
import { type BookedBet, betMoments, discrete, winOrNothing } from './betMoments';

const bet = (
  game: string,
  params: unknown,
  outcome: unknown,
  amount = 100,
  payout = 0,
): BookedBet => ({
  game,
  amount,
  payout,
  params,
  outcome,
});

describe('each game’s payout moments', () => {
  it('gives a win-or-nothing bet p x m and p x m^2 - mean^2', () => {
    expect(winOrNothing(0.25, 4)).toEqual({ mean: 1, variance: 3 });
    expect(
      discrete([
        { p: 0.5, m: 0 },
        { p: 0.5, m: 2 },
      ]),
    ).toEqual({ mean: 1, variance: 1 });
  });

  it('declares dice at 99% for any chance, with a variance that grows as the chance falls', () => {
    const at = (chance: number) => betMoments(bet('dice', {}, { chance }));
    expect(at(4950).mean).toBeCloseTo(0.99, 12);
    expect(at(100).mean).toBeCloseTo(0.99, 12);
    expect(at(100).variance).toBeGreaterThan(at(4950).variance * 50);
    expect(at(4950).option).toBe('dice');
  });

  it('matches plinko’s own table return, one option per rows and risk', () => {
    const m = betMoments(bet('plinko', { rows: 16, risk: 'high' }, { rows: 16, risk: 'high' }));
    expect(m.option).toBe('16 rows, high');
    expect(m.mean).toBeCloseTo(plinkoRtp(16, 'high'), 10);
  });

  it('reads roulette by colour: 14/15 each, green the widest', () => {
    const red = betMoments(bet('roulette', { option: 'RED' }, {}));
    const green = betMoments(bet('roulette', { option: 'GREEN' }, {}));
    expect(red).toMatchObject({ option: 'red' });
    expect(red.mean).toBeCloseTo(14 / 15, 12);
    expect(green.mean).toBeCloseTo(14 / 15, 12);
    expect(green.variance).toBeGreaterThan(red.variance);
  });

  it('reads mines by mine count, stopped where the bet stopped', () => {
    const cashed = betMoments(
      bet('mines', {}, { mines: 3, revealed: [0, 1], minePositions: [5, 6, 7], state: 'cashed' }),
    );
    expect(cashed.option).toBe('3 mines');
    expect(cashed.mean).toBeCloseTo(0.99, 3);
    const busted = betMoments(
      bet('mines', {}, { mines: 3, revealed: [0, 5], minePositions: [5, 6, 7], state: 'busted' }),
    );
    expect(busted.variance).toBeCloseTo(cashed.variance, 12);
  });

  it('gives crash 99% at any target, coin flip 95%, the Skin Upgrader p x price / stake', () => {
    expect(betMoments(bet('crash', { autoCashout: 1000 }, null)).mean).toBeCloseTo(0.99, 12);
    expect(betMoments(bet('coin-flip', { side: 'ct' }, {})).mean).toBeCloseTo(0.95, 12);
    const upgrade = betMoments(
      bet('skin-upgrader', {}, { chance: 2 ** 31, target: { price: 180 } }),
    );
    expect(upgrade).toMatchObject({ option: 'skin upgrader' });
    expect(upgrade.mean).toBeCloseTo(0.9, 12);
  });

  it('names an official case by slug and puts community cases together', () => {
    const items = [
      { price: 50, tickets: 90_000 },
      { price: 500, tickets: 10_000 },
    ];
    const official = betMoments(bet('case-unbox', {}, {}, 104), {
      caseOf: { slug: 'alpha', community: false, items },
    });
    expect(official.option).toBe('alpha');
    expect(official.mean).toBeGreaterThan(0.91);
    const community = betMoments(bet('case-unbox', {}, {}, 104), {
      caseOf: { slug: 'mine', community: true, items },
    });
    expect(community.option).toBe('community cases');
  });

  it('takes a battle seat’s stated edge and its mode', () => {
    const seat = betMoments(
      bet('case-battle', { houseEdgeE4: 100 * 800, mode: 'VERSUS' }, {}, 100, 150),
      {},
    );
    expect(seat.option).toBe('versus');
    expect(seat.mean).toBeCloseTo(0.92, 12);
    expect(seat.variance).toBeCloseTo((1.5 - 0.92) ** 2, 12);
  });
});
