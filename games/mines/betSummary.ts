import type { InstantOutcome } from '../manifest.client';

/** One line saying what a settled mines game did (My bets, bet history). */
export function minesBetSummary(outcome: InstantOutcome<'mines'>): string {
  const busted = outcome.state === 'busted';
  const safe = outcome.revealed.length - (busted ? 1 : 0);
  return `${outcome.mines} mines · ${safe} safe · ${busted ? 'hit a mine' : 'cashed out'}`;
}
