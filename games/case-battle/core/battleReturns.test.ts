import { describe, expect, it } from 'vitest';
import { casePrice } from '../../case-unbox/core/price';
import { CASE_HOUSE_EDGE_BPS, CASE_TICKETS_TOTAL } from '../../case-unbox/core/tickets';
import type { BattleItem } from './draw';
import { expectedBattle, type ExactBattle } from './expectedBattle.testkit';
import { BATTLE_MODES, type BattleOption } from './limits';
import { battleRulesError } from './setup';

// docs/games/case-battle.md, "Pulls and money": no mode or option changes a battle's
// return, and no seat or pair of seats gets
// more than it stakes. Every allowed mode, seat count and option set is enumerated exactly
// over small cases, respins and tie rolls included, each case at the price the rule gives
// it: every bought pull pays what an opening pays, so a battle returns the declared 92%.

interface TestCase {
  name: string;
  items: BattleItem[];
}

const item = (price: number, tickets: number): BattleItem => ({ name: `${price}`, price, tickets });

const coin: TestCase = { name: 'coin', items: [item(100, 50_000), item(300, 50_000)] };
const knife: TestCase = {
  name: 'knife',
  items: [item(90_000, 100), item(250, 9_900), item(4, 90_000)],
};
/** Two prices, the cheap one twice: most pulls tie. */
const blues: TestCase = {
  name: 'blues',
  items: [item(30, 45_000), item(30, 45_000), item(700, 10_000)],
};
/** Every pull ties: a RESPIN battle ending on it is refused, others play it. */
const twins: TestCase = { name: 'twins', items: [item(500, 50_000), item(500, 50_000)] };

const expectedValue = (items: readonly BattleItem[]) =>
  items.reduce((sum, it) => sum + (it.price * it.tickets) / CASE_TICKETS_TOTAL, 0);

/** What the cases' items alone return: short of 92% by what each price's rounding took. */
const itemsReturn = (rounds: readonly TestCase[]) =>
  rounds.reduce((sum, c) => sum + expectedValue(c.items), 0) /
  rounds.reduce((sum, c) => sum + casePrice(c.items), 0);

/** What every case declares it returns, openings and battles alike. */
const DECLARED_RETURN = 1 - CASE_HOUSE_EDGE_BPS / 10_000;

const DECIDERS: BattleOption[] = ['INVERSE', 'LAST_ROUND', 'KING', 'ROLL', 'RESPIN'];
const optionSets: BattleOption[][] = Array.from({ length: 2 ** DECIDERS.length }, (_, mask) =>
  DECIDERS.filter((_, bit) => mask & (1 << bit)),
);

/** Every allowed (mode, seats, options); FAST_SPIN only changes the pace, so once is enough. */
const setups = BATTLE_MODES.flatMap((mode) =>
  [2, 3, 4].flatMap((playerAmount) =>
    [...optionSets, ['FAST_SPIN', 'RESPIN'] as BattleOption[]].flatMap((options) =>
      battleRulesError({ mode, options, playerAmount }) ? [] : [{ mode, options, playerAmount }],
    ),
  ),
);

/** Small enough to enumerate: more rounds for fewer seats. */
const roundsFor = (playerAmount: number, last: TestCase): TestCase[] =>
  playerAmount === 2 ? [knife, coin, last] : playerAmount === 3 ? [coin, last] : [last];

/** Three prices respin slowly over four seats, so four seats end on two-price cases. */
const lastCases = (options: readonly BattleOption[], playerAmount: number) => [
  ...(playerAmount === 4 ? [coin, blues] : [coin, knife, blues]),
  ...(options.includes('RESPIN') ? [] : [twins]),
];

const cases = setups.flatMap((setup) =>
  lastCases(setup.options, setup.playerAmount).map((last) => ({
    ...setup,
    rounds: roundsFor(setup.playerAmount, last),
  })),
);

const label = (c: (typeof cases)[number]) =>
  `${c.mode} ${c.playerAmount} seats [${c.options.join(',')}] on ${c.rounds.map((r) => r.name).join('+')}`;

const played = new Map<(typeof cases)[number], ReturnType<typeof playOnce>>();
function playOnce(c: (typeof cases)[number]) {
  const battle: ExactBattle = {
    ...c,
    roundItems: c.rounds.map((r) => r.items),
    roundPrices: c.rounds.map((r) => casePrice(r.items)),
  };
  const seatPrice = c.rounds.reduce((sum, r) => sum + casePrice(r.items), 0);
  return { expected: expectedBattle(battle), seatPrice };
}
/** Both properties read the same enumeration. */
function play(c: (typeof cases)[number]) {
  if (!played.has(c)) played.set(c, playOnce(c));
  return played.get(c)!;
}

describe('every option returns exactly what its cases return: 92%', () => {
  it('on cases whose items alone return less', () => {
    expect(DECLARED_RETURN).toBe(0.92);
    for (const c of [coin, knife, blues, twins]) {
      expect(itemsReturn([c])).toBeLessThan(DECLARED_RETURN - 0.0005);
    }
  });

  it.each(cases.map((c) => [label(c), c] as const))(
    '%s',
    (_, c) => {
      const { expected, seatPrice } = play(c);
      const paid = expected.payouts.reduce((a, b) => a + b, 0);
      expect(paid / (c.playerAmount * seatPrice)).toBeCloseTo(DECLARED_RETURN, 6);
    },
    60_000,
  ); // a respin tree with its hundredths takes seconds on a busy machine
});

describe('no seat and no pair of seats gets back more than it stakes', () => {
  it.each(cases.map((c) => [label(c), c] as const))('%s', (_, c) => {
    const { expected, seatPrice } = play(c);
    // One player against the house's bots, or at any seat among strangers.
    for (const payout of expected.payouts) expect(payout).toBeLessThanOrEqual(seatPrice);
    // One player holding two seats (against each other, or against the rest).
    expected.payouts.forEach((first, a) =>
      expected.payouts.slice(a + 1).forEach((second) => {
        expect(first + second).toBeLessThanOrEqual(2 * seatPrice);
      }),
    );
  });
});
