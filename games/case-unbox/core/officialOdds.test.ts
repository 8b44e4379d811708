import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CaseRarity } from '../../../src/shared/rarities';
import { OFFICIAL_TIER_TICKETS, officialTickets } from './officialOdds';

const TIERS = Object.keys(OFFICIAL_TIER_TICKETS) as CaseRarity[];
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

describe('officialTickets', () => {
  it("gives a full case CS2's published tier odds exactly", () => {
    // The Recoil Case's shape: 7 mil-spec, 5 restricted, 3 classified, 2 covert, 24 specials.
    const rarities: CaseRarity[] = [
      ...Array<CaseRarity>(7).fill('mil-spec'),
      ...Array<CaseRarity>(5).fill('restricted'),
      ...Array<CaseRarity>(3).fill('classified'),
      ...Array<CaseRarity>(2).fill('covert'),
      ...Array<CaseRarity>(24).fill('rare-special'),
    ];
    const tickets = officialTickets(rarities);
    const tierSum = (tier: CaseRarity) =>
      sum(tickets.filter((_, index) => rarities[index] === tier));
    expect(tierSum('mil-spec')).toBe(79_920);
    expect(tierSum('restricted')).toBe(15_980);
    expect(tierSum('classified')).toBe(3_200);
    expect(tierSum('covert')).toBe(640);
    expect(tierSum('rare-special')).toBe(260);
    // 260 among 24 knives: 20 get 11 and 4 get 10, the first ones the 11s.
    expect(tickets.slice(17)).toEqual([...Array(20).fill(11), ...Array(4).fill(10)]);
    expect(tickets.slice(0, 7)).toEqual([11_418, 11_417, 11_417, 11_417, 11_417, 11_417, 11_417]);
  });

  it('always adds up to 100,000 and splits each tier within one ticket', () => {
    const rarities = fc.array(fc.constantFrom(...TIERS), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(rarities, (list) => {
        const tickets = officialTickets(list);
        expect(sum(tickets)).toBe(100_000);
        expect(tickets.every((n) => n > 0)).toBe(true);
        for (const tier of TIERS) {
          const mine = tickets.filter((_, index) => list[index] === tier);
          if (mine.length > 0) expect(Math.max(...mine) - Math.min(...mine)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('renormalises the tiers a case holds to their published proportions', () => {
    const present = fc.subarray(TIERS, { minLength: 1 });
    fc.assert(
      fc.property(present, fc.array(fc.nat(30), { minLength: 5, maxLength: 5 }), (tiers, extra) => {
        const list = tiers.flatMap((tier, i) => Array<CaseRarity>(1 + extra[i]!).fill(tier));
        const tickets = officialTickets(list);
        const weight = sum(tiers.map((tier) => OFFICIAL_TIER_TICKETS[tier]!));
        for (const tier of tiers) {
          const got = sum(tickets.filter((_, index) => list[index] === tier));
          const exact = (100_000 * OFFICIAL_TIER_TICKETS[tier]!) / weight;
          // Each tier is floored; the largest takes the rest (under one ticket per tier).
          expect(Math.abs(got - exact)).toBeLessThan(tiers.length);
        }
        expect(officialTickets(list)).toEqual(tickets);
      }),
    );
  });

  it('keeps the ratio between tiers when one is missing', () => {
    const tickets = officialTickets(['mil-spec', 'restricted']);
    expect(sum(tickets)).toBe(100_000);
    expect(tickets[0]! / tickets[1]!).toBeCloseTo(79_920 / 15_980, 3);
  });

  it('refuses rarities no weapon case holds, and no items', () => {
    expect(() => officialTickets(['consumer'])).toThrow(/no consumer items/);
    expect(() => officialTickets([])).toThrow(/at least one/);
  });
});
