import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicker, RELATIVE_TIME_REFRESH_MS } from './now-ticker';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-20T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('shared relative-time ticker', () => {
  it('refreshes every 30 s', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(30_000);
    const ticker = createTicker();
    const listener = vi.fn();
    const start = ticker.now();
    ticker.subscribe(listener);
    vi.advanceTimersByTime(29_999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ticker.now()).toBe(start + 30_000);
    vi.advanceTimersByTime(60_000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('runs one timer for any number of listeners, and none once all have left', () => {
    const ticker = createTicker();
    const listeners = Array.from({ length: 100 }, () => vi.fn());
    const unsubscribes = listeners.map((listener) => ticker.subscribe(listener));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000);
    for (const listener of listeners) expect(listener).toHaveBeenCalledTimes(1);
    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up when the first listener arrives after a quiet spell', () => {
    const ticker = createTicker();
    const before = ticker.now();
    vi.advanceTimersByTime(5 * 60_000);
    expect(ticker.now()).toBe(before);
    ticker.subscribe(() => {});
    expect(ticker.now()).toBe(before + 5 * 60_000);
  });
});
