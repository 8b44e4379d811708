import type { InstantOutcome } from '../manifest.client';

/** A settled plinko bet's "Verify" link: its rows and risk. */
export const plinkoVerifierQuery = (outcome: InstantOutcome<'plinko'>) => ({
  rows: outcome.rows,
  risk: outcome.risk,
});
