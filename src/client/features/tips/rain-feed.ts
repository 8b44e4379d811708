import type { RainState } from '../../../shared/contract';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type ConnectionStatus, realtimeStore } from '../realtime/realtime-store';
import { startupRead } from '../startup/startup-read';
import { tipsApi } from './tips-api';

/**
 * The pool checked by hand: the rain panel sits in the lobby's chat dock, which must not
 * pull in the contract's zod schemas. Anything malformed is dropped.
 */
export function readRainState(value: unknown): RainState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pool, nextRainAt } = value as Record<string, unknown>;
  if (typeof pool !== 'number' || !Number.isSafeInteger(pool) || pool < 0) return null;
  if (typeof nextRainAt !== 'string' || Number.isNaN(Date.parse(nextRainAt))) return null;
  return { pool, nextRainAt };
}

export interface RainFeedDeps {
  fetchRain(): Promise<unknown>;
  onEvent(event: string, listener: (payload: unknown) => void): () => void;
  status(): ConnectionStatus;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
}

const browserDeps: RainFeedDeps = {
  fetchRain: async () => ((await startupRead.take('rain')) ?? (await tipsApi.rain())).rain,
  onEvent: onRealtimeEvent,
  status: () => realtimeStore.getState().status,
  onStatus: (listener) => realtimeStore.subscribe((state) => listener(state.status)),
};

/**
 * Follows the rain pool: read once, then every 'rain.update' from the socket, and read again
 * whenever the socket (re)connects, since updates sent while it was down are lost. A read
 * that an update overtook is dropped, so an older pool never replaces a newer one.
 */
export function followRain(
  onState: (rain: RainState) => void,
  deps: RainFeedDeps = browserDeps,
): () => void {
  let updates = 0;
  let stopped = false;
  const load = () => {
    const seen = updates;
    deps
      .fetchRain()
      .then((value) => {
        const rain = readRainState(value);
        if (rain && !stopped && seen === updates) onState(rain);
      })
      .catch(() => undefined); // the next update or reconnect brings it
  };
  const stopEvents = deps.onEvent('rain.update', (payload) => {
    const rain = readRainState((payload as { data?: { rain?: unknown } } | undefined)?.data?.rain);
    if (!rain || stopped) return;
    updates++;
    onState(rain);
  });
  let connected = deps.status() === 'connected';
  const stopStatus = deps.onStatus((status) => {
    const now = status === 'connected';
    if (now && !connected) load();
    connected = now;
  });
  load();
  return () => {
    stopped = true;
    stopEvents();
    stopStatus();
  };
}
