import { z } from 'zod';
import type { InstantGameManifest } from '../manifest';
import { paced } from '../pace';
import { plinkoBetBodySchema, plinkoRiskSchema, type PlinkoBetBody } from './bet';
import tuning from './tuning.json';
import {
  PLINKO_ROWS_MAX,
  plinkoBucket,
  plinkoPath,
  plinkoPayout,
  plinkoRoundingFloat,
  plinkoTableE4,
} from './core';
import { plinkoMoments } from './core/moments';

// Plinko's pure manifest: the bet (bet.ts) and outcome schemas built from the core's numbers.

/**
 * The fall at normal pace: the release onto the top peg, a hop per further row, the landing.
 * The scene stretches its recorded physics fall to exactly this.
 */
function fallMs(rows: number): number {
  const { release, hop, land } = tuning.durations;
  return release + (rows - 1) * hop + land;
}

export { plinkoBetBodySchema, plinkoRiskSchema, type PlinkoBetBody } from './bet';

export const plinkoOutcomeSchema = z.object({
  rows: z.number().int(),
  risk: plinkoRiskSchema,
  /** One decision per row, top to bottom: 0 = left, 1 = right. */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  /** 0 .. rows: the number of rights. */
  bucket: z.number().int().min(0),
});
export type PlinkoOutcome = z.infer<typeof plinkoOutcomeSchema>;

/**
 * Plinko (docs/games/plinko.md): one ball, one fair float per row, the bucket's multiplier
 * pays.
 */
export const plinkoGame: InstantGameManifest<'plinko', PlinkoBetBody, PlinkoOutcome> = {
  kind: 'plinko',
  name: 'Plinko',
  location: 'PLINKO',
  houseEdgeBps: 100,
  moments: plinkoMoments,
  play: 'instant',
  summary: 'Drop one plinko ball',
  bet: plinkoBetBodySchema,
  outcomeSchema: plinkoOutcomeSchema,
  outcome(seeds, { rows, risk }) {
    const path = plinkoPath(seeds, rows);
    return { rows, risk, path, bucket: plinkoBucket(path) };
  },
  settle(amount, { rows, risk, bucket }, seeds) {
    const multiplierE4 = plinkoTableE4(rows, risk)[bucket]!;
    return {
      payout: plinkoPayout(amount, multiplierE4, plinkoRoundingFloat(seeds, rows)),
      multiplierE4,
    };
  },
  // A float of 0 rounds up: the most the best bucket can pay.
  bestPayout: (amount, { rows, risk }) =>
    plinkoPayout(amount, Math.max(...plinkoTableE4(rows, risk)), 0),
  revealMs: ({ rows }, pace) => paced(fallMs(rows), pace),
  longestRevealMs: fallMs(PLINKO_ROWS_MAX),
};
