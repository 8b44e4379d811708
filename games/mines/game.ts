import { z } from 'zod';
import type { FairSeeds } from '../fair';
import type { GameManifest } from '../manifest';
import { minesRevealBodySchema, minesStartBodySchema } from './bet';
import { minePositions } from './core';
import { minesMoments } from './core/moments';

// Mines' pure manifest: a bet that stays open over several requests (start, reveal, cash
// out), so its routes are its own; its schemas (and bet.ts's) are built from the core's numbers.

export { minesRevealBodySchema, minesStartBodySchema, type MinesStartBody } from './bet';

export const minesStateSchema = z.enum(['active', 'cashed', 'busted']);

export const minesOutcomeSchema = z.object({
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  minePositions: z.array(z.number().int()),
  state: minesStateSchema,
});

export interface MinesManifest extends GameManifest<'mines'> {
  play: 'session';
  start: typeof minesStartBodySchema;
  reveal: typeof minesRevealBodySchema;
  outcomeSchema: typeof minesOutcomeSchema;
  /** The verifier: where the mines were, from the revealed seeds. */
  minePositions(seeds: FairSeeds, mines: number): number[];
}

export const minesGame: MinesManifest = {
  kind: 'mines',
  name: 'Mines',
  location: 'MINES',
  houseEdgeBps: 100,
  moments: minesMoments,
  // A cash-out or a mine shows at once.
  longestRevealMs: 0,
  play: 'session',
  start: minesStartBodySchema,
  reveal: minesRevealBodySchema,
  outcomeSchema: minesOutcomeSchema,
  minePositions,
};
