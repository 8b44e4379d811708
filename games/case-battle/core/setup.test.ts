import { describe, expect, it } from 'vitest';
import { BATTLE_MODES, BATTLE_OPTIONS, type BattleMode, type BattleOption } from './limits';
import { respinCaseError } from './respinCase';
import {
  battleRoundCases,
  battleRoundCount,
  battleSeatPrice,
  battleSetupError,
  battleSpinDuration,
  battleTeamNumber,
  battleTeams,
} from './setup';

const oneCase = [{ caseId: 'dreams', amount: 1 }];
const setup = (
  mode: BattleMode,
  options: BattleOption[] = [],
  playerAmount = mode === 'TEAMS' ? 4 : 2,
  cases = oneCase,
) => battleSetupError({ mode, options, playerAmount, cases });

/** Every subset of the options, each in the listed order. */
const optionSets: BattleOption[][] = Array.from({ length: 2 ** BATTLE_OPTIONS.length }, (_, bits) =>
  BATTLE_OPTIONS.filter((_, index) => bits & (2 ** index)),
);

describe('battleSetupError: every mode x option combination', () => {
  it('allows exactly the combinations the rules leave', () => {
    // VERSUS/TEAMS: {ROLL, RESPIN} at most one (3) x {INVERSE, LAST_ROUND, KING} with KING
    // alone (5) x FAST_SPIN or not (2) = 30. SHARING and FRIENDLY have no winner: FAST_SPIN
    // or nothing.
    const allowed = Object.fromEntries(
      BATTLE_MODES.map((mode) => [mode, optionSets.filter((o) => setup(mode, o) === null).length]),
    );
    expect(allowed).toEqual({ VERSUS: 30, TEAMS: 30, FRIENDLY: 2, SHARING: 2 });
  });

  it('refuses each forbidden pair with its message', () => {
    expect(setup('VERSUS', ['ROLL', 'RESPIN'])).toBe(
      'Ties are broken by ROLL or by RESPIN, not both',
    );
    expect(setup('TEAMS', ['RESPIN', 'ROLL'])).toBe(
      'Ties are broken by ROLL or by RESPIN, not both',
    );
    expect(setup('VERSUS', ['KING', 'LAST_ROUND'])).toBe('KING and LAST_ROUND cannot be combined');
    expect(setup('VERSUS', ['INVERSE', 'KING'])).toBe('KING and INVERSE cannot be combined');
    for (const option of ['INVERSE', 'LAST_ROUND', 'KING', 'ROLL', 'RESPIN'] as const) {
      expect(setup('SHARING', ['FAST_SPIN', option])).toBe(
        `Group Unboxing splits everything, so ${option} cannot be chosen`,
      );
    }
    for (const option of ['INVERSE', 'LAST_ROUND', 'KING', 'ROLL', 'RESPIN'] as const) {
      expect(setup('FRIENDLY', ['FAST_SPIN', option])).toBe(
        `A Friendly Battle has no winner, so ${option} cannot be chosen`,
      );
    }
    expect(setup('VERSUS', ['FAST_SPIN', 'FAST_SPIN'])).toBe('Each option can be chosen only once');
    expect(setup('VERSUS', ['PRIVATE' as BattleOption])).toBe('Unknown battle option: PRIVATE');
    expect(setup('DUEL' as BattleMode)).toBe('Unknown battle mode: DUEL');
  });

  it('allows the pairs the rules leave open', () => {
    expect(setup('VERSUS', ['INVERSE', 'LAST_ROUND', 'ROLL', 'FAST_SPIN'])).toBeNull();
    expect(setup('TEAMS', ['KING', 'RESPIN', 'FAST_SPIN'])).toBeNull();
    expect(setup('SHARING', ['FAST_SPIN'])).toBeNull();
    expect(setup('FRIENDLY', ['FAST_SPIN'])).toBeNull();
  });

  it('still accepts a Group Unboxing created with ROLL or RESPIN, when settling or verifying it', () => {
    // Both change nothing in SHARING; battles created before they were refused must settle.
    for (const options of [['ROLL'], ['RESPIN', 'FAST_SPIN']] as BattleOption[][]) {
      expect(
        battleSetupError({ mode: 'SHARING', options, playerAmount: 3, cases: oneCase }, true),
      ).toBeNull();
    }
    expect(
      battleSetupError(
        { mode: 'SHARING', options: ['KING'], playerAmount: 3, cases: oneCase },
        true,
      ),
    ).toBe('Group Unboxing splits everything, so KING cannot be chosen');
    expect(
      battleSetupError(
        { mode: 'FRIENDLY', options: ['ROLL'], playerAmount: 2, cases: oneCase },
        true,
      ),
    ).toBe('A Friendly Battle has no winner, so ROLL cannot be chosen');
  });

  it('seats: 2-4, TEAMS exactly 4', () => {
    for (const mode of ['VERSUS', 'FRIENDLY', 'SHARING'] as const) {
      expect([1, 2, 3, 4, 5].map((seats) => setup(mode, [], seats))).toEqual([
        'A battle has 2 to 4 seats',
        null,
        null,
        null,
        'A battle has 2 to 4 seats',
      ]);
    }
    expect([2, 3, 4].map((seats) => setup('TEAMS', [], seats))).toEqual([
      'A Team Battle is 2v2: it needs exactly 4 seats',
      'A Team Battle is 2v2: it needs exactly 4 seats',
      null,
    ]);
    expect(setup('VERSUS', [], 2.5)).toBe('A battle has 2 to 4 seats');
  });

  it('cases: 1-50 rounds, each amount 1-50, at most 4 different cases', () => {
    const cases = (...amounts: number[]) =>
      amounts.map((amount, i) => ({ caseId: `c${i}`, amount }));
    expect(setup('VERSUS', [], 2, [])).toBe('Add at least one case');
    expect(setup('VERSUS', [], 2, cases(50))).toBeNull();
    expect(setup('VERSUS', [], 2, cases(20, 20, 10))).toBeNull();
    expect(setup('VERSUS', [], 2, cases(20, 20, 11))).toBe('A battle has at most 50 rounds');
    expect(setup('VERSUS', [], 2, cases(51))).toBe('Each case is opened 1 to 50 times');
    expect(setup('VERSUS', [], 2, cases(1, 0))).toBe('Each case is opened 1 to 50 times');
    expect(setup('VERSUS', [], 2, cases(1.5))).toBe('Each case is opened 1 to 50 times');
    expect(setup('VERSUS', [], 2, cases(1, 1, 1, 1))).toBeNull();
    expect(setup('VERSUS', [], 2, cases(1, 1, 1, 1, 1))).toBe(
      'A battle holds at most 4 different cases',
    );
    expect(setup('VERSUS', [], 2, [{ caseId: '', amount: 1 }])).toBe('Every case needs an id');
  });
});

