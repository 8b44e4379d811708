import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, type PlinkoRisk } from './limits';
import { plinkoRtp } from './rtp';
import { PLINKO_MULTIPLIERS, plinkoTableE4 } from './tables';

const ROWS = Array.from({ length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 }, (_, i) => i + 8);
const TABLES = PLINKO_RISKS.flatMap((risk) => ROWS.map((rows) => [rows, risk] as const));

// Binomials by the multiplicative formula, independent of the code under test.
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** sum C(n,k) * m_k over 2^n * 10000: the exact expected return as a fraction. */
function exactReturn(rows: number, risk: PlinkoRisk) {
  const numerator = plinkoTableE4(rows, risk).reduce(
    (sum, m, k) => sum + choose(rows, k) * BigInt(m),
    0n,
  );
  return { numerator, denominator: 2n ** BigInt(rows) * 10_000n };
}

describe('plinko tables', () => {
  it('has a table for every rows 8..16 and risk', () => {
    expect(TABLES).toHaveLength(27);
    for (const [rows, risk] of TABLES) {
      expect(PLINKO_MULTIPLIERS[risk][rows]).toHaveLength(rows + 1);
      expect(plinkoTableE4(rows, risk)).toHaveLength(rows + 1);
    }
  });

  it.each(TABLES)('%i rows %s: symmetric', (rows, risk) => {
    const table = plinkoTableE4(rows, risk);
    expect([...table].reverse()).toEqual([...table]);
  });

  it.each(TABLES)('%i rows %s: returns 99% +- 0.1% by the exact binomial sum', (rows, risk) => {
    const { numerator, denominator } = exactReturn(rows, risk);
    // 0.989 <= numerator / denominator <= 0.991, compared in integers
    expect(numerator * 1000n >= 989n * denominator).toBe(true);
    expect(numerator * 1000n <= 991n * denominator).toBe(true);
    expect(plinkoRtp(rows, risk)).toBeCloseTo(Number(numerator) / Number(denominator), 15);
  });

  it.each(TABLES)('%i rows %s: rises from the centre out', (rows, risk) => {
    const table = plinkoTableE4(rows, risk);
    const lowest = Math.min(...table);
    // the left half read from the centre to the edge (the right half mirrors it)
    const outward = table.slice(0, Math.floor(rows / 2) + 1).reverse();
    for (let i = 1; i < outward.length; i++) {
      const [inner, outer] = [outward[i - 1]!, outward[i]!];
      if (inner === lowest) expect(outer).toBeGreaterThanOrEqual(inner);
      else expect(outer).toBeGreaterThan(inner);
    }
  });

  it.each(TABLES)('%i rows %s: two significant digits at most, exact in E4', (rows, risk) => {
    const table = PLINKO_MULTIPLIERS[risk][rows]!;
    for (const [bucket, m] of table.entries()) {
      // 5.6 -> 56, 29 -> 29, 130 -> 13: a whole number means two digits or fewer
      const digits = m < 10 ? m * 10 : m < 100 ? m : m / 10;
      expect(Math.abs(digits - Math.round(digits))).toBeLessThan(1e-9);
      expect(Math.abs(m * 10_000 - plinkoTableE4(rows, risk)[bucket]!)).toBeLessThan(1e-6);
    }
  });

  it('keeps the reference points of the design', () => {
    expect(plinkoTableE4(8, 'low')).toEqual(
      [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6].map((m) => Math.round(m * 10_000)),
    );
    expect(plinkoTableE4(16, 'high')).toEqual([
      10_000_000, 1_300_000, 260_000, 90_000, 40_000, 20_000, 2000, 2000, 2000, 2000, 2000, 20_000,
      40_000, 90_000, 260_000, 1_300_000, 10_000_000,
    ]);
  });

  it('low risk stays flat, high risk is extreme, medium sits between', () => {
    for (const rows of ROWS) {
      const centre = (risk: PlinkoRisk) => plinkoTableE4(rows, risk)[Math.floor(rows / 2)]!;
      const edge = (risk: PlinkoRisk) => plinkoTableE4(rows, risk)[0]!;
      expect(centre('low')).toBeGreaterThanOrEqual(5000);
      expect(edge('low')).toBeLessThanOrEqual(200_000);
      expect(centre('high')).toBeLessThan(10_000);
      expect(edge('high')).toBeGreaterThanOrEqual(250_000);
      expect(edge('low')).toBeLessThan(edge('medium'));
      expect(edge('medium')).toBeLessThan(edge('high'));
      expect(centre('high')).toBeLessThanOrEqual(centre('medium'));
      expect(centre('medium')).toBeLessThanOrEqual(centre('low'));
    }
  });

  it('edges grow with the number of rows for every risk', () => {
    for (const risk of PLINKO_RISKS) {
      const edges = ROWS.map((rows) => plinkoTableE4(rows, risk)[0]!);
      for (let i = 1; i < edges.length; i++) expect(edges[i]).toBeGreaterThan(edges[i - 1]!);
    }
  });

  it('refuses rows and risks that have no table', () => {
    for (const rows of [7, 17, 8.5, Number.NaN]) {
      expect(() => plinkoTableE4(rows, 'low')).toThrow(RangeError);
      expect(() => plinkoRtp(rows, 'low')).toThrow(RangeError);
    }
    expect(() => plinkoTableE4(8, 'extreme' as PlinkoRisk)).toThrow(RangeError);
  });
});
