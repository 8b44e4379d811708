import { describe, expect, it } from 'vitest';
import { battleRulesError } from '../core';
import {
  OPTION_CHOICES,
  addPick,
  afterModeChange,
  createBattleFormSchema,
  optionRefusal,
  seatLayoutLabel,
  seatPriceOf,
  seatsRefusal,
} from './battle-form';

const CASE_ID = '7f1c6a52-3b0e-4c4e-9a55-2b1f0d9e8c01';

describe('option refusals', () => {
  it('refuses exactly what the core refuses, in its words', () => {
    for (const mode of ['VERSUS', 'TEAMS', 'FRIENDLY', 'SHARING'] as const)
      for (const chosen of OPTION_CHOICES)
        for (const option of OPTION_CHOICES) {
          const rules = { mode, playerAmount: 4, options: [chosen] };
          if (battleRulesError(rules)) continue; // a setup the form never holds
          const expected =
            chosen === option ? null : battleRulesError({ ...rules, options: [chosen, option] });
          expect(optionRefusal(rules, option)).toBe(expected);
        }
  });

  it('names the clash', () => {
    expect(optionRefusal({ mode: 'SHARING', playerAmount: 2, options: [] }, 'KING')).toBe(
      'Group Unboxing splits everything, so KING cannot be chosen',
    );
    // Group Unboxing has no winner, so no tie between winners to break.
    for (const option of ['ROLL', 'RESPIN'] as const) {
      expect(optionRefusal({ mode: 'SHARING', playerAmount: 3, options: [] }, option)).toBe(
        `Group Unboxing splits everything, so ${option} cannot be chosen`,
      );
    }
    expect(optionRefusal({ mode: 'VERSUS', playerAmount: 2, options: ['ROLL'] }, 'RESPIN')).toBe(
      'Ties are broken by ROLL or by RESPIN, not both',
    );
    expect(
      optionRefusal({ mode: 'FRIENDLY', playerAmount: 3, options: [] }, 'FAST_SPIN'),
    ).toBeNull();
  });

  it('refuses a team battle that is not 2v2', () => {
    expect(seatsRefusal('TEAMS', 2)).toBe('A Team Battle is 2v2: it needs exactly 4 seats');
    expect(seatsRefusal('TEAMS', 4)).toBeNull();
    expect(seatsRefusal('VERSUS', 3)).toBeNull();
  });
});

describe('changing the mode', () => {
  it('gives TEAMS its four seats and drops what the new mode forbids', () => {
    expect(afterModeChange('TEAMS', 2, ['INVERSE'])).toEqual({
      playerAmount: 4,
      options: ['INVERSE'],
    });
    expect(afterModeChange('SHARING', 3, ['INVERSE', 'FAST_SPIN', 'ROLL', 'RESPIN'])).toEqual({
      playerAmount: 3,
      options: ['FAST_SPIN'],
    });
    expect(afterModeChange('FRIENDLY', 2, ['KING', 'FAST_SPIN'])).toEqual({
      playerAmount: 2,
      options: ['FAST_SPIN'],
    });
  });

  it('labels the layouts', () => {
    expect(seatLayoutLabel('VERSUS', 3)).toBe('1v1v1');
    expect(seatLayoutLabel('TEAMS', 4)).toBe('2v2');
    expect(seatLayoutLabel('SHARING', 4)).toBe('4 players');
  });
});

describe('price and picks', () => {
  it('sums each case price times its amount', () => {
    expect(
      seatPriceOf([
        { caseId: 'a', amount: 3, price: 250 },
        { caseId: 'b', amount: 1, price: 1999 },
      ]),
    ).toBe(2749);
    expect(seatPriceOf([])).toBe(0);
  });

  it('adds more of a case already picked rather than a second line', () => {
    const once = addPick([], { caseId: 'a', amount: 2, price: 100 });
    expect(addPick(once, { caseId: 'a', amount: 3, price: 100 })).toEqual([
      { caseId: 'a', amount: 5, price: 100 },
    ]);
  });
});

describe('the form schema', () => {
  const body = (extra: object = {}) => ({
    mode: 'VERSUS',
    playerAmount: 2,
    options: [],
    visibility: 'PUBLIC',
    cases: [{ caseId: CASE_ID, amount: 1 }],
    ...extra,
  });

  it('accepts a valid battle', () => {
    expect(createBattleFormSchema.safeParse(body()).success).toBe(true);
  });

  it('refuses with the core’s message what the contract’s shape allows', () => {
    const tooMany = createBattleFormSchema.safeParse(
      body({
        cases: [
          { caseId: CASE_ID, amount: 40 },
          { caseId: '7f1c6a52-3b0e-4c4e-9a55-2b1f0d9e8c02', amount: 20 },
        ],
      }),
    );
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual(['A battle has at most 50 rounds']);
    const clash = createBattleFormSchema.safeParse(body({ mode: 'SHARING', options: ['KING'] }));
    expect(clash.error?.issues.map((i) => i.message)).toEqual([
      'Group Unboxing splits everything, so KING cannot be chosen',
    ]);
  });

  it('refuses no case with the contract’s message', () => {
    const none = createBattleFormSchema.safeParse(body({ cases: [] }));
    expect(none.error?.issues.map((i) => i.message)).toContain('Add at least one case');
  });
});
