import type { InstantOutcome } from '../manifest.client';
import { formatUpgradeChance } from './core/chance';

/** One line saying what a settled upgrade did (My bets, bet history). */
export const upgraderBetSummary = (outcome: InstantOutcome<'skin-upgrade'>): string =>
  `${outcome.target.name} · ${formatUpgradeChance(outcome.chance)} ${outcome.direction} · ${outcome.win ? 'upgraded' : 'missed'}`;
