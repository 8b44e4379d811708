import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  type GameActivity,
  type GameKind,
  type HttpResponse,
  gameActivitySchema,
} from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { onRealtimeEvent } from '../realtime/realtime-events';
import type { GameKey } from './games';

/** The lobby's game keys and the server's game kinds name the same games differently. */
export const GAME_KIND_OF: Record<GameKey, GameKind> = {
  mines: 'mines',
  plinko: 'plinko',
  roulette: 'roulette',
  crash: 'crash',
  coinflip: 'coin-flip',
  dice: 'dice',
  upgrader: 'skin-upgrade',
  'case-opening': 'case-unbox',
  'case-battles': 'case-battle',
};

export const gameActivityStore = createStore<{ activity: GameActivity }>(() => ({
  activity: {},
}));

let started = false;

/** Loads the counts once, then follows games.activity; safe to call from every tile. */
function startGameActivity(): void {
  if (started) return;
  started = true;
  const set = (value: unknown) => {
    const parsed = gameActivitySchema.safeParse(value);
    if (parsed.success) gameActivityStore.setState({ activity: parsed.data });
  };
  onRealtimeEvent('games.activity', (payload) => {
    set((payload as { data?: { activity?: unknown } } | undefined)?.data?.activity);
  });
  void apiRequest<HttpResponse<'getGamesActivity'>>('/games/activity')
    .then(({ activity }) => set(activity))
    .catch(() => undefined); // games.activity follows over the socket anyway
}

/** Players in a game right now (0 when nobody is). */
export function usePlayersIn(key: GameKey): number {
  useEffect(startGameActivity, []);
  return useStore(gameActivityStore, (s) => s.activity[GAME_KIND_OF[key]] ?? 0);
}
