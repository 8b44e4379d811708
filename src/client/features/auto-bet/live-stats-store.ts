import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { InstantGame } from '../../../shared/contract/instantGames';
import type { Hundredths } from '../../../shared/money';
import { EMPTY_STATS, withBet, type LiveStats } from './live-stats';

export interface LiveStatsState {
  stats: Partial<Record<InstantGame, LiveStats>>;
  /** A bet's result has shown (its animation landed): count it. */
  record(game: InstantGame, bet: { stake: Hundredths; payout: Hundredths }): void;
  reset(game: InstantGame): void;
}

export function createLiveStatsStore() {
  return createStore<LiveStatsState>()((set, get) => ({
    stats: {},
    record(game, bet) {
      const current = get().stats[game] ?? EMPTY_STATS;
      set({ stats: { ...get().stats, [game]: withBet(current, bet) } });
    },
    reset(game) {
      set({ stats: { ...get().stats, [game]: EMPTY_STATS } });
    },
  }));
}

/** This tab's session stats per game, kept across page visits (like the result strip). */
export const liveStatsStore = createLiveStatsStore();

export function useLiveStats(game: InstantGame): LiveStats {
  return useStore(liveStatsStore, (state) => state.stats[game] ?? EMPTY_STATS);
}

/** Counts a revealed bet in the game's live stats. */
export function recordLiveStat(
  game: InstantGame,
  bet: { stake: Hundredths; payout: Hundredths },
): void {
  liveStatsStore.getState().record(game, bet);
}
