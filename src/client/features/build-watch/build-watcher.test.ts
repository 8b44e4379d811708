import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  createBuildWatcher,
  FIRST_CHECK_MS,
  type BuildWatcherOptions,
} from './build-watcher';

/** A tab whose visibility the test flips, as the browser would. */
function fakeTab() {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    visibility: {
      isHidden: () => hidden,
      onChange(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function setup(deployed: () => string | null) {
  const tab = fakeTab();
  const fetchLatestId = vi.fn(async () => deployed());
  const onNewBuild = vi.fn();
  const options: BuildWatcherOptions = {
    currentId: 'build-1',
    fetchLatestId,
    onNewBuild,
    visibility: tab.visibility,
    timers: {
      setTimeout: (task, ms) => setTimeout(task, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
    },
  };
  return { watcher: createBuildWatcher(options), fetchLatestId, onNewBuild, tab };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('build watcher', () => {
  it('checks first after 1 s, then every interval', async () => {
    const { watcher, fetchLatestId } = setup(() => 'build-1');
    watcher.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS - 1);
    expect(fetchLatestId).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatestId).toHaveBeenCalledTimes(3);
    watcher.stop();
  });

  it('announces a new build once and stops polling', async () => {
    let deployed = 'build-1';
    const { watcher, fetchLatestId, onNewBuild } = setup(() => deployed);
    watcher.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    deployed = 'build-2';
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-2');
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 5);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    await expect(watcher.checkNow()).resolves.toBe(true);
  });

  it('does not poll while the tab is hidden, and checks when it returns if a check is due', async () => {
    const { watcher, fetchLatestId, tab } = setup(() => 'build-1');
    watcher.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    tab.setHidden(true);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 10);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    tab.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('a tab hidden briefly waits for the rest of the interval', async () => {
    const { watcher, fetchLatestId, tab } = setup(() => 'build-1');
    watcher.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    tab.setHidden(true);
    await vi.advanceTimersByTimeAsync(1_000);
    tab.setHidden(false);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1_001);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('treats an unknown or failing answer as "no new build" and keeps polling', async () => {
    let answer: () => string | null = () => null;
    const { watcher, fetchLatestId, onNewBuild } = setup(() => answer());
    watcher.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    answer = () => {
      throw new Error('offline');
    };
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
    await expect(watcher.checkNow()).resolves.toBe(false);
    watcher.stop();
  });

  it('shares one request between checks asked for at the same time', async () => {
    const { watcher, fetchLatestId } = setup(() => 'build-2');
    const [a, b] = await Promise.all([watcher.checkNow(), watcher.checkNow()]);
    expect([a, b]).toEqual([true, true]);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
  });

  it('stop() ends polling and releases the visibility listener', async () => {
    const { watcher, fetchLatestId, tab } = setup(() => 'build-1');
    watcher.start();
    watcher.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(fetchLatestId).not.toHaveBeenCalled();
    expect(tab.listeners.size).toBe(0);
  });
});
