/** The spec: the first check one second after start. */
export const FIRST_CHECK_MS = 1_000;
/** Then every two minutes while the tab is visible: a deploy is noticed soon, at a tiny cost. */
export const CHECK_INTERVAL_MS = 120_000;

export interface Timers {
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface Visibility {
  isHidden(): boolean;
  /** Calls back on every visibility change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export interface BuildWatcherOptions {
  /** The build this page runs. */
  currentId: string;
  /** The deployed build's id, or null when it cannot be told (offline, no file). */
  fetchLatestId(): Promise<string | null>;
  /** Called once, when a different build is first seen. */
  onNewBuild(latestId: string): void;
  timers: Timers;
  visibility: Visibility;
}

export interface BuildWatcher {
  start(): void;
  stop(): void;
  /** Checks now (sharing a check already under way); true when a newer build is deployed. */
  checkNow(): Promise<boolean>;
}

/**
 * Polls the deployed build id: first after 1 s, then every CHECK_INTERVAL_MS, never while
 * the tab is hidden (a returning tab checks at once if a check is due). Stops once a new
 * build is seen: the page then only needs a reload.
 */
export function createBuildWatcher(options: BuildWatcherOptions): BuildWatcher {
  const { timers, visibility } = options;
  let timer: unknown = null;
  let running = false;
  let found = false;
  let lastCheckAt: number | null = null;
  let inFlight: Promise<boolean> | null = null;
  let unsubscribe: (() => void) | null = null;

  function clear() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number) {
    clear();
    if (!running || found || visibility.isHidden()) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void checkNow().finally(() => schedule(CHECK_INTERVAL_MS));
    }, ms);
  }

  function checkNow(): Promise<boolean> {
    if (found) return Promise.resolve(true);
    inFlight ??= (async () => {
      try {
        const latest = await options.fetchLatestId();
        lastCheckAt = timers.now();
        if (latest === null || latest === options.currentId) return false;
        if (!found) {
          found = true;
          clear();
          options.onNewBuild(latest);
        }
        return true;
      } catch {
        lastCheckAt = timers.now();
        return false;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  function onVisibilityChange() {
    if (visibility.isHidden()) return clear();
    if (lastCheckAt === null) return schedule(FIRST_CHECK_MS);
    const due = lastCheckAt + CHECK_INTERVAL_MS - timers.now();
    schedule(Math.max(0, due));
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = visibility.onChange(onVisibilityChange);
      schedule(FIRST_CHECK_MS);
    },
    stop() {
      running = false;
      clear();
      unsubscribe?.();
      unsubscribe = null;
    },
    checkNow,
  };
}
