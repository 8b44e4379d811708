import type { GameKey } from '../games/games';
import type { RouteHandle } from './route-handle';

/** Each lobby game's route handle: its realtime game key and notification location. */
export const gameHandles: Record<GameKey, Required<RouteHandle>> = {
  mines: { gameKey: 'mines', notificationLocation: 'MINES' },
  plinko: { gameKey: 'plinko', notificationLocation: 'PLINKO' },
  roulette: { gameKey: 'roulette', notificationLocation: 'ROULETTE' },
  crash: { gameKey: 'crash', notificationLocation: 'CRASH' },
  // The spec has no coin-flip location: its notifications use the shared GAMES area.
  coinflip: { gameKey: 'coin-flip', notificationLocation: 'GAMES' },
  dice: { gameKey: 'dice', notificationLocation: 'DICE' },
  upgrader: { gameKey: 'skin-upgrade', notificationLocation: 'SKIN_UPGRADER' },
  'case-opening': { gameKey: 'case-unbox', notificationLocation: 'CASE_UNBOX' },
  'case-battles': { gameKey: 'case-battle', notificationLocation: 'CASE_BATTLE' },
};
