import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, type PlinkoRisk } from './limits';

/** Throws unless rows is a whole number from 8 to 16. */
export function assertPlinkoRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < PLINKO_ROWS_MIN || rows > PLINKO_ROWS_MAX) {
    throw new RangeError(
      `Rows must be a whole number from ${PLINKO_ROWS_MIN} to ${PLINKO_ROWS_MAX}`,
    );
  }
}

/** Throws unless risk is low, medium or high. */
export function assertPlinkoRisk(risk: PlinkoRisk): void {
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError('Risk must be "low", "medium" or "high"');
}
