import type { Pace } from '../../../../games/pace';
import { paceSetting } from './pace-setting';

// The pace one bet animates at, read once when the bet is placed: the same value goes to
// the server (which holds the payout in every other view until that pace's animation has
// landed) and to the scene, so a setting changed mid-roll cannot make the two disagree.

/** Auto-bet plays at least this fast: a series of bets should not wait on full animations. */
export const AUTO_BET_PACE: Pace = 'turbo';

export interface BetPaceOptions {
  /**
   * The bet is one of an auto-bet series (features/auto-bet): a player on normal gets
   * turbo, one who chose turbo or instant keeps it.
   */
  auto?: boolean;
}

export function betPace(game: string, { auto = false }: BetPaceOptions = {}): Pace {
  const pace = paceSetting.get(game);
  return auto && pace === 'normal' ? AUTO_BET_PACE : pace;
}
