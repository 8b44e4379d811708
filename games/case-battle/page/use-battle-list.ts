import { useEffect, useReducer, useRef, useState } from 'react';
import { onChannelJoined } from '../../../src/client/features/realtime/channel-joins';
import { onRealtimeEvent } from '../../../src/client/features/realtime/realtime-events';
import {
  subscribeChannel,
  unsubscribeChannel,
} from '../../../src/client/features/realtime/realtime';
import { battleLobbyApi } from './battle-lobby-api';
import { EMPTY_BATTLE_LIST, battleListReducer, type BattleListState } from './battle-list';
import { connectBattleList, type BattleListFeedDeps } from './battle-list-feed';

const realtimeDeps: BattleListFeedDeps = {
  subscribe: subscribeChannel,
  unsubscribe: unsubscribeChannel,
  on: onRealtimeEvent,
  onJoined: onChannelJoined,
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
