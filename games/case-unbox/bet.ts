import { z } from 'zod';
import { paceField } from '../paceField';

// A case opening's body as a player sends it: the schema the server checks it with and the
// case page checks it with before sending. Apart from the manifest and the contract, so the
// page loads neither the draw's fair stream nor any other game's rules.

/** Open 1-5 of the same case at once: each case spins a reel of its own (game.ts). */
export const CASE_OPEN_COUNT_MIN = 1;
export const CASE_OPEN_COUNT_MAX = 5;

export const openCaseBodySchema = z
  .object({
    count: z
      .number({ error: 'Count must be a number from 1 to 5' })
      .int({ error: 'Count must be a whole number from 1 to 5' })
      .min(CASE_OPEN_COUNT_MIN, { error: 'Count must be from 1 to 5' })
      .max(CASE_OPEN_COUNT_MAX, { error: 'Count must be from 1 to 5' }),
    /** How fast this tab spins the reels: other views show the items once they stop. */
    ...paceField,
  })
  .strict();
export type OpenCaseBody = z.infer<typeof openCaseBodySchema>;
