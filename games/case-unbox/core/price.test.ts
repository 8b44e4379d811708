import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_TICKETS_TOTAL } from './tickets';
import { caseItemsError, casePrice, caseReturnLabel, caseRtpBps, formatRtpBps } from './price';

describe('casePrice', () => {
  it('is the expected value / 0.92, rounded up to the hundredth', () => {
    // EV = 10.00 exactly: 10.00 / 0.92 = 10.869... -> 10.87
    expect(casePrice([{ price: 1_000, tickets: CASE_TICKETS_TOTAL }])).toBe(1_087);
    // EV = 0.92 exactly: the price is 1.00 with nothing to round
    expect(casePrice([{ price: 92, tickets: CASE_TICKETS_TOTAL }])).toBe(100);
    // EV = (5.00 * 99,000 + 1,000.00 * 1,000) / 100,000 = 14.95 -> 16.25
    expect(
      casePrice([
        { price: 500, tickets: 99_000 },
        { price: 100_000, tickets: 1_000 },
      ]),
    ).toBe(1_625);
  });

  it('never charges nothing, even for worthless items', () => {
    expect(casePrice([{ price: 0, tickets: CASE_TICKETS_TOTAL }])).toBe(1);
  });

  it('stays exact where floats would not: huge prices', () => {
    const price = casePrice([
      { price: 9_007_199_254, tickets: 1 },
      { price: 3, tickets: CASE_TICKETS_TOTAL - 1 },
    ]);
    const weighted = 9_007_199_254n + 3n * 99_999n;
    expect(BigInt(price) * 100_000n * 9_200n).toBeGreaterThanOrEqual(weighted * 10_000n);
    expect(BigInt(price - 1) * 100_000n * 9_200n).toBeLessThan(weighted * 10_000n);
  });

  it('keeps the return to player at 92% or just under for any case', () => {
    const items = fc
      .array(fc.integer({ min: 100, max: 10_000_000 }), { minLength: 1, maxLength: 40 })
      .map((prices) => {
        const each = Math.floor(CASE_TICKETS_TOTAL / prices.length);
        return prices.map((price, index) => ({
          price,
          tickets: index === 0 ? CASE_TICKETS_TOTAL - each * (prices.length - 1) : each,
        }));
      });
    fc.assert(
      fc.property(items, (list) => {
        const rtp = caseRtpBps(list, casePrice(list));
        expect(rtp).toBeLessThanOrEqual(9_200);
        // Rounding up by at most 0.01 on a price of at least 1.09 costs under one point.
        expect(rtp).toBeGreaterThanOrEqual(9_100);
      }),
    );
  });
});

describe('caseReturnLabel', () => {
  it('writes basis points as a percent with two decimals', () => {
    expect(formatRtpBps(9_160)).toBe('91.60%');
    expect(formatRtpBps(9_200)).toBe('92.00%');
    expect(formatRtpBps(9_109)).toBe('91.09%');
    expect(formatRtpBps(5)).toBe('0.05%');
    expect(formatRtpBps(0)).toBe('0.00%');
    expect(formatRtpBps(10_000)).toBe('100.00%');
  });

  it('is what an opening pays on average / price: 92% at the rule price, rounded down', () => {
    // The items alone, EV 2.051946 at 2.24, return 91.6047...%; each opening gives back the
    // price's rounding up fairly, so the case returns 92.00%.
    // (The Danger Zone Case's sum with the snapshot's prices.)
    const items = [
      { price: 205, tickets: 99_999 },
      { price: 19_665, tickets: 1 },
    ];
    expect(205 * 99_999 + 19_665).toBe(20_519_460);
    expect(casePrice(items)).toBe(224);
    expect(caseRtpBps(items, 224)).toBe(9_160);
    expect(caseReturnLabel(items)).toBe('92.00%');
    // At 10.87, above the rule's 10.87 (EV 10.00 / 0.92 = 10.8696): 92.00% too.
    expect(caseReturnLabel([{ price: 1_000, tickets: CASE_TICKETS_TOTAL }], 1_087)).toBe('92.00%');
    // A price set above the rule's returns its items' value: EV 10.00 at 11.00 is 90.90%.
    expect(caseReturnLabel([{ price: 1_000, tickets: CASE_TICKETS_TOTAL }], 1_100)).toBe('90.90%');
    // EV 0.92 at 1.00 is exactly 92%.
    expect(caseReturnLabel([{ price: 92, tickets: CASE_TICKETS_TOTAL }])).toBe('92.00%');
  });

  it('shows the largest two-decimal figure not above the exact return', () => {
    const items = fc
      .array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 30 })
      .map((prices) =>
        prices.map((price, index) => ({
          price,
          tickets:
            index === 0
              ? CASE_TICKETS_TOTAL -
                Math.floor(CASE_TICKETS_TOTAL / prices.length) * (prices.length - 1)
              : Math.floor(CASE_TICKETS_TOTAL / prices.length),
        })),
      );
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 100_000_000 }), (list, price) => {
        expect(caseReturnLabel(list)).toBe('92.00%'); // at the rule's own price
        const label = caseReturnLabel(list, price);
        const match = /^(\d+)\.(\d{2})%$/.exec(label);
        expect(match).not.toBeNull();
        const shown = BigInt(match![1]!) * 100n + BigInt(match![2]!);
        // shown / 10,000 <= paid / price < (shown + 1) / 10,000, compared as exact fractions,
        // where an opening pays max(EV, 0.92 x price) on average at the rule's price (the
        // rounding given back), else EV
        const items = list.reduce((sum, i) => sum + BigInt(i.price) * BigInt(i.tickets), 0n);
        const total = BigInt(CASE_TICKETS_TOTAL) * BigInt(price);
        // 0.92 x price x tickets, exact; given back only at the rule's price
        const ruled = price === casePrice(list) ? (total * 9_200n) / 10_000n : 0n;
        const weighted = items > ruled ? items : ruled;
        expect(shown * total <= weighted * 10_000n).toBe(true);
        expect((shown + 1n) * total > weighted * 10_000n).toBe(true);
      }),
    );
  });
});

describe('caseItemsError', () => {
  it('accepts tickets that add up to 100,000', () => {
    expect(
      caseItemsError([
        { price: 1, tickets: 60_000 },
        { price: 2, tickets: 40_000 },
      ]),
    ).toBeNull();
  });

  it.each([
    [[], 'at least one item'],
    [[{ price: 1, tickets: 99_999 }], 'not 99,999'],
    [
      [
        { price: 1, tickets: 0 },
        { price: 1, tickets: 100_000 },
      ],
      'positive number of tickets',
    ],
    [[{ price: 1, tickets: 1.5 }], 'positive number of tickets'],
    [[{ price: -1, tickets: 100_000 }], 'zero or more'],
  ])('refuses %j', (list, message) => {
    expect(caseItemsError(list)).toContain(message);
  });
});
