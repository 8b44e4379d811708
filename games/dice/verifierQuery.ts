import type { InstantOutcome } from '../manifest.client';

/** A settled dice bet's "Verify" link: its target (hundredths) and direction. */
export const diceVerifierQuery = (outcome: InstantOutcome<'dice'>) => ({
  target: outcome.target,
  direction: outcome.direction,
});
