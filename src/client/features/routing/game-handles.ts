import { LOBBY_GAMES } from '../../../../games/registry.client';
import type { GameKey } from '../games/games';
import type { RouteHandle } from './route-handle';

/** Each lobby game's route handle: its realtime game key and notification location. */
export const gameHandles = Object.fromEntries(
  LOBBY_GAMES.map((game) => [
    game.key,
    { gameKey: game.kind, notificationLocation: game.location },
  ]),
) as Record<GameKey, Required<RouteHandle>>;
