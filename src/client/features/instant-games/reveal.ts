import type { InstantGame } from '../../../shared/contract/instantGames';
import { sessionStore } from '../session/session-store';
import { myBetsStore } from './my-bets-store';
import { resultsStore, type RecentResult } from './results-store';

/**
 * The scene landed (or gave up): show the payout in the balance, add the result to the
 * strip and fetch "My bets" again (once for a burst).
 */
export function revealSettledBet(game: InstantGame, revealId: string, result: RecentResult): void {
  sessionStore.getState().releasePayout(revealId);
  resultsStore.getState().push(game, result);
  myBetsStore.getState().refreshSoon(game);
}
