import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { captureCaseBattlePayload } from '../../../src/shared/contract/captureVersus';
import { battleApi } from './detail/battle-api';
import { connectBattle } from './detail/battle-feed';
import { EMPTY_BATTLE_STATE } from './detail/battle-state';
import { battleView } from './detail/battle-view';
import { resultText } from './detail/battle-words';
import { useBattleScene } from './detail/use-battle-scene';
import type { BattleFeed } from './detail/use-battle';
import {
  createPageBus,
  SceneDriver,
} from '../../../src/client/features/instant-games/scene-driver';
import type { CaptureViewProps } from '../../../src/client/features/streamer/embed/capture-view';
import {
  captureBattleDeps,
  captureBattlesReducer,
  capturedBattleReducer,
  EMPTY_CAPTURE_BATTLES,
  IDLE_BATTLE_SHOW,
} from './case-battle-capture';
import { CaptureCanvas } from '../../../src/client/features/streamer/embed/views/CaptureCanvas';

/** How long a battle's landed result stays on the reels before they go idle. */
const RESULT_HOLD_MS = 6_000;

/**
 * Case battles' capture: when a battle the streamer sits in starts, its rounds play on the
 * battle reels as the battle's page plays them to a spectator (the same feed, state and
 * scene commands), each round from when its event arrived, the result once every round
 * has landed. Between battles the reels idle.
 */
export function CaseBattleCapture({ feed, onLanded }: CaptureViewProps) {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));
  const [battles, follow] = useReducer(captureBattlesReducer, EMPTY_CAPTURE_BATTLES);
  const [state, dispatch] = useReducer(capturedBattleReducer, EMPTY_BATTLE_STATE);
  const battleId = battles.onShow;

  useEffect(() => {
    driver.attach();
    return () => driver.dispose();
  }, [driver]);

  useEffect(
    () =>
      feed.on('capture.case-battle', captureCaseBattlePayload, (event) =>
        follow({ type: 'heard', event }),
      ),
    [feed],
  );

  // The battle on show, kept live by the battle page's own feed.
  const reload = useRef<() => void>(() => undefined);
  useEffect(() => {
    dispatch({ type: 'reset' });
    if (battleId === null) return;
    // A read that fails is read again on the next rejoin or out-of-order round.
    const connection = connectBattle(
      battleId,
      dispatch,
      () => undefined,
      captureBattleDeps(feed, (id) => battleApi.get(id)),
    );
    reload.current = connection.reload;
    return connection.stop;
  }, [battleId, feed]);
  useEffect(() => {
    if (state.stale) reload.current();
  }, [state.stale]);

  const battleFeed = useMemo<BattleFeed>(
    () => ({
      state,
      error: null,
      apply: (battle) => dispatch({ type: 'snapshot', battle, receivedAt: Date.now() }),
      landed: (round) => dispatch({ type: 'landed', round }),
      resultLanded: () => dispatch({ type: 'result-landed' }),
    }),
    [state],
  );
  useBattleScene(driver, battleFeed);

  const idle = state.battle === null;
  useEffect(() => {
    if (idle) driver.show('case-battle:show', IDLE_BATTLE_SHOW);
  }, [driver, idle]);

  // The result has landed: said once, held a while, then the next battle (or idle).
  const ended = state.resultLanded && state.battle?._id === battleId ? battleId : null;
  const view = ended ? battleView(state) : null;
  const words = view ? resultText(view, null) : '';
  useEffect(() => {
    if (ended === null) return;
    onLanded(ended, words);
    const timer = setTimeout(() => follow({ type: 'finished', id: ended }), RESULT_HOLD_MS);
    return () => clearTimeout(timer);
  }, [ended, words, onLanded]);

  return (
    <CaptureCanvas scene="case-battle" bus={driver.bus} label="Case battle reels: one per seat" />
  );
}
