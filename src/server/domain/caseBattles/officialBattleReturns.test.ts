import { beforeAll, describe, expect, it } from 'vitest';
import {
  BATTLE_MODES,
  type BattleOption,
  battleRulesError,
  playBattle,
} from '../../../../games/case-battle/core';
import {
  expectedBattle,
  expectedPullValue,
} from '../../../../games/case-battle/core/expectedBattle.testkit';
import { casePrice } from '../../../../games/case-unbox/core';
import { officialCaseDefinitions } from '../cases/catalogue/officialCases';
import { SnapshotPriceFeed } from '../cases/pricing/snapshotPriceFeed';

// The battle returns on a real case, priced as the site prices it, and on a community case
// whose price's rounding up took the most: every bought pull carries the rounding hundredth
// an opening gives back, so a battle returns what an opening returns, exactly 92%, under
// every mode and option set (its items alone returned 91.91% on the eSports 2013 Case).

const CASE_NAME = 'eSports 2013 Case';

type Items = { name: string; price: number; tickets: number }[];
let items: Items;
let price: number;
let caseReturn: number;

beforeAll(async () => {
  const found = (await officialCaseDefinitions(new SnapshotPriceFeed())).find(
    (definition) => definition.name === CASE_NAME,
  );
  if (!found) throw new Error(`${CASE_NAME} is not in the catalogue`);
  items = found.items.map(({ name, price: itemPrice, tickets }) => ({
    name,
    price: itemPrice,
    tickets,
  }));
  price = casePrice(items);
  caseReturn = items.reduce((sum, item) => sum + item.price * item.tickets, 0) / 100_000 / price;
});

/** Each decider once, and RESPIN with each option that changes how a respin is read. */
const optionSets: BattleOption[][] = [
  [],
  ['INVERSE'],
  ['LAST_ROUND'],
  ['KING'],
  ['ROLL'],
  ['RESPIN'],
  ['RESPIN', 'INVERSE'],
  ['RESPIN', 'KING'],
];

describe(`1v1 battles of the ${CASE_NAME}`, () => {
  it.each(optionSets.map((options) => [options.join(',') || 'no options', options] as const))(
    '%s returns what the case returns, and neither seat more than its price',
    (_, options) => {
      const expected = expectedBattle({
        mode: 'VERSUS',
        options,
        playerAmount: 2,
        roundItems: [items],
        roundPrices: [price],
      });
      const paid = expected.payouts[0]! + expected.payouts[1]!;
      expect(caseReturn).toBeLessThan(0.9195); // the items alone: short of 92%
      expect(Math.abs(paid / (2 * price) - 0.92)).toBeLessThan(1e-6);
      for (const payout of expected.payouts) expect(payout).toBeLessThanOrEqual(price);
      // Respins do happen on this case: the equality above is not for want of ties.
      if (options.includes('RESPIN')) expect(expected.respinPulls).toBeGreaterThan(0.01);
    },
    // A respin tree of 58 prices takes 2.5 s of CPU, far longer on a busy machine.
    180_000,
  );
});

/** A community case at 0.13 whose items alone returned 84.92% of it. */
const community = [
  { name: 'Common', price: 11, tickets: 95_999 },
  { name: 'Rare', price: 12, tickets: 4_001 },
];

/** Every allowed (mode, options) at a seat count, FAST_SPIN with RESPIN once. */
function setupsAt(playerAmount: number) {
  const deciders: BattleOption[] = ['INVERSE', 'LAST_ROUND', 'KING', 'ROLL', 'RESPIN'];
  const sets: BattleOption[][] = Array.from({ length: 2 ** deciders.length }, (_, mask) =>
    deciders.filter((_, bit) => mask & (1 << bit)),
  );
  sets.push(['FAST_SPIN', 'RESPIN']);
  return BATTLE_MODES.flatMap((mode) =>
    sets.flatMap((options) =>
      battleRulesError({ mode, options, playerAmount }) ? [] : [{ mode, options, playerAmount }],
    ),
  );
}

