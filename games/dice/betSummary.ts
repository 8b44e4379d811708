import type { InstantOutcome } from '../manifest.client';
import { formatPoints } from '../../src/client/features/instant-games/format';

/** One line saying what a settled dice bet did (My bets, bet history). */
export const diceBetSummary = (outcome: InstantOutcome<'dice'>): string =>
  `Roll ${formatPoints(outcome.roll)} · ${outcome.direction} ${formatPoints(outcome.target)}`;
