import { RoundGame, type RoundGamePlugin } from '../rounds';
import { crashNotices } from './crashNotices';
import { CRASH_TIMING, CrashRoundPlay, type CrashTiming } from './crashRoundPlay';

/** Crash's server half, as the round games' registry lists it (roundGames/roundGamePlugins.ts). */
export const crashRound: RoundGamePlugin<'crash', CrashTiming, CrashRoundPlay> = {
  kind: 'crash',
  timing: CRASH_TIMING,
  build(deps, timing) {
    const play = new CrashRoundPlay(deps, timing);
    return { play, driver: new RoundGame(deps, timing, play) };
  },
  notices: [crashNotices],
};
