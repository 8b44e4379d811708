import type { RoundGameManifest } from '../../../../games/manifest';
import { hasRoundBets } from '../../../shared/contract/manifestRounds';
import type { RoundViews } from '../../../shared/contract/roundFaces';
import { crashRound } from '../crash';
import { rouletteRound } from '../roulette';
import { type RoundGamePlugin, manifestRound } from '../rounds';

// The round games that bring a server half of their own, one line each (their folders'
// plug-ins): the games whose API the product spec fixed (src/shared/contract/roundFaces.ts),
// so the compiler asks a spec face for its plug-in. Every other round game is played from its
// manifest alone (rounds/manifestRound.ts). The drivers, their routes, the leader and the
// games' notices derive from this.

export const ROUND_GAME_PLUGINS = {
  crash: crashRound,
  roulette: rouletteRound,
} satisfies { [K in keyof RoundViews]: RoundGamePlugin<K> };

type PluggedKind = keyof typeof ROUND_GAME_PLUGINS;

/** Each plugged round game's play, by kind: its own calls (crash's cash-out, roulette's jackpots). */
export type RoundPlays = {
  [K in PluggedKind]: ReturnType<(typeof ROUND_GAME_PLUGINS)[K]['build']>['play'];
};

/** A round game's server half: its own plug-in, or the one its manifest derives. */
export function roundGamePluginOf(game: RoundGameManifest): RoundGamePlugin {
  const own = (ROUND_GAME_PLUGINS as Readonly<Record<string, RoundGamePlugin>>)[game.kind];
  if (own) return own;
  if (!hasRoundBets(game))
    throw new Error(`${game.kind}: a round game needs a plug-in of its own or bets to play`);
  return manifestRound(game);
}

/** The notices the round games' own events raise. */
export const ROUND_GAME_NOTICES = Object.values(ROUND_GAME_PLUGINS).flatMap(
  (plugin: RoundGamePlugin) => plugin.notices ?? [],
);
