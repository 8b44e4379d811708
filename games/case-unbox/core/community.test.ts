import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { casePrice, caseRtpBps } from './price';
import {
  COMMUNITY_CASE_ITEMS_MAX,
  COMMUNITY_CASE_ITEMS_MIN,
  type OddsItem,
  communityItemsError,
  communityTicketRanges,
  CREATOR_FEE_BPS,
  creatorFee,
  creatorFeeWithCarry,
} from './community';
import { itemIndexForTicket } from './tickets';
import { caseTicketFromFloat } from './draw';

/** Any valid community case: 2-30 distinct items whose tickets add up to 100,000. */
const oddsArb = fc
  .integer({ min: COMMUNITY_CASE_ITEMS_MIN, max: COMMUNITY_CASE_ITEMS_MAX })
  .chain((n) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: n - 1, maxLength: n - 1 })
      .map((cuts) => {
        // n-1 distinct cut points in 1..99,999 split 100,000 into n positive parts.
        const points = [0, ...cuts.sort((a, b) => a - b), 100_000];
        return points.slice(1).map((end, i): OddsItem => ({
          id: `item-${i}`,
          tickets: end - points[i]!,
        }));
      }),
  );

describe('communityTicketRanges', () => {
  it('covers tickets 1..100,000 with no gap and no overlap, for any community case', () => {
    fc.assert(
      fc.property(oddsArb, (items) => {
        const ranges = communityTicketRanges(items);
        expect(ranges).toHaveLength(items.length);
        expect(ranges[0]!.min).toBe(0);
        expect(ranges.at(-1)!.max).toBe(100_000);
        ranges.forEach((range, i) => {
          expect(range.item).toBe(items[i]);
          expect(range.max - range.min).toBe(items[i]!.tickets);
          if (i > 0) expect(range.min).toBe(ranges[i - 1]!.max);
        });
      }),
    );
  });

  it('gives every ticket to exactly one item, the one the draw picks', () => {
    fc.assert(
      fc.property(oddsArb, (items) => {
        const ranges = communityTicketRanges(items);
        const owners = new Uint8Array(100_001);
        for (const { min, max } of ranges) for (let t = min + 1; t <= max; t++) owners[t]! += 1;
        expect(owners[0]).toBe(0);
        expect(owners.subarray(1).every((n) => n === 1)).toBe(true);
        for (const t of [1, 100_000, caseTicketFromFloat(0.5)]) {
          const index = itemIndexForTicket(items, t);
          expect(t > ranges[index]!.min && t <= ranges[index]!.max).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses items that do not make a case', () => {
    expect(() =>
      communityTicketRanges([
        { id: 'a', tickets: 50_000 },
        { id: 'b', tickets: 49_999 },
      ]),
    ).toThrow(/add up to exactly 100%, not 99.999%/);
  });
});

describe('communityItemsError', () => {
  const two = (a: number, b: number): OddsItem[] => [
    { id: 'a', name: 'AK-47 | Redline', tickets: a },
    { id: 'b', name: 'AWP | Asiimov', tickets: b },
  ];

  it('accepts 2-30 distinct items adding up to 100%', () => {
    expect(communityItemsError(two(60_000, 40_000))).toBeNull();
    fc.assert(
      fc.property(oddsArb, (items) => {
        expect(communityItemsError(items)).toBeNull();
      }),
    );
  });

  it.each([
    [two(60_000, 40_001), 'The odds must add up to exactly 100%, not 100.001%'],
    [two(10_000, 40_000), 'The odds must add up to exactly 100%, not 50%'],
    [two(100_000, 0), 'AWP | Asiimov needs odds of at least 0.001%'],
    [two(99_999.5, 0.5), 'AK-47 | Redline needs odds of at least 0.001%'],
    [[{ id: 'a', tickets: 100_000 }], 'A case needs at least 2 items'],
    [
      Array.from({ length: 31 }, (_, i) => ({ id: `i${i}`, tickets: i === 0 ? 70_000 : 1_000 })),
      'A case holds at most 30 items',
    ],
    [
      [
        { id: 'a', name: 'AK-47 | Redline', tickets: 50_000 },
        { id: 'a', name: 'AK-47 | Redline', tickets: 50_000 },
      ],
      'AK-47 | Redline is in the case twice',
    ],
  ] as Array<[OddsItem[], string]>)('refuses %j', (items, message) => {
    expect(communityItemsError(items)).toBe(message);
  });
});

describe('the community price rule', () => {
  it('is the site rule: expected value / 0.92, rounded up to the hundredth', () => {
    // EV = 0.6 * 1.00 + 0.4 * 50.00 = 20.60 -> 20.60 / 0.92 = 22.391... -> 22.40
    const items = [
      { price: 100, tickets: 60_000 },
      { price: 5_000, tickets: 40_000 },
    ];
    expect(casePrice(items)).toBe(2_240);
    expect(caseRtpBps(items, 2_240)).toBe(9_196);
  });

  it('keeps every community case at a return of 92% or just under, never over', () => {
    const priced = oddsArb.chain((items) =>
      fc
        .array(fc.integer({ min: 3, max: 50_000_000 }), {
          minLength: items.length,
          maxLength: items.length,
        })
        .map((prices) => items.map((item, i) => ({ ...item, price: prices[i]! }))),
    );
    fc.assert(
      fc.property(priced, (items) => {
        const price = casePrice(items);
        const weighted = items.reduce((s, i) => s + BigInt(i.price) * BigInt(i.tickets), 0n);
        // price * 0.92 >= EV, and one hundredth less would not be.
        expect(BigInt(price) * 100_000n * 92n).toBeGreaterThanOrEqual(weighted * 100n);
        expect(BigInt(price - 1) * 100_000n * 92n).toBeLessThan(weighted * 100n);
      }),
    );
  });
});

describe('creatorFee', () => {
  it('is 0.5% of the request, rounded down to the hundredth once', () => {
    expect(creatorFee(10_000, 1)).toBe(50); // 100.00 -> 0.50
    expect(creatorFee(2_240, 1)).toBe(11); // 22.40 -> 0.112 -> 0.11
    expect(creatorFee(2_240, 5)).toBe(56); // 112.00 -> 0.56, not 5 * 0.11
    expect(creatorFee(199, 1)).toBe(0); // 1.99 -> 0.00995 -> nothing
    expect(creatorFee(200, 1)).toBe(1);
  });

  it('never pays more than 0.5% nor a hundredth less than it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 45 }), fc.integer({ min: 1, max: 5 }), (p, n) => {
        const fee = BigInt(creatorFee(p, n));
        const paid = BigInt(p) * BigInt(n);
        expect(fee * 200n).toBeLessThanOrEqual(paid);
        expect((fee + 1n) * 200n).toBeGreaterThan(paid);
      }),
    );
  });

  it('carries what a fee leaves under a hundredth into the next one', () => {
    // 1.99 owes 0.00995: nothing now, 99.5 ten-thousandths carried ...
    expect(creatorFeeWithCarry(199, 1, 0)).toEqual({ fee: 0, carryE4: 9_950 });
    // ... so the next 1.99 pays a hundredth: 0.0199 owed in all
    expect(creatorFeeWithCarry(199, 1, 9_950)).toEqual({ fee: 1, carryE4: 9_900 });
    expect(creatorFeeWithCarry(2_240, 5, 9_999)).toEqual({ fee: 56, carryE4: 9_999 });
    expect(() => creatorFeeWithCarry(100, 1, 10_000)).toThrow(RangeError);
    expect(() => creatorFeeWithCarry(100, 1, -1)).toThrow(RangeError);
  });

  it('pays a case 0.5% of all its openings, rounded down once: exact at 0.10 and 1.00', () => {
    const rng = seedrandom('creator-fee');
    for (const price of [10, 13, 100, 199, 2_240, 12_345]) {
      let carry = 0;
      let paid = 0;
      let opened = 0;
      for (let request = 0; request < 2_000; request++) {
        const count = 1 + Math.floor(rng() * 5);
        const step = creatorFeeWithCarry(price, count, carry);
        carry = step.carryE4;
        paid += step.fee;
        opened += count;
        // every hundredth earned so far is paid: paid = floor(0.5% of all openings)
        expect(paid).toBe(Math.floor((price * opened * CREATOR_FEE_BPS) / 10_000));
        expect(paid * 10_000 + carry).toBe(price * opened * CREATOR_FEE_BPS);
      }
      // 0.5% over the case's life, short by under one hundredth in all (the carry)
      const owed = (price * opened * CREATOR_FEE_BPS) / 10_000;
      expect(owed - paid).toBeGreaterThanOrEqual(0);
      expect(owed - paid).toBeLessThan(1);
    }
  });

  it('refuses what is not a price or a count', () => {
    expect(() => creatorFee(0, 1)).toThrow(RangeError);
    expect(() => creatorFee(100, 0)).toThrow(RangeError);
    expect(() => creatorFee(1.5, 1)).toThrow(RangeError);
  });
});
