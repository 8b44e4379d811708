import { describe, expect, it } from 'vitest';
import { battleSummary } from './battle-summary';
import type { BattleVerification } from './battle-verify';

type Verified = Extract<BattleVerification, { ok: true }>;

const check = (result: Verified['result'], totals: number[], respins = 0): Verified => ({
  ok: true,
  seedMatches: null,
  totals,
  result,
  rounds: Array.from({ length: 1 + respins }, (_, index) => ({
    round: index + 1,
    respin: index > 0,
    caseName: 'Case',
    pulls: [],
  })),
});
const names = ['ana', 'ben', 'cleo', 'dan'];

describe('battleSummary', () => {
  it('names the winner and what they take', () => {
    const won = check({ kind: 'settled', winners: [1], payouts: [0, 1250] }, [250, 1000]);
    expect(battleSummary(won, 'VERSUS', names)).toEqual(['ben wins 12.50 gems.']);
    expect(battleSummary(won, 'VERSUS', [])).toEqual(['Seat 2 wins 12.50 gems.']);
  });

  it('names a split, a tie roll and respins', () => {
    const split = check(
      { kind: 'settled', winners: [0, 1, 2], payouts: [34, 33, 33] },
      [50, 50, 0],
    );
    expect(battleSummary(split, 'VERSUS', names)).toEqual(['ana, ben and cleo share 1.00 gem.']);
    const rolled = check(
      {
        kind: 'settled',
        winners: [2, 3],
        payouts: [0, 0, 100, 100],
        tieRoll: { seats: [0, 1, 2, 3], winner: 2, float: 0.75 },
      },
      [100, 0, 50, 50],
    );
    expect(battleSummary(rolled, 'TEAMS', names)).toEqual([
      'cleo and dan share 2.00 gems.',
      'Tie between ana, ben, cleo and dan: the roll 0.75000000 picked cleo’s team.',
    ]);
    const respun = check({ kind: 'settled', winners: [0], payouts: [9, 0] }, [5, 4], 2);
    expect(battleSummary(respun, 'VERSUS', names)).toEqual([
      'ana wins 0.09 gems.',
      'The tie took 2 respin rounds of the last case; respin pulls only decide, so their value is in no payout.',
    ]);
  });

  it('says how friendly and group battles pay', () => {
    const all = check({ kind: 'settled', winners: [0, 1], payouts: [5, 5] }, [7, 3]);
    expect(battleSummary(all, 'FRIENDLY', names)).toEqual([
      'Friendly battle: everyone keeps their own pulls (0.10 gems in all).',
    ]);
    expect(battleSummary(all, 'SHARING', names)).toEqual([
      'Group unboxing: 0.10 gems is split evenly between all seats.',
    ]);
  });
});
