import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { LOBBY_GAMES } from '../../../../games/registry.client';
import type { GameActivity, GameKind, HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { onRealtimeEvent } from '../realtime/realtime-events';
import type { GameKey } from './games';

/** The lobby's game keys and the server's game kinds name the same games differently. */
export const GAME_KIND_OF = Object.fromEntries(
  LOBBY_GAMES.map((game) => [game.key, game.kind]),
) as Record<GameKey, GameKind>;

export const gameActivityStore = createStore<{ activity: GameActivity }>(() => ({
  activity: {},
}));

let started = false;

/** Loads the counts once, then follows games.activity; safe to call from every tile. */
function startGameActivity(): void {
  if (started) return;
  started = true;
  const set = (value: unknown) => {
    const activity = readActivity(value);
    if (activity) gameActivityStore.setState({ activity });
  };
  onRealtimeEvent('games.activity', (payload) => {
    set((payload as { data?: { activity?: unknown } } | undefined)?.data?.activity);
  });
  void apiRequest<HttpResponse<'getGamesActivity'>>('/games/activity')
    .then(({ activity }) => set(activity))
    .catch(() => undefined); // games.activity follows over the socket anyway
}

/** The kinds the lobby shows; the contract's own list would bring zod into the lobby. */
const KINDS: ReadonlySet<string> = new Set(Object.values(GAME_KIND_OF));

/**
 * The counts checked by hand: this store lives in the lobby, which must not pull in the
 * contract's zod schemas. Unknown games are skipped; a malformed count drops the message.
 */
export function readActivity(value: unknown): GameActivity | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const activity: GameActivity = {};
  for (const [kind, count] of Object.entries(value)) {
    if (!KINDS.has(kind)) continue;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return null;
    activity[kind as GameKind] = count;
  }
  return activity;
}

/** Players in a game right now (0 when nobody is). */
export function usePlayersIn(key: GameKey): number {
  useEffect(startGameActivity, []);
  return useStore(gameActivityStore, (s) => s.activity[GAME_KIND_OF[key]] ?? 0);
}
