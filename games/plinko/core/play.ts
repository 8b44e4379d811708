import type { PlinkoRisk } from './limits';
import { assertWholeNumber, type FairSeeds } from '../../fair';
import { plinkoBucket, plinkoPath, plinkoRoundingFloat, type PlinkoStep } from './path';
import { plinkoPayout } from './payout';
import { assertPlinkoRisk } from './rules';
import { plinkoTableE4 } from './tables';

export interface PlinkoResult {
  /** one step per row, top to bottom: 0 left, 1 right */
  path: PlinkoStep[];
  /** 0..rows, from the left */
  bucket: number;
  multiplierE4: number;
  /** hundredths of a gem */
  payout: number;
}

/** Drops one ball for this bet's seeds and pays the bucket it lands in. */
export function playPlinko(
  seeds: FairSeeds,
  amount: number,
  rows: number,
  risk: PlinkoRisk,
): PlinkoResult {
  assertWholeNumber(amount, 'Amount');
  assertPlinkoRisk(risk);
  const path = plinkoPath(seeds, rows);
  const bucket = plinkoBucket(path);
  const multiplierE4 = plinkoTableE4(rows, risk)[bucket]!;
  const payout = plinkoPayout(amount, multiplierE4, plinkoRoundingFloat(seeds, rows));
  return { path, bucket, multiplierE4, payout };
}
