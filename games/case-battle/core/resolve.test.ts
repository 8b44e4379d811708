import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATTLE_MODES, BATTLE_OPTIONS, type BattleMode, type BattleOption } from './limits';
import { resolveBattle, type BattleResolution } from './resolve';
import { battleRulesError } from './setup';
import { battleSplitFloat, splitEvenly } from './split';

const seeds = { serverSeed: 'battle-test-seed', beaconValue: 'c0ffee' };
/** Picks the seats of a split's leftover hundredths in these battles. */
const SPLIT_FLOAT = battleSplitFloat(seeds);

/** The tie roll's float, computed independently: round regularRounds + 1, seat 0. */
function rollFloat(beaconValue: string, regularRounds: number): number {
  const bytes = createHmac('sha256', seeds.serverSeed)
    .update(`${beaconValue}:${regularRounds + 1}:0`)
    .digest();
  return bytes.readUInt32BE(0) / 2 ** 32;
}

function resolve(
  mode: BattleMode,
  options: BattleOption[],
  pulls: number[][],
  regularRounds = pulls.length,
  beaconValue = seeds.beaconValue,
): BattleResolution {
  return resolveBattle({
    mode,
    options,
    playerAmount: pulls[0]!.length,
    pulls,
    regularRounds,
    seeds: { ...seeds, beaconValue },
  });
}

const settled = (winners: number[], payouts: number[]) => ({ kind: 'settled', winners, payouts });

describe('VERSUS', () => {
  it('the highest total takes every pull', () => {
    expect(
      resolve(
        'VERSUS',
        [],
        [
          [100, 50],
          [20, 30],
        ],
      ),
    ).toEqual(settled([0], [200, 0]));
    expect(resolve('VERSUS', ['FAST_SPIN'], [[1, 2, 3, 4]])).toEqual(settled([3], [0, 0, 0, 10]));
  });

  it('ties split evenly, the left-over hundredths to tied seats the split float picks', () => {
    expect(resolve('VERSUS', [], [[100, 100, 50]])).toEqual(settled([0, 1], [125, 125, 0]));
    expect(resolve('VERSUS', [], [[100, 100, 1]])).toEqual(
      settled([0, 1], splitEvenly(201, [0, 1], 3, SPLIT_FLOAT)),
    );
    expect(
      resolve(
        'VERSUS',
        [],
        [
          [0, 10, 10, 10],
          [1, 0, 0, 0],
        ],
      ),
    ).toEqual(settled([1, 2, 3], splitEvenly(31, [1, 2, 3], 4, SPLIT_FLOAT)));
  });

  it('INVERSE: the lowest total wins', () => {
    expect(
      resolve(
        'VERSUS',
        ['INVERSE'],
        [
          [100, 50],
          [20, 30],
        ],
      ),
    ).toEqual(settled([1], [0, 200]));
    expect(resolve('VERSUS', ['INVERSE'], [[5, 9, 5]])).toEqual(settled([0, 2], [10, 0, 9]));
  });

  it('LAST_ROUND: only the last regular round decides; the winner takes everything', () => {
    const pulls = [
      [1000, 50],
      [20, 30],
    ];
    expect(resolve('VERSUS', ['LAST_ROUND'], pulls)).toEqual(settled([1], [0, 1100]));
    expect(resolve('VERSUS', ['LAST_ROUND', 'INVERSE'], pulls)).toEqual(settled([0], [1100, 0]));
  });

  it('KING: the single most valuable pull wins, whatever the totals', () => {
    const pulls = [
      [10, 200],
      [300, 0],
      [0, 250],
    ];
    expect(resolve('VERSUS', ['KING'], pulls)).toEqual(settled([0], [760, 0]));
    expect(
      resolve(
        'VERSUS',
        ['KING'],
        [
          [300, 100],
          [0, 300],
        ],
      ),
    ).toEqual(settled([0, 1], [350, 350]));
  });
});

