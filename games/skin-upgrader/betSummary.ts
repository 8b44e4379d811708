import type { InstantOutcome } from '../manifest.client';
import { formatUpgradeChance } from './core/chance';

/** One line saying what a settled upgrade did (My bets, bet history). */
export const skinUpgraderBetSummary = (outcome: InstantOutcome<'skin-upgrader'>): string =>
  `${outcome.target.name} · ${formatUpgradeChance(outcome.chance)} ${outcome.direction}${stakedSkins(outcome)} · ${outcome.win ? (outcome.winAs === 'skin' ? 'upgraded, skin kept' : 'upgraded') : 'missed'}`;

function stakedSkins(outcome: InstantOutcome<'skin-upgrader'>): string {
  const count = outcome.stake?.items.length ?? 0;
  return count === 0 ? '' : ` · ${count} skin${count === 1 ? '' : 's'} staked`;
}
