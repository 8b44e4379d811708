import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloatTimes2p32 } from '../../fair/roundingExpectation';
import { communityItemsError } from './community';
import { caseOpeningPayout } from './payout';
import { type PricedTickets, casePrice, caseRtpBps } from './price';
import { CASE_TICKETS_TOTAL } from './tickets';

// The exact expected return of a case opening, rounding included: every item's tickets times
// the mean of its payout over the rounding float (found exactly), over the price, must be
// the declared 92% for every case at the price the rule gives it, cheap cases included,
// where the price's rounding up to the hundredth is up to 10% of it.

const STEPS = 2n ** 32n;

/** sum over items of tickets x mean payout, x 2^32, against price x tickets x 2^32. */
function exactReturn(items: readonly PricedTickets[], price: number): number {
  let paid = 0n;
  for (const item of items) {
    const mean = meanOverRoundingFloatTimes2p32((f) =>
      caseOpeningPayout(items, price, item.price, f),
    );
    paid += BigInt(item.tickets) * mean;
  }
  const staked = BigInt(price) * BigInt(CASE_TICKETS_TOTAL) * STEPS;
  // exact to 1e-12 as a ratio of integers
  return Number((paid * 1_000_000_000_000n) / staked) / 1e12;
}

const expectReturn = (actual: number, declared: number) =>
  expect(Math.abs(actual - declared)).toBeLessThan(1e-6);

const CASES: [string, PricedTickets[], number, number][] = [
  // [what, items, price the rule gives, what the items alone returned (basis points)]
  [
    'a 0.10 case (EV 0.085)',
    [
      { price: 8, tickets: 50_000 },
      { price: 9, tickets: 50_000 },
    ],
    10,
    8_500,
  ],
  [
    'a 1.00 case (EV 0.915)',
    [
      { price: 90, tickets: 50_000 },
      { price: 93, tickets: 50_000 },
    ],
    100,
    9_150,
  ],
  [
    'a community case at 0.13 whose items returned 84.92%',
    [
      { price: 11, tickets: 95_999 },
      { price: 12, tickets: 4_001 },
    ],
    13,
    8_492,
  ],
  [
    'the Danger Zone Case (EV 2.051946 at 2.24)',
    [
      { price: 205, tickets: 99_999 },
      { price: 19_665, tickets: 1 },
    ],
    224,
    9_160,
  ],
  [
    'a case of worthless items (priced 0.01)',
    [
      { price: 0, tickets: 99_000 },
      { price: 1, tickets: 1_000 },
    ],
    1,
    100,
  ],
  [
    'a dear case of 30 items',
    Array.from({ length: 30 }, (_, i) => ({
      price: 7 + i * i * 1_009,
      tickets: i === 0 ? CASE_TICKETS_TOTAL - 29 * 3_333 : 3_333,
    })),
    0, // the rule's price, worked out below
    0,
  ],
];

describe('case opening exact return', () => {
  for (const [what, items, rulePrice, itemsBps] of CASES) {
    it(`is 92% for ${what}`, () => {
      expect(communityItemsError(items.map((item, i) => ({ ...item, id: `i${i}` })))).toBeNull();
      const price = casePrice(items);
      if (rulePrice > 0) {
        expect(price).toBe(rulePrice);
        expect(caseRtpBps(items, price)).toBe(itemsBps); // the items alone: short of 92%
      }
      expectReturn(exactReturn(items, price), 0.92);
    });
  }

  it('is 92% for every two-item case priced 0.10 to 1.00', () => {
    let checked = 0;
    for (let low = 0; low <= 92; low += 1) {
      for (const tickets of [1, 12_345, 50_000, 99_999]) {
        const items = [
          { price: low, tickets: CASE_TICKETS_TOTAL - tickets },
          { price: low + 1, tickets },
        ];
        const price = casePrice(items);
        if (price < 10 || price > 100) continue;
        expectReturn(exactReturn(items, price), 0.92);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('pays the items alone at a price set above the rule', () => {
    const items = [{ price: 1_000, tickets: CASE_TICKETS_TOTAL }];
    expectReturn(exactReturn(items, 1_100), 1_000 / 1_100);
  });
});
