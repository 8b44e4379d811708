import { useEffect, useReducer, useRef, useState } from 'react';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { realtimeStore } from '../realtime/realtime-store';
import { subscribeChannel, unsubscribeChannel } from '../realtime/realtime';
import { battleLobbyApi } from './battle-lobby-api';
import { EMPTY_BATTLE_LIST, battleListReducer, type BattleListState } from './battle-list';
import { connectBattleList, type BattleListFeedDeps } from './battle-list-feed';

/** Calls back when the socket connects again after it was away (not on the first connect). */
function onReconnected(listener: () => void): () => void {
  let was = realtimeStore.getState().status;
  return realtimeStore.subscribe(({ status }) => {
    const back = status === 'connected' && was === 'reconnecting';
    was = status;
    if (back) listener();
  });
}

const realtimeDeps: BattleListFeedDeps = {
  subscribe: subscribeChannel,
  unsubscribe: unsubscribeChannel,
  on: onRealtimeEvent,
  onConnected: onReconnected,
  list: () => battleLobbyApi.list(),
};

export interface BattleListView {
  state: BattleListState;
  /** The list could not be read (the socket may still bring battles). */
  failed: boolean;
  retry: () => void;
}

/** The live case battles list while the page is mounted. */
export function useBattleList(deps: BattleListFeedDeps = realtimeDeps): BattleListView {
  const [state, dispatch] = useReducer(battleListReducer, EMPTY_BATTLE_LIST);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);
  seq.current = state.seq;

  useEffect(() => {
    setFailed(false);
    return connectBattleList(
      (event) => {
        if (event.type === 'snapshot') setFailed(false);
        dispatch(event);
      },
      () => seq.current,
      () => setFailed(true),
      deps,
    );
  }, [deps, attempt]);

  return { state, failed, retry: () => setAttempt((n) => n + 1) };
}
