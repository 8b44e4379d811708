import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { SceneDriver } from '../../../../src/client/features/instant-games/scene-driver';
import { useSceneStatus } from '../../../../src/client/features/instant-games/use-game-scene';
import {
  LANDING_SLACK_MS,
  nextRoundCommand,
  resultCommand,
  showCommand,
} from './battle-scene-feed';
import type { BattleFeed } from './use-battle';

/**
 * Drives the battle reels from the battle on show: the seats at rest, then every announced
 * round in turn (a page that opens mid-round starts it where it is), then the result. Each
 * landing is reported to the feed, and only then do the page's totals and result count it.
 */
export function useBattleScene(driver: SceneDriver, feed: BattleFeed): void {
  const status = useSceneStatus(driver);
  const { state, landed, resultLanded } = feed;
  const show = useMemo(() => showCommand(state), [state]);
  // The seats and resting cards change rarely: the scene is told only when they do.
  const showKey = show ? JSON.stringify(show) : '';
  const playing = useRef<string | null>(null);
  const ended = useRef(new Set<string>());
  // Each ended play is a turn: the next step is looked for again even when its landing
  // changed nothing (a read had already counted that round), else the page would wait on.
  const [turn, nextTurn] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    // showKey stands for show: an equal command is not sent again.
    if (show) driver.show('case-battle:show', show);
  }, [driver, showKey]);

  useEffect(() => {
    if (playing.current) return;
    const round = nextRoundCommand(state, Date.now());
    if (round) {
      // An older render's effect can run after a play has ended and see that round still
      // to play: nothing plays twice, and the render that counts the landing comes next.
      if (ended.current.has(round.id)) return;
      playing.current = round.id;
      const limit = Math.max(0, round.spinMs - round.elapsedMs) + LANDING_SLACK_MS;
      void driver.play('case-battle:round', round, limit).then(() => {
        ended.current.add(round.id);
        playing.current = null;
        landed(round.round);
        nextTurn();
      });
      return;
    }
    const result = resultCommand(state);
    if (!result || ended.current.has(result.id)) return;
    playing.current = result.id;
    void driver.play('case-battle:result', result, 10_000).then(() => {
      ended.current.add(result.id);
      playing.current = null;
      resultLanded();
      nextTurn();
    });
  }, [driver, state, status, turn, landed, resultLanded]);
}
