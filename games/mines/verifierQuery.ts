import type { InstantOutcome } from '../manifest.client';

/** A settled mines game's "Verify" link: its mine count. */
export const minesVerifierQuery = (outcome: InstantOutcome<'mines'>) => ({
  mines: outcome.mines,
});