/** Each seat's payout at most its stake, and any two seats' together at most theirs. */
function expectNoSeatOrPairGains(payouts: readonly number[], seatPrice: number) {
  for (const payout of payouts) expect(payout).toBeLessThanOrEqual(seatPrice);
  payouts.forEach((first, a) =>
    payouts.slice(a + 1).forEach((second) => {
      expect(first + second).toBeLessThanOrEqual(2 * seatPrice);
    }),
  );
}

describe('battles of a community case priced 0.13 return what an opening returns: 92%', () => {
  const communityPrice = casePrice(community);
  it.each(
    [...setupsAt(2), ...setupsAt(3), ...setupsAt(4)].map(
      (setup) =>
        [`${setup.mode} ${setup.playerAmount} seats [${setup.options.join(',')}]`, setup] as const,
    ),
  )(
    '%s',
    (_, setup) => {
      expect(communityPrice).toBe(13);
      const expected = expectedBattle({
        ...setup,
        roundItems: [community, community],
        roundPrices: [communityPrice, communityPrice],
      });
      const paid = expected.payouts.reduce((a, b) => a + b, 0);
      expect(Math.abs(paid / (setup.playerAmount * 2 * communityPrice) - 0.92)).toBeLessThan(1e-6);
      expectNoSeatOrPairGains(expected.payouts, 2 * communityPrice);
    },
    60_000,
  );
});

// Four seats of the eSports case are 58^4 joint pulls, too many to enumerate. The return is
// found by linearity instead: every battle pays out exactly its pot, the values of its
// bought pulls (resolve.test checks it for every setup over random pulls, and each setup is
// played below on the real case), so a battle's expected payout is the sum of its pulls'
// expected values, each found exactly over the opening's rounding float.
describe(`4-seat battles of the ${CASE_NAME}`, () => {
  const BATTLES_PER_SETUP = 150;

  it('pay each bought pull 92% of the case price on average, exactly', () => {
    const pot = 4 * expectedPullValue(items, price);
    expect(Math.abs(pot / (4 * price) - 0.92)).toBeLessThan(1e-6);
    expect(caseReturn).toBeLessThan(0.9195); // the items alone: short of 92%
  });

  it.each(
    setupsAt(4).map(
      (setup) => [`${setup.mode} [${setup.options.join(',') || 'no options'}]`, setup] as const,
    ),
  )('%s pays out exactly its pot in every battle, so returns exactly 92 in 100', (_, setup) => {
    let pots = 0;
    let paid = 0;
    let carried = 0;
    for (let n = 0; n < BATTLES_PER_SETUP; n++) {
      const played = playBattle({
        ...setup,
        seeds: { serverSeed: 'official-returns', beaconValue: `b${n}` },
        roundItems: [items],
        roundPrices: [price],
      });
      const bought = played.rounds.filter((round) => !round.respin).flatMap((r) => r.pulls);
      const pot = bought.reduce((sum, pull) => sum + pull!.value, 0);
      carried += bought.filter((pull) => pull!.value === pull!.item.price + 1).length;
      for (const respin of played.rounds.filter((round) => round.respin)) {
        for (const pull of respin.pulls) if (pull) expect(pull.value).toBe(0);
      }
      expect(played.result.payouts.reduce((a, b) => a + b, 0)).toBe(pot);
      pots += pot;
      paid += played.result.payouts.reduce((a, b) => a + b, 0);
    }
    expect(paid).toBe(pots);
    // The hundredths are given back here at their chance (r = 0.92 x price - value).
    expect(carried).toBeGreaterThan(0);
    // By linearity, then, each setup returns what its pulls are worth: 92% exactly.
    const pot = 4 * expectedPullValue(items, price);
    expect(Math.abs(pot / (4 * price) - 0.92)).toBeLessThan(1e-6);
  });
});
