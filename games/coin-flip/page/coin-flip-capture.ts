import {
  coinFlipGamesReducer,
  EMPTY_GAMES_STATE,
  landingFlips,
  type CoinFlipGamesEvent,
  type CoinFlipGamesState,
} from './coin-flip-games';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';

// Which of the streamer's coin flips a browser source shows (pure, tested): the games are
// kept as the lobby keeps them (flips start when their event arrives, winners only once
// landed), and one is on show at a time: the last one that changed, except that a flip
// under way is never cut off. Once a landed flip has been held it gives way to the next
// flip still landing, or to the idle table.

export interface CoinFlipCaptureState {
  games: CoinFlipGamesState;
  /** The game the scene shows; null: the idle table. */
  onShow: string | null;
}

export const EMPTY_COIN_FLIP_CAPTURE: CoinFlipCaptureState = {
  games: EMPTY_GAMES_STATE,
  onShow: null,
};

export type CoinFlipCaptureEvent =
  | CoinFlipGamesEvent
  /** The landed flip on show has been held long enough: the table moves on. */
  | { type: 'cleared'; id: string };

/** Flipped here but not landed yet. */
const isLanding = (games: CoinFlipGamesState, id: string) =>
  games.games.get(id)?.state === 'FLIPPED' && !games.revealed.has(id);

function onShowAfter(
  games: CoinFlipGamesState,
  current: string | null,
  incoming: CoinFlipGame,
): string | null {
  if (current !== null && current !== incoming.id && isLanding(games, current)) return current;
  // A cancelled game left the lobby: the table empties if it was on show.
  if (!games.games.has(incoming.id)) return current === incoming.id ? null : current;
  return incoming.id;
}

/** The flip still landing that began first, or null. */
function firstLanding(games: CoinFlipGamesState): string | null {
  const [first] = landingFlips(games).sort((a, b) => a.startedAt - b.startedAt);
  return first?.id ?? null;
}

export function coinFlipCaptureReducer(
  state: CoinFlipCaptureState,
  event: CoinFlipCaptureEvent,
): CoinFlipCaptureState {
  if (event.type === 'cleared') {
    if (state.onShow !== event.id) return state;
    return { ...state, onShow: firstLanding(state.games) };
  }
  const games = coinFlipGamesReducer(state.games, event);
  if (games === state.games) return state;
  const onShow =
    event.type === 'game' ? onShowAfter(games, state.onShow, event.game) : state.onShow;
  return { games, onShow };
}

/** The game on show, with whether its flip has landed and when it began (this tab's clock). */
export function gameOnShow(state: CoinFlipCaptureState): {
  game: CoinFlipGame | null;
  landed: boolean;
  flipStartedAt: number | undefined;
} {
  const game = state.onShow === null ? null : (state.games.games.get(state.onShow) ?? null);
  return {
    game,
    landed: game !== null && state.games.revealed.has(game.id),
    flipStartedAt: game ? state.games.flipStarts.get(game.id) : undefined,
  };
}
