import { z } from 'zod';
import { formatGems } from '../../src/shared/money';
import { COIN_FLIP_STAKE_MAX, COIN_FLIP_STAKE_MIN, COIN_SIDES } from './core';

// Coin flip's bodies as a player sends them: the schemas the server checks a game's creation
// with and the page checks it with before sending. Apart from the manifest (game.ts), so the
// page loads the rules of a stake but not the room's draw.

export const coinSideSchema = z.enum(COIN_SIDES, { error: 'Side must be "CT" or "T"' });

export const createCoinFlipBodySchema = z
  .object({
    amount: z
      .number({ error: 'Amount must be a number' })
      .int({ error: 'Amount must be a whole number of hundredths' })
      .min(COIN_FLIP_STAKE_MIN, {
        error: `The stake must be at least ${formatGems(COIN_FLIP_STAKE_MIN)}`,
      })
      .max(COIN_FLIP_STAKE_MAX, {
        error: `The stake must be at most ${formatGems(COIN_FLIP_STAKE_MAX)}`,
      }),
    side: coinSideSchema,
  })
  .strict();
export type CreateCoinFlipBody = z.infer<typeof createCoinFlipBodySchema>;

/** What a drawn flip shows: the side the beacon draw's first float gave. */
export const coinFlipOutcomeSchema = z.object({ winningSide: coinSideSchema });
export type CoinFlipOutcome = z.infer<typeof coinFlipOutcomeSchema>;
