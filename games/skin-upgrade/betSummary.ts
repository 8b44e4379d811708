import type { InstantOutcome } from '../manifest.client';
import { formatUpgradeChance } from './core/chance';

/** One line saying what a settled upgrade did (My bets, bet history). */
export const upgraderBetSummary = (outcome: InstantOutcome<'skin-upgrade'>): string =>
  `${outcome.target.name} · ${formatUpgradeChance(outcome.chance)} ${outcome.direction}${stakedSkins(outcome)} · ${outcome.win ? (outcome.winAs === 'skin' ? 'upgraded, skin kept' : 'upgraded') : 'missed'}`;

function stakedSkins(outcome: InstantOutcome<'skin-upgrade'>): string {
  const count = outcome.stake?.items.length ?? 0;
  return count === 0 ? '' : ` · ${count} skin${count === 1 ? '' : 's'} staked`;
}
