import type { StoreApi } from 'zustand/vanilla';
import { rewardsRakebackPayload } from '../../../shared/contract/rewards';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type RealtimeState, realtimeStore } from '../realtime/realtime-store';
import { type RewardsState, rewardsStore } from './rewards-store';

const signedInSocket = (state: RealtimeState) =>
  state.status === 'connected' && state.authenticated;

/**
 * Keeps an open /rewards page current: 'rewards.rakeback' sets the claimable rakeback as
 * the accrual step changes it, and a socket that logs in again reloads the page's rewards
 * (what was sent while it was away never arrives). Returns the function that stops.
 */
export function followRewards(
  store: StoreApi<RewardsState> = rewardsStore,
  realtime: StoreApi<RealtimeState> = realtimeStore,
): () => void {
  const stopEvents = onRealtimeEvent('rewards.rakeback', (payload) => {
    const parsed = rewardsRakebackPayload.safeParse(payload);
    if (!parsed.success) return;
    const { claimable } = parsed.data.data;
    store.getState().patch((summary) => ({
      ...summary,
      rakeback: { ...summary.rakeback, claimable },
    }));
  });
  const stopReconnects = realtime.subscribe((now, before) => {
    if (signedInSocket(now) && !signedInSocket(before) && store.getState().load.status === 'ready')
      void store.getState().refresh();
  });
  return () => {
    stopEvents();
    stopReconnects();
  };
}