describe('battle shape', () => {
  it('seat price is the sum of price x amount', () => {
    expect(battleSeatPrice([])).toBe(0);
    expect(
      battleSeatPrice([
        { price: 3000, amount: 2 },
        { price: 199, amount: 3 },
      ]),
    ).toBe(6597);
    expect(() => battleSeatPrice([{ price: 1.5, amount: 1 }])).toThrow(RangeError);
    expect(() => battleSeatPrice([{ price: 100, amount: -1 }])).toThrow(RangeError);
  });

  it('rounds open the cases in order, each amount times', () => {
    const cases = [
      { caseId: 'a', amount: 2 },
      { caseId: 'b', amount: 1 },
      { caseId: 'c', amount: 3 },
    ];
    expect(battleRoundCases(cases)).toEqual(['a', 'a', 'b', 'c', 'c', 'c']);
    expect(battleRoundCount(cases)).toBe(6);
  });

  it('a spin lasts 5 s, 2.5 s with FAST_SPIN', () => {
    expect(battleSpinDuration([])).toBe(5000);
    expect(battleSpinDuration(['KING'])).toBe(5000);
    expect(battleSpinDuration(['ROLL', 'FAST_SPIN'])).toBe(2500);
  });

  it('teams: TEAMS pairs seats 0,1 and 2,3; otherwise one seat per team', () => {
    expect([0, 1, 2, 3].map((seat) => battleTeamNumber('TEAMS', seat))).toEqual([1, 1, 2, 2]);
    expect([0, 1, 2].map((seat) => battleTeamNumber('VERSUS', seat))).toEqual([1, 2, 3]);
    expect(battleTeams('TEAMS', 4)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(battleTeams('SHARING', 3)).toEqual([[0], [1], [2]]);
  });
});

describe('respinCaseError', () => {
  const items = (...prices: number[]) => prices.map((price) => ({ price }));

  it('refuses RESPIN when every item of the last case costs the same: each respin would tie', () => {
    expect(respinCaseError(['RESPIN'], items(500, 500))).toMatch(/differ in value/);
    expect(respinCaseError(['RESPIN', 'KING'], items(7))).toMatch(/differ in value/);
  });

  it('allows RESPIN with a last case that can break a tie, and any case without RESPIN', () => {
    expect(respinCaseError(['RESPIN'], items(500, 500, 501))).toBeNull();
    expect(respinCaseError(['ROLL'], items(500, 500))).toBeNull();
    expect(respinCaseError([], items(7))).toBeNull();
  });
});