describe('TEAMS (seats 0,1 against 2,3)', () => {
  it('the higher team total wins; its two members share evenly', () => {
    expect(resolve('TEAMS', [], [[100, 10, 50, 50]])).toEqual(settled([0, 1], [105, 105, 0, 0]));
    expect(resolve('TEAMS', [], [[100, 11, 50, 50]])).toEqual(settled([0, 1], [106, 105, 0, 0]));
    expect(resolve('TEAMS', [], [[0, 1, 50, 0]])).toEqual(settled([2, 3], [0, 0, 26, 25]));
  });

  it('a tie splits among all four seats', () => {
    expect(resolve('TEAMS', [], [[101, 0, 50, 51]])).toEqual(
      settled([0, 1, 2, 3], splitEvenly(202, [0, 1, 2, 3], 4, SPLIT_FLOAT)),
    );
  });

  it('INVERSE, LAST_ROUND and KING judge teams', () => {
    expect(resolve('TEAMS', ['INVERSE'], [[100, 10, 50, 50]])).toEqual(
      settled([2, 3], [0, 0, 105, 105]),
    );
    expect(
      resolve(
        'TEAMS',
        ['LAST_ROUND'],
        [
          [500, 0, 0, 0],
          [1, 1, 1, 2],
        ],
      ),
    ).toEqual(settled([2, 3], [0, 0, 253, 252]));
    expect(resolve('TEAMS', ['KING'], [[300, 0, 200, 200]])).toEqual(
      settled([0, 1], [350, 350, 0, 0]),
    );
  });
});

describe('SHARING and FRIENDLY', () => {
  it('SHARING splits the total among all seats, whatever the options', () => {
    for (const options of [[], ['ROLL'], ['RESPIN', 'FAST_SPIN']] as BattleOption[][]) {
      expect(resolve('SHARING', options, [[100, 7, 3]])).toEqual(
        settled([0, 1, 2], splitEvenly(110, [0, 1, 2], 3, SPLIT_FLOAT)),
      );
    }
    expect(
      resolve(
        'SHARING',
        [],
        [
          [5, 5],
          [5, 5],
        ],
      ),
    ).toEqual(settled([0, 1], [10, 10]));
  });

  it('FRIENDLY: everyone keeps their own pulls', () => {
    expect(
      resolve(
        'FRIENDLY',
        ['FAST_SPIN'],
        [
          [100, 7, 3],
          [1, 2, 3],
        ],
      ),
    ).toEqual(settled([0, 1, 2], [101, 9, 6]));
  });
});

describe('ROLL', () => {
  const beacons = Array.from({ length: 24 }, (_, i) => `beac${i}`);

  it('picks one tied seat with the float of (regularRounds + 1, seat 0)', () => {
    const winners = new Set<number>();
    for (const beacon of beacons) {
      const result = resolve(
        'VERSUS',
        ['ROLL'],
        [
          [7, 100, 100],
          [0, 5, 5],
        ],
        2,
        beacon,
      );
      const float = rollFloat(beacon, 2);
      const winner = [1, 2][Math.floor(float * 2)]!;
      winners.add(winner);
      const payouts = [0, 0, 0];
      payouts[winner] = 217;
      expect(result).toEqual({
        ...settled([winner], payouts),
        tieRoll: { seats: [1, 2], winner, float },
      });
    }
    expect(winners).toEqual(new Set([1, 2])); // both outcomes happen
  });

  it('picks among three tied seats by floor(float * 3)', () => {
    for (const beacon of beacons) {
      const result = resolve('VERSUS', ['ROLL', 'INVERSE'], [[4, 4, 9, 4]], 1, beacon);
      const winner = [0, 1, 3][Math.floor(rollFloat(beacon, 1) * 3)]!;
      expect(result.kind === 'settled' && result.tieRoll?.winner).toBe(winner);
      expect(result.kind === 'settled' && result.payouts[winner]).toBe(21);
    }
  });

  it('in TEAMS picks a team: its seats share, winner names its first seat', () => {
    for (const beacon of beacons.slice(0, 6)) {
      const result = resolve('TEAMS', ['ROLL'], [[10, 0, 5, 5]], 1, beacon);
      const team = Math.floor(rollFloat(beacon, 1) * 2);
      expect(result).toEqual({
        ...settled(team === 0 ? [0, 1] : [2, 3], team === 0 ? [10, 10, 0, 0] : [0, 0, 10, 10]),
        tieRoll: { seats: [0, 1, 2, 3], winner: team * 2, float: rollFloat(beacon, 1) },
      });
    }
  });

  it('rolls nothing without a tie', () => {
    expect(resolve('VERSUS', ['ROLL'], [[1, 2]])).toEqual(settled([1], [0, 3]));
  });
});

