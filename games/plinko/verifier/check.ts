import { z } from 'zod';
import type { FairSeeds } from '../../fair';
import {
  plinkoBetBodySchema,
  plinkoRiskSchema,
  type PlinkoRisk,
} from '../../../src/shared/contract/instantGames';
import {
  verifierSeedFields,
  type VerifierOwnFields,
} from '../../../src/client/features/fairness/verifier-schema';
import { playPlinko, plinkoTableE4, type PlinkoResult } from '../core';

// What the plinko verifier checks: its form's own fields, read with the shared contract's
// schemas, and the numbers the game's core takes.

export const plinkoVerifierSchema = z.object({
  ...verifierSeedFields,
  rows: z.coerce.number().pipe(plinkoBetBodySchema.shape.rows),
  risk: plinkoRiskSchema,
});

export const plinkoVerifierFields: VerifierOwnFields = { rows: '16', risk: 'medium' };

export interface PlinkoVerification extends PlinkoResult {
  /** The whole table, so the board can be drawn as in the game. */
  tableE4: readonly number[];
}

export function verifyPlinko(
  seeds: FairSeeds,
  amount: number,
  rows: number,
  risk: PlinkoRisk,
): PlinkoVerification {
  return { ...playPlinko(seeds, amount, rows, risk), tableE4: plinkoTableE4(rows, risk) };
}
