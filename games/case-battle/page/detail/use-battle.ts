import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import { ApiError } from '../../../../src/client/lib/api-error';
import { onChannelJoined } from '../../../../src/client/features/realtime/channel-joins';
import { onRealtimeEvent } from '../../../../src/client/features/realtime/realtime-events';
import {
  subscribeChannel,
  unsubscribeChannel,
} from '../../../../src/client/features/realtime/realtime';
import { battleApi } from './battle-api';
import { NEWS_RETRY_MS, newsKey, newsOverdueInMs } from './battle-news';
import { connectBattle, type BattleFeedDeps } from './battle-feed';
import { battleReducer, EMPTY_BATTLE_STATE, type BattlePageState } from './battle-state';

const realtimeDeps: BattleFeedDeps = {
  subscribe: subscribeChannel,
  unsubscribe: unsubscribeChannel,
  on: onRealtimeEvent,
  onJoined: onChannelJoined,
  get: (id) => battleApi.get(id),
  now: () => Date.now(),
};

export interface BattleFeed {
  state: BattlePageState;
  /** 'missing': no battle has this id (or the link is wrong); 'failed': it could not load. */
  error: 'missing' | 'failed' | null;
  /** A battle this tab's own call answered with: shown at once, before its socket events. */
  apply: (battle: CaseBattle) => void;
  landed: (round: number) => void;
  resultLanded: () => void;
}

/** One battle, kept live for its page, with how far its animations have landed here. */
export function useBattle(id: string): BattleFeed {
  const [state, dispatch] = useReducer(battleReducer, EMPTY_BATTLE_STATE);
  const [error, setError] = useState<BattleFeed['error']>(null);
  const reload = useRef<() => void>(() => undefined);

  useEffect(() => {
    setError(null);
    const feed = connectBattle(
      id,
      (event) => {
        if (event.type === 'snapshot') setError(null);
        dispatch(event);
      },
      (failure) =>
        setError(failure instanceof ApiError && failure.status === 404 ? 'missing' : 'failed'),
      realtimeDeps,
    );
    reload.current = feed.reload;
    return feed.stop;
  }, [id]);

  // A round that skipped one (an event lost meanwhile): read the battle as it is.
  useEffect(() => {
    if (state.stale) reload.current();
  }, [state.stale]);

  // Every told round has landed here and the next news is overdue: read the battle again,
  // and keep reading until it comes (an end lost on the way would hold the page for good).
  const overdueKey = newsKey(state);
  const overdueInMs = newsOverdueInMs(state, Date.now());
  useEffect(() => {
    if (overdueInMs === null) return;
    let retry: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      reload.current();
      retry = setInterval(() => reload.current(), NEWS_RETRY_MS);
    }, overdueInMs);
    return () => {
      clearTimeout(first);
      clearInterval(retry);
    };
    // overdueKey stands for the state the wait was worked out from.
  }, [overdueKey, overdueInMs === null]);

  const apply = useCallback(
    (battle: CaseBattle) => dispatch({ type: 'snapshot', battle, receivedAt: Date.now() }),
    [],
  );
  const landed = useCallback((round: number) => dispatch({ type: 'landed', round }), []);
  const resultLanded = useCallback(() => dispatch({ type: 'result-landed' }), []);
  return { state, error, apply, landed, resultLanded };
}