describe('RESPIN', () => {
  it('asks the tied seats to open the last case again, judged on the respin pulls only', () => {
    // The winner takes the bought pulls (250): the respin pulls decide and add nothing.
    expect(resolve('VERSUS', ['RESPIN'], [[100, 100, 50]])).toEqual({
      kind: 'respin',
      seats: [0, 1],
    });
    expect(
      resolve(
        'VERSUS',
        ['RESPIN'],
        [
          [100, 100, 50],
          [30, 40, 0],
        ],
        1,
      ),
    ).toEqual(settled([1], [0, 250, 0]));
  });

  it('keeps respinning while the respin ties, narrowing to the seats still tied', () => {
    const rounds = [[10, 10, 10, 3]];
    expect(resolve('VERSUS', ['RESPIN'], rounds)).toEqual({ kind: 'respin', seats: [0, 1, 2] });
    rounds.push([5, 5, 1, 0]);
    expect(resolve('VERSUS', ['RESPIN'], rounds, 1)).toEqual({ kind: 'respin', seats: [0, 1] });
    rounds.push([7, 7, 0, 0]);
    expect(resolve('VERSUS', ['RESPIN'], rounds, 1)).toEqual({ kind: 'respin', seats: [0, 1] });
    rounds.push([2, 3, 0, 0]);
    expect(resolve('VERSUS', ['RESPIN'], rounds, 1)).toEqual(settled([1], [0, 33, 0, 0]));
  });

  it('follows INVERSE, KING and LAST_ROUND for the regular rounds, INVERSE for respins', () => {
    expect(
      resolve(
        'VERSUS',
        ['RESPIN', 'INVERSE'],
        [
          [5, 5],
          [9, 8],
        ],
        1,
      ),
    ).toEqual(settled([1], [0, 10]));
    expect(
      resolve(
        'VERSUS',
        ['RESPIN', 'KING'],
        [
          [9, 1],
          [0, 9],
        ],
      ),
    ).toEqual({
      kind: 'respin',
      seats: [0, 1],
    });
    expect(
      resolve(
        'VERSUS',
        ['RESPIN', 'LAST_ROUND'],
        [
          [9, 1],
          [2, 2],
          [1, 4],
        ],
        2,
      ),
    ).toEqual(settled([1], [0, 14]));
  });

  it('respins whole teams in TEAMS', () => {
    expect(resolve('TEAMS', ['RESPIN'], [[10, 0, 5, 5]])).toEqual({
      kind: 'respin',
      seats: [0, 1, 2, 3],
    });
    expect(
      resolve(
        'TEAMS',
        ['RESPIN'],
        [
          [10, 0, 5, 5],
          [10, 10, 5, 30],
        ],
        1,
      ),
    ).toEqual(settled([2, 3], [0, 0, 10, 10]));
  });

  it('splits evenly after 10 tied respins', () => {
    const rounds = [[1, 1, 0]];
    for (let i = 0; i < 9; i++) rounds.push([1, 1, 0]);
    expect(resolve('VERSUS', ['RESPIN'], rounds, 1)).toEqual({ kind: 'respin', seats: [0, 1] });
    rounds.push([1, 1, 0]);
    expect(resolve('VERSUS', ['RESPIN'], rounds, 1)).toEqual(settled([0, 1], [1, 1, 0]));
  });

  it('refuses respin rows that do not match the respins needed', () => {
    expect(() =>
      resolve(
        'VERSUS',
        ['RESPIN'],
        [
          [5, 5, 1],
          [1, 2, 3],
        ],
        1,
      ),
    ).toThrow(/seat that does not respin/);
    expect(() =>
      resolve(
        'VERSUS',
        ['RESPIN'],
        [
          [5, 5],
          [1, 2],
          [3, 4],
        ],
        1,
      ),
    ).toThrow(/1 round\(s\) of pulls more/);
    expect(() =>
      resolve(
        'VERSUS',
        ['RESPIN'],
        [
          [5, 4],
          [1, 2],
        ],
        1,
      ),
    ).toThrow(/more/);
    expect(() =>
      resolve(
        'VERSUS',
        [],
        [
          [5, 5],
          [1, 2],
        ],
        1,
      ),
    ).toThrow(/more/);
  });
});

