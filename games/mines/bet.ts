import { z } from 'zod';
import { betAmountSchema } from '../../src/shared/money';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './core/limits';

// Mines' bodies as a player sends them (start, reveal): the schemas the server checks them
// with and the page checks a start with before sending. Apart from the manifest (game.ts), so
// the page loads without the fair stream that places the mines.

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
