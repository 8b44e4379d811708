import { z } from 'zod';
import { betAmountSchema } from '../../src/shared/money';
import type { FairSeeds } from '../fair';
import type { GameManifest } from '../manifest';
import { MINES_MAX, MINES_MIN, MINES_TILES, minePositions } from './core';

// Mines' pure manifest: a bet that stays open over several requests (start, reveal, cash
// out), so its routes are its own; its schemas are built from the core's numbers.

export const minesStartBodySchema = z
  .object({
    amount: betAmountSchema,
    mines: z
      .number({ error: 'Mines must be a number from 1 to 24' })
      .int({ error: 'Mines must be a whole number from 1 to 24' })
      .min(MINES_MIN, { error: 'Mines must be from 1 to 24' })
      .max(MINES_MAX, { error: 'Mines must be from 1 to 24' }),
  })
  .strict();
export type MinesStartBody = z.infer<typeof minesStartBodySchema>;

export const minesRevealBodySchema = z
  .object({
    tile: z
      .number({ error: 'Tile must be a number from 0 to 24' })
      .int({ error: 'Tile must be a whole number from 0 to 24' })
      .min(0, { error: 'Tile must be from 0 to 24' })
      .max(MINES_TILES - 1, { error: 'Tile must be from 0 to 24' }),
  })
  .strict();

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
  houseEdgeBps: 100,
  // A cash-out or a mine shows at once.
  longestRevealMs: 0,
  play: 'session',
  start: minesStartBodySchema,
  reveal: minesRevealBodySchema,
  outcomeSchema: minesOutcomeSchema,
  minePositions,
};