describe('input checks', () => {
  it('refuses forbidden setups and malformed pulls', () => {
    expect(() => resolve('SHARING', ['KING'], [[1, 2]])).toThrow(
      'Group Unboxing splits everything, so KING cannot be chosen',
    );
    expect(() => resolve('TEAMS', [], [[1, 2]])).toThrow(/exactly 4 seats/);
    expect(() => resolve('VERSUS', [], [[1, 2], [3]])).toThrow(/one pull per seat/);
    expect(() => resolve('VERSUS', [], [[1, 2.5]])).toThrow(/whole numbers/);
    expect(() => resolve('VERSUS', [], [[1, -2]])).toThrow(/whole numbers/);
    expect(() => resolve('VERSUS', [], [[1, 2]], 0)).toThrow(/at least one regular round/);
    expect(() => resolve('VERSUS', [], [[1, 2]], 2)).toThrow(/at least 2 rounds/);
  });
});

/** Every allowed (mode, options, seats). */
const allowedSetups = BATTLE_MODES.flatMap((mode) =>
  Array.from({ length: 2 ** BATTLE_OPTIONS.length }, (_, bits) =>
    BATTLE_OPTIONS.filter((_, index) => bits & (2 ** index)),
  ).flatMap((options) =>
    [2, 3, 4]
      .filter((playerAmount) => battleRulesError({ mode, options, playerAmount }) === null)
      .map((playerAmount) => ({ mode, options, playerAmount })),
  ),
);

describe('every allowed combination', () => {
  it('pays out exactly the value of the bought pulls, never the respins; items decide', () => {
    expect(allowedSetups).toHaveLength(3 * 30 + 30 + 3 * 2 + 3 * 2);
    const prices = fc.constantFrom<number>(0, 1, 3, 5, 100, 2500, 123_457);
    for (const setup of allowedSetups) {
      const row = fc.array(prices, {
        minLength: setup.playerAmount,
        maxLength: setup.playerAmount,
      });
      fc.assert(
        fc.property(
          fc.array(row, { minLength: 1, maxLength: 6 }),
          fc.array(row, { maxLength: 12 }),
          fc.array(fc.boolean(), { minLength: 6 * setup.playerAmount }),
          (regular, spare, hundredths) => {
            const pulls = regular.map((r) => [...r]);
            // Each bought pull worth its item, or a hundredth more (the price's rounding).
            const values = regular.map((r, round) =>
              r.map((price, seat) => price + Number(hundredths[round * r.length + seat])),
            );
            const base = { ...setup, seeds, regularRounds: regular.length };
            let result = resolveBattle({ ...base, pulls, values });
            while (result.kind === 'respin' && spare.length > 0) {
              const respinning = result.seats;
              pulls.push(
                spare.pop()!.map((price, seat) => (respinning.includes(seat) ? price : 0)),
              );
              result = resolveBattle({ ...base, pulls, values });
            }
            if (result.kind === 'respin') return; // ran out of random rows
            // The values only fill the pot: the items alone decide, respins alike.
            const byItems = resolveBattle({ ...base, pulls });
            if (byItems.kind !== 'settled') throw new Error('the items alone settle alike');
            expect(result.winners).toEqual(byItems.winners);
            // The hundredths count only as sums (each seat's own in FRIENDLY, else the pot):
            // put on the first pulls of their seat (of the battle), they pay the same.
            const moved = regular.map((r) => [...r]);
            const groups =
              setup.mode === 'FRIENDLY'
                ? regular[0]!.map((_, seat) => regular.map((_, round) => [round, seat] as const))
                : [regular.flatMap((r, round) => r.map((_, seat) => [round, seat] as const))];
            for (const group of groups) {
              const carried = group.filter(
                ([round, seat]) => values[round]![seat]! > pulls[round]![seat]!,
              );
              for (const [round, seat] of group.slice(0, carried.length)) moved[round]![seat]! += 1;
            }
            expect(resolveBattle({ ...base, pulls, values: moved })).toEqual(result);
            const total = values.flat().reduce((a, b) => a + b, 0);
            expect(result.payouts.reduce((a, b) => a + b, 0)).toBe(total);
            expect(byItems.payouts.reduce((a, b) => a + b, 0)).toBe(
              regular.flat().reduce((a, b) => a + b, 0),
            );
            if (setup.mode === 'FRIENDLY') return;
            const shares = result.winners.map((seat) => result.payouts[seat]!);
            expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
            result.payouts.forEach((payout, seat) => {
              if (!result.winners.includes(seat)) expect(payout).toBe(0);
            });
          },
        ),
        { numRuns: 40 },
      );
    }
  }, 120_000); // busy machines run it 10 times slower than its CPU time
});
