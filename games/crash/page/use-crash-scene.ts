import type { CrashRound } from '../../../src/shared/contract/crash';
import { useEffect, useRef } from 'react';
import type { SceneDriver } from '../../../src/client/features/instant-games/scene-driver';
import { useSceneStatus } from '../../../src/client/features/instant-games/use-game-scene';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import {
  FRESH_SCENE_MEMO,
  crashSceneCommands,
  crashSyncCommand,
  type CrashSceneCommand,
} from './crash-scene-feed';

/** How often a running round's scene is told where the server is. */
const SYNC_EVERY_MS = 1_000;
/** The longest a bust or cash-out batch may keep the driver waiting for its 'done'. */
const OUTCOME_LIMIT_MS = 30_000;

type Landed = (command: CrashSceneCommand) => void;

function send(driver: SceneDriver, command: CrashSceneCommand, landed?: Landed): void {
  switch (command.type) {
    case 'crash:betting':
    case 'crash:run':
    case 'crash:sync':
      driver.show(command.type, command.payload as never);
      return;
    case 'crash:bust':
    case 'crash:cashouts':
      void driver
        .play(command.type, command.payload as never, OUTCOME_LIMIT_MS)
        .then(() => landed?.(command));
  }
}

/**
 * Drives the crash scene from the round: phase changes and cash-outs as they come, syncs.
 * `onLanded` hears each bust and cash-out batch once the scene has shown it.
 */
export function useCrashScene(
  driver: SceneDriver,
  view: RoundView<CrashRound>,
  onLanded?: Landed,
): void {
  const memo = useRef(FRESH_SCENE_MEMO);
  const landed = useRef(onLanded);
  landed.current = onLanded;
  const status = useSceneStatus(driver);
  const myBetId = view.myBet?.id ?? null;
  const stateRef = useRef(view.state);
  const { state } = view;

  // A scene that (re)loads gets the round as a late joiner would: what it replays from
  // before it was ready may be out of order.
  useEffect(() => {
    if (status === 'ready') memo.current = { ...memo.current, roundId: null };
  }, [status]);

  useEffect(() => {
    stateRef.current = state;
    const step = crashSceneCommands(memo.current, state, Date.now(), myBetId);
    memo.current = step.memo;
    for (const command of step.commands) send(driver, command, (done) => landed.current?.(done));
  }, [driver, state, myBetId, status]);

  const running = state.round?.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const sync = () => {
      const command = crashSyncCommand(stateRef.current, Date.now());
      if (command) send(driver, command);
    };
    const timer = setInterval(sync, SYNC_EVERY_MS);
    // A tab shown again may have slept: correct at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [driver, running]);
}
