import { PLINKO_RISKS, type PlinkoRisk } from './limits';
import { binomial } from '../../fair';
import { plinkoTableE4 } from './tables';
import { assertPlinkoRisk, assertPlinkoRows } from './rules';

/**
 * The exact expected return sum C(n,k) / 2^n * m_k as an integer fraction over
 * 2^n * 10000 (the multipliers are in ten-thousandths).
 */
function expectedReturn(
  rows: number,
  risk: PlinkoRisk,
): { numerator: bigint; denominator: bigint } {
  let numerator = 0n;
  plinkoTableE4(rows, risk).forEach((m, k) => {
    numerator += binomial(rows, k) * BigInt(m);
  });
  return { numerator, denominator: 2n ** BigInt(rows) * 10_000n };
}

/** Every table's return, computed once: 27 small exact sums. */
const RTP: ReadonlyMap<string, number> = (() => {
  const byKey = new Map<string, number>();
  for (const risk of PLINKO_RISKS) {
    for (let rows = 8; rows <= 16; rows++) {
      const { numerator, denominator } = expectedReturn(rows, risk);
      // both fit a double exactly, so one division gives the nearest double to the fraction
      byKey.set(`${rows}:${risk}`, Number(numerator) / Number(denominator));
    }
  }
  return byKey;
})();

/** The expected return of a table (0.99 = 99%), from the exact binomial sum. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  assertPlinkoRows(rows);
  assertPlinkoRisk(risk);
  return RTP.get(`${rows}:${risk}`)!;
}
