import { z } from 'zod';
import type { FairSeeds } from '../../fair';
import { minesStartBodySchema } from '../../../src/shared/contract/instantGames';
import {
  verifierSeedFields,
  type VerifierOwnFields,
} from '../../../src/client/features/fairness/verifier-schema';
import { minePositions, minesMultiplierE4, minesRoundingFloat } from '../core';

// What the mines verifier checks: its form's own fields, read with the shared contract's
// schemas, and the numbers the game's core takes.

export const minesVerifierSchema = z.object({
  ...verifierSeedFields,
  mines: z.coerce.number().pipe(minesStartBodySchema.shape.mines),
});

export const minesVerifierFields: VerifierOwnFields = { mines: '3' };

export interface MinesVerification {
  /** Row-major tiles 0..24, in the order drawn (the first `mines` of the shuffle). */
  mines: number[];
  /** The multiplier after the first safe pick, for reference. */
  firstPickE4: number;
  /** The float that rounded the cash-out fairly (minesPayout's last argument). */
  roundingFloat: number;
}

export function verifyMines(seeds: FairSeeds, mines: number): MinesVerification {
  return {
    mines: minePositions(seeds, mines),
    firstPickE4: minesMultiplierE4(mines, 1),
    roundingFloat: minesRoundingFloat(seeds, mines),
  };
}
