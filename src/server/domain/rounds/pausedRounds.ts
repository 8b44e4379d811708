import type { GameSwitchboard } from '../games';
import { sleep } from './leaderLoop';

/** How often a paused round game's leader looks again whether it was resumed. */
export const PAUSED_RECHECK_MS = 1_000;

/**
 * Whether the leader may open `game`'s next round. A paused game idles once its round in
 * flight has ended (its bets settled as usual): no new round opens, so its page shows the
 * pause over the last result until an operator resumes it. The switchboard is read from
 * memory (at most every 2 s from the database); when the answer is no, this waits a moment
 * first so the leader's loop does not spin.
 */
export async function mayOpenRound(
  switchboard: GameSwitchboard,
  game: string,
  recheckMs = PAUSED_RECHECK_MS,
): Promise<boolean> {
  if (!(await switchboard.pausedGames()).has(game)) return true;
  await sleep(recheckMs);
  return false;
}
