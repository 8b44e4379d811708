import { describe, expect, it } from 'vitest';
import { mergeLots, protectedUntil, shareLots, takeLots, totalOf } from './protectedLots';

const day = (n: number) => new Date(Date.UTC(2026, 11, n));
const lot = (deposit: string, until: number, amount: number) => ({
  deposit,
  until: day(until),
  amount,
});

describe('takeLots', () => {
  const lots = [lot('a', 2, 1_000), lot('b', 7, 500), lot('c', 4, 300)];

  it('takes the latest-ending parts first, no more than asked', () => {
    expect(takeLots(lots, 600)).toEqual([lot('b', 7, 500), lot('c', 4, 100)]);
  });

  it('takes everything held and no more when asked for more than is held', () => {
    const taken = takeLots(lots, 10_000);
    expect(totalOf(taken)).toBe(1_800);
    expect(taken.map((l) => l.deposit)).toEqual(['b', 'c', 'a']);
  });

  it('takes nothing for nothing, or from nothing', () => {
    expect(takeLots(lots, 0)).toEqual([]);
    expect(takeLots([], 500)).toEqual([]);
  });

  it('orders lots ending together by deposit, so the choice does not depend on the read', () => {
    expect(takeLots([lot('z', 3, 100), lot('y', 3, 100)], 100)).toEqual([lot('y', 3, 100)]);
  });
});

describe('shareLots', () => {
  it('splits each lot in proportion to the parts of the whole, none above the lot', () => {
    const shares = shareLots([lot('a', 2, 1_000), lot('b', 7, 3)], [500, 250], 1_000);
    expect(shares[0]).toEqual([lot('a', 2, 500), lot('b', 7, 2)]);
    expect(shares[1]).toEqual([lot('a', 2, 250), lot('b', 7, 1)]);
    for (const deposit of ['a', 'b']) {
      const given = shares.flat().filter((l) => l.deposit === deposit);
      expect(totalOf(given)).toBeLessThanOrEqual(deposit === 'a' ? 1_000 : 3);
    }
  });

  it('gives every lot whole to a part that takes the whole pot', () => {
    const lots = [lot('a', 2, 999), lot('b', 7, 1)];
    expect(shareLots(lots, [0, 2_000], 2_000)).toEqual([[], lots]);
  });

  it('gives nothing when nobody is paid (the house took the pot)', () => {
    expect(shareLots([lot('a', 2, 999)], [0, 0], 0)).toEqual([[], []]);
  });
});

describe('mergeLots and protectedUntil', () => {
  it('adds parts of one deposit and keeps the latest end first', () => {
    expect(mergeLots([lot('a', 2, 100), lot('b', 5, 50), lot('a', 2, 25)])).toEqual([
      lot('b', 5, 50),
      lot('a', 2, 125),
    ]);
  });

  it('ends with the latest part that holds anything', () => {
    expect(protectedUntil([lot('a', 2, 100), lot('b', 5, 1)])).toEqual(day(5));
    expect(protectedUntil([lot('b', 5, 0)])).toBeNull();
    expect(protectedUntil([])).toBeNull();
  });
});
