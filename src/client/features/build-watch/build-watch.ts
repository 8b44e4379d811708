import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { CURRENT_BUILD_ID } from '../../lib/build-id';
import { recoverFromChunkError, reloadForNewBuild } from '../../lib/chunk-reload';
import { createBuildWatcher, type BuildWatcher } from './build-watcher';

/** Served beside the app by the server (written by the build). */
export const BUILD_FILE_URL = '/build.json';

export interface BuildWatchState {
  /** True once the deployed build differs from this page's. */
  newBuildAvailable: boolean;
  /** The player closed the banner for this page. */
  dismissed: boolean;
}

export const buildWatchStore = createStore<BuildWatchState>()(() => ({
  newBuildAvailable: false,
  dismissed: false,
}));

export function useBuildWatch<T>(selector: (state: BuildWatchState) => T): T {
  return useStore(buildWatchStore, selector);
}

/** The deployed build's id from /build.json; null when it is missing or malformed. */
export async function fetchDeployedBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  const response = await fetcher(BUILD_FILE_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

let watcher: BuildWatcher | null = null;

/** Starts polling for a new build (production builds only: dev has no build id). */
export function startBuildWatch(): void {
  if (watcher || !CURRENT_BUILD_ID || typeof document === 'undefined') return;
  watcher = createBuildWatcher({
    currentId: CURRENT_BUILD_ID,
    fetchLatestId: () => fetchDeployedBuildId(),
    onNewBuild: () => buildWatchStore.setState({ newBuildAvailable: true }),
    timers: {
      setTimeout: (task, ms) => window.setTimeout(task, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      now: () => Date.now(),
    },
    visibility: {
      isHidden: () => document.visibilityState === 'hidden',
      onChange(listener) {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
    },
  });
  watcher.start();
  // Vite reports a failed preload of a lazy chunk's dependencies here.
  window.addEventListener('vite:preloadError', (event) => {
    void recoverChunk((event as Event & { payload?: unknown }).payload);
  });
}

/** Whether a newer build is deployed, asking the server when that is not known yet. */
export function isNewBuildDeployed(): Promise<boolean> {
  if (buildWatchStore.getState().newBuildAvailable) return Promise.resolve(true);
  return watcher ? watcher.checkNow() : Promise.resolve(false);
}

/** A chunk failed to load: reload (guarded) when a new build explains it. True when reloading. */
export function recoverChunk(error: unknown): Promise<boolean> {
  return recoverFromChunkError(error, { isNewBuildDeployed, reload: reloadForNewBuild });
}
