import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RewardsSummary } from '../../../shared/contract/rewards';
import { messageOf } from '../../lib/api-error';
import { rewardsApi } from './rewards-api';

export type RewardsLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; summary: RewardsSummary }
  | { status: 'error'; message: string };

export interface RewardsState {
  load: RewardsLoad;
  /** Fetches the signed-in player's rewards (again on every call: claims change them). */
  refresh(): Promise<void>;
  /** Applies what changed after a claim without another round trip. */
  patch(update: (summary: RewardsSummary) => RewardsSummary): void;
  reset(): void;
}

export function createRewardsStore(api: Pick<typeof rewardsApi, 'get'> = rewardsApi) {
  return createStore<RewardsState>()((set, get) => ({
    load: { status: 'idle' },
    async refresh() {
      // Keeps the page as it is while a refresh runs; only the first load shows skeletons.
      if (get().load.status !== 'ready') set({ load: { status: 'loading' } });
      try {
        set({ load: { status: 'ready', summary: await api.get() } });
      } catch (error) {
        set({ load: { status: 'error', message: messageOf(error) } });
      }
    },
    patch(update) {
      const current = get().load;
      if (current.status === 'ready')
        set({ load: { status: 'ready', summary: update(current.summary) } });
    },
    reset() {
      set({ load: { status: 'idle' } });
    },
  }));
}

export const rewardsStore = createRewardsStore();

export function useRewards<T>(select: (state: RewardsState) => T): T {
  return useStore(rewardsStore, select);
}
