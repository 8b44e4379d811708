import type { InstantOutcome } from '../manifest.client';

/** One line saying what a settled plinko bet did (My bets, bet history). */
export const plinkoBetSummary = (outcome: InstantOutcome<'plinko'>): string =>
  `Bucket ${outcome.bucket} · ${outcome.rows} rows · ${outcome.risk} risk`;
