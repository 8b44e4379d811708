import { describe, expect, it } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import type { RewardsSummary } from '../../../shared/contract/rewards';
import { dispatchRealtimeEvent } from '../realtime/realtime-events';
import { createRewardsStore } from './rewards-store';
import { followRewards } from './rewards-live';

const summary = exampleResponses.getRewards as RewardsSummary;

function readyStore() {
  const store = createRewardsStore();
  store.setState({ load: { status: 'ready', summary } });
  return store;
}

const claimableOf = (store: ReturnType<typeof createRewardsStore>) => {
  const load = store.getState().load;
  return load.status === 'ready' ? load.summary.rakeback : null;
};

describe('followRewards', () => {
  it('sets the claimable rakeback from rewards.rakeback and keeps the rest', () => {
    const store = readyStore();
    const stop = followRewards(store);
    dispatchRealtimeEvent('rewards.rakeback', { data: { claimable: 4_321 } });
    expect(claimableOf(store)).toEqual({ ...summary.rakeback, claimable: 4_321 });
    stop();
    dispatchRealtimeEvent('rewards.rakeback', { data: { claimable: 1 } });
    expect(claimableOf(store)?.claimable).toBe(4_321);
  });

  it('ignores a malformed payload, and a page that has not loaded', () => {
    const store = readyStore();
    const idle = createRewardsStore();
    const stops = [followRewards(store), followRewards(idle)];
    dispatchRealtimeEvent('rewards.rakeback', { data: { claimable: -5 } });
    dispatchRealtimeEvent('rewards.rakeback', { data: {} });
    expect(claimableOf(store)).toEqual(summary.rakeback);
    dispatchRealtimeEvent('rewards.rakeback', { data: { claimable: 7 } });
    expect(idle.getState().load).toEqual({ status: 'idle' });
    for (const stop of stops) stop();
  });
});
