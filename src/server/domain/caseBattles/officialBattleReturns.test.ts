import { beforeAll, describe, expect, it } from 'vitest';
import type { BattleOption } from '../../../../games/case-battle/core';
import { expectedBattle } from '../../../../games/case-battle/core/expectedBattle.testkit';
import { casePrice } from '../../../../games/case-unbox/core';
import { officialCaseDefinitions } from '../cases/catalogue/officialCases';
import { SnapshotPriceFeed } from '../cases/pricing/snapshotPriceFeed';

// The battle returns on a real case, priced as the site prices it: the case whose 1v1
// RESPIN battles used to return the most (respin pulls paid into the pot) now returns what
// a plain opening of it returns, under every 1v1 option set.

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
      });
      const paid = expected.payouts[0]! + expected.payouts[1]!;
      expect(paid / (2 * price)).toBeCloseTo(caseReturn, 6);
      for (const payout of expected.payouts) expect(payout).toBeLessThanOrEqual(price);
      // Respins do happen on this case: the equality above is not for want of ties.
      if (options.includes('RESPIN')) expect(expected.respinPulls).toBeGreaterThan(0.01);
    },
    // A respin tree of 58 prices takes seconds on a busy machine.
    60_000,
  );
});
