import type { RoundGameKind } from '../../../../games/registry';
import { crashRound } from '../crash';
import { rouletteRound } from '../roulette';
import type { RoundGamePlugin } from '../rounds';

// Every round game's server half, one line each (its folder's plug-in): the drivers, their
// routes, the leader and the games' notices derive from this. The compiler asks a round game
// of the games' registry (games/registry.ts) for its line.

export const ROUND_GAME_PLUGINS = {
  crash: crashRound,
  roulette: rouletteRound,
} satisfies { [K in RoundGameKind]: RoundGamePlugin<K> };

/** Each round game's play, by kind: its own calls (crash's cash-out, roulette's jackpots). */
export type RoundPlays = {
  [K in RoundGameKind]: ReturnType<(typeof ROUND_GAME_PLUGINS)[K]['build']>['play'];
};

/** The notices the round games' own events raise. */
export const ROUND_GAME_NOTICES = Object.values(ROUND_GAME_PLUGINS).flatMap(
  (plugin: RoundGamePlugin) => plugin.notices ?? [],
);
