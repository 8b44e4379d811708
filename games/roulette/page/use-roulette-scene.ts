import { useCallback, useEffect, useRef, useState } from 'react';
import { ROULETTE_ROLLING_MS } from '../core/limits';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteHistoryEntry, RouletteRound } from '../../../src/shared/contract/roulette';
import { playSound } from '../../../src/client/features/audio/audio-player';
import type { SceneDriver } from '../../../src/client/features/instant-games/scene-driver';
import { useSceneStatus } from '../../../src/client/features/instant-games/use-game-scene';
import { serverNow } from '../../../src/client/features/rounds/roundState';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { REVEAL_FALLBACK_SLACK_MS, revealDelayMs, revealFallbackMs } from './roulette-display';
import { FRESH_ROULETTE_MEMO, rouletteSceneCommands } from './roulette-scene-feed';

/** A roll that starts later than this into its phase is a late joiner's: no spin sound. */
const LIVE_START_MS = 500;

/**
 * Drives the roulette scene from the round and answers which round's strip has landed on
 * this screen (the page shows a result only then). A roll lands when the scene says it
 * stopped, never before the server's landing moment, and at the latest a little after it
 * (a scene that failed or a tab that slept).
 */
export function useRouletteScene(
  driver: SceneDriver,
  view: RoundView<RouletteRound>,
  previous: RouletteHistoryEntry | null | undefined,
): number | null {
  const memo = useRef(FRESH_ROULETTE_MEMO);
  const status = useSceneStatus(driver);
  const [landedRoundId, setLandedRoundId] = useState<number | null>(null);
  const stateRef = useRef(view.state);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const { state } = view;
  stateRef.current = state;

  const land = useCallback((roundId: number, live: boolean) => {
    setLandedRoundId((landed) => {
      if (landed !== null && landed >= roundId) return landed;
      if (live) playSound('game.roulette-end');
      return roundId;
    });
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // A scene that (re)loads gets the round as a late joiner would, in order.
  useEffect(() => {
    if (status === 'ready') memo.current = { ...memo.current, roundId: null, phase: null };
  }, [status]);

  useEffect(() => {
    // Until the scene loads, nothing is sent: 'ready' sends it all as a late joiner.
    if (status === 'loading') return;
    const step = rouletteSceneCommands(memo.current, state, Date.now(), previous);
    memo.current = step.memo;
    if (step.landedNow !== null) land(step.landedNow, false);
    for (const command of step.commands) {
      if (command.type !== 'roulette:roll') {
        driver.show(command.type, command.payload);
        continue;
      }
      const { id, elapsedMs } = command.payload;
      const roundId = Number(command.payload.roundId);
      if (elapsedMs < LIVE_START_MS) playSound('game.roulette-spin');
      const limit = ROULETTE_ROLLING_MS - elapsedMs + REVEAL_FALLBACK_SLACK_MS;
      void driver.play('roulette:roll', command.payload, limit).then(() => {
        // Only the latest roll of a round reveals it (a reload sends the roll again).
        if (memo.current.roll?.id !== id) return;
        const now = stateRef.current;
        const round = now.round?.id === roundId ? now.round : null;
        const wait = round ? revealDelayMs(round, serverNow(now, Date.now())) : 0;
        later(() => land(roundId, true), wait);
      });
    }
  }, [driver, state, status, previous, land, later]);

  // Without the scene's word the result still shows, a little after the landing moment.
  const round = state.round;
  const waiting =
    round !== null && round.phase !== 'betting' && round.id !== landedRoundId ? round : null;
  const failed = status === 'failed';
  useEffect(() => {
    if (!waiting) return;
    const ms = revealFallbackMs(waiting, serverNow(stateRef.current, Date.now()), failed);
    const timer = setTimeout(() => land(waiting.id, false), ms);
    return () => clearTimeout(timer);
  }, [waiting, failed, land]);

  return landedRoundId;
}
