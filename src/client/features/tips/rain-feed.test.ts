import { describe, expect, it } from 'vitest';
import type { RainState } from '../../../shared/contract';
import type { ConnectionStatus } from '../realtime/realtime-store';
import { followRain, readRainState, type RainFeedDeps } from './rain-feed';

const AT = '2030-01-01T00:30:00.000Z';
const state = (pool: number): RainState => ({ pool, nextRainAt: AT });

/** A socket and an API under the test's control. */
function fakeDeps(initial: ConnectionStatus = 'connecting') {
  const listeners = new Map<string, (payload: unknown) => void>();
  let statusListener: ((s: ConnectionStatus) => void) | undefined;
  const reads: Array<(value: unknown) => void> = [];
  const deps: RainFeedDeps = {
    fetchRain: () => new Promise((resolve) => reads.push(resolve)),
    onEvent: (event, listener) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    status: () => initial,
    onStatus: (listener) => {
      statusListener = listener;
      return () => (statusListener = undefined);
    },
  };
  return {
    deps,
    reads,
    push: (payload: unknown) => listeners.get('rain.update')?.(payload),
    setStatus: (s: ConnectionStatus) => statusListener?.(s),
    listening: () => listeners.size > 0 || statusListener !== undefined,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readRainState', () => {
  it('takes a well-formed pool and drops anything else', () => {
    expect(readRainState(state(5))).toEqual(state(5));
    for (const bad of [
      null,
      'x',
      { pool: -1, nextRainAt: AT },
      { pool: 1.5, nextRainAt: AT },
      { pool: '5', nextRainAt: AT },
      { pool: 5, nextRainAt: 'soon' },
      { pool: 5 },
    ])
      expect(readRainState(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe('followRain', () => {
  it('reads once, then follows updates without polling', async () => {
    const f = fakeDeps();
    const seen: RainState[] = [];
    followRain((r) => seen.push(r), f.deps);
    expect(f.reads).toHaveLength(1);
    f.reads[0]!(state(100));
    await settle();
    f.push({ data: { rain: state(250) } });
    f.push({ data: { rain: { pool: 'bad' } } });
    expect(seen).toEqual([state(100), state(250)]);
    expect(f.reads).toHaveLength(1);
  });

  it('reads again on every (re)connect, not while connected', async () => {
    const f = fakeDeps();
    const seen: RainState[] = [];
    followRain((r) => seen.push(r), f.deps);
    f.setStatus('connected');
    f.setStatus('connected');
    expect(f.reads).toHaveLength(2);
    f.setStatus('reconnecting');
    f.setStatus('connected');
    expect(f.reads).toHaveLength(3);
    f.reads[2]!(state(7));
    await settle();
    expect(seen).toEqual([state(7)]);
  });

  it('does not read again when mounted on a socket already connected', () => {
    const f = fakeDeps('connected');
    followRain(() => undefined, f.deps);
    f.setStatus('connected');
    expect(f.reads).toHaveLength(1);
  });

  it('drops a read that an update overtook, and everything once stopped', async () => {
    const f = fakeDeps();
    const seen: RainState[] = [];
    const stop = followRain((r) => seen.push(r), f.deps);
    f.push({ data: { rain: state(300) } });
    f.reads[0]!(state(100)); // started before the update: older
    await settle();
    expect(seen).toEqual([state(300)]);
    stop();
    expect(f.listening()).toBe(false);
  });
});
