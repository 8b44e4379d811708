import type { ManifestRoundGame } from '../../../shared/contract/manifestRounds';
import { type ManifestRoundTiming, ManifestRoundPlay } from './manifestRoundPlay';
import { RoundGame } from './roundGame';
import type { RoundGamePlugin } from './roundGamePlugin';

/**
 * The server half of a round game played from its manifest alone: its phases from its clock
 * and draw time, its play on the shared driver (manifestRoundPlay.ts). The round games'
 * registry uses it for every round game that brings no plug-in of its own.
 */
export function manifestRound(
  game: ManifestRoundGame,
): RoundGamePlugin<string, ManifestRoundTiming, ManifestRoundPlay> {
  return {
    kind: game.kind,
    timing: { ...game.clock, rollingMs: game.bets.rollingMs },
    build(deps, timing) {
      const play: ManifestRoundPlay = new ManifestRoundPlay(game, deps, timing, () =>
        driver.snapshot(),
      );
      const driver = new RoundGame(deps, timing, play);
      return { play, driver };
    },
  };
}
