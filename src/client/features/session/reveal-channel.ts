import { isRecord } from '../../../shared/is-record';

/**
 * The tabs of one browser tell each other about their bets' animations, so a second tab
 * holds a win until the betting tab's reel has really landed, not until the server's
 * estimate of it (which a slow device overruns):
 * - `playing`: this tab holds a payout under `id` until its scene lands;
 * - `landed`: it landed, the payout may show everywhere;
 * - `gone`: this tab stopped animating it (hidden, closed): the estimate holds again.
 */
export interface RevealSignal {
  kind: 'playing' | 'landed' | 'gone';
  id: string;
}

export interface RevealChannel {
  post(signal: RevealSignal): void;
  /** Hears the other tabs' signals (never this tab's own). */
  listen(hear: (signal: RevealSignal) => void): void;
  close(): void;
}

const KINDS: ReadonlySet<string> = new Set(['playing', 'landed', 'gone']);

/** A message another tab of the same origin posted: one of ours, or ignored. */
export function revealSignalOf(data: unknown): RevealSignal | null {
  if (!isRecord(data)) return null;
  const { kind, id } = data;
  return typeof kind === 'string' && KINDS.has(kind) && typeof id === 'string' && id.length > 0
    ? { kind: kind as RevealSignal['kind'], id }
    : null;
}

/** The browser's channel between tabs; null where there is none (tests, old browsers). */
export function browserRevealChannel(): RevealChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('gemdrop-reveals');
  return {
    post: (signal) => channel.postMessage(signal),
    listen(hear) {
      channel.onmessage = (event: MessageEvent) => {
        const signal = revealSignalOf(event.data);
        if (signal) hear(signal);
      };
    },
    close: () => channel.close(),
  };
}
