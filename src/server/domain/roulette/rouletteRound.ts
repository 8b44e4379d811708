import { RoundGame, type RoundGamePlugin } from '../rounds';
import { rouletteNotices } from './rouletteNotices';
import { ROULETTE_TIMING, RouletteRoundPlay, type RouletteTiming } from './rouletteRoundPlay';

/** Roulette's server half, as the round games' registry lists it (roundGames/roundGamePlugins.ts). */
export const rouletteRound: RoundGamePlugin<'roulette', RouletteTiming, RouletteRoundPlay> = {
  kind: 'roulette',
  timing: ROULETTE_TIMING,
  build(deps, timing) {
    const play = new RouletteRoundPlay(deps, timing);
    return { play, driver: new RoundGame(deps, timing, play) };
  },
  notices: [rouletteNotices],
};
