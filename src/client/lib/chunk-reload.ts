/** How long after a reload another one is refused, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'gemdrop:chunk-reload-at';

/** A lazy route's chunk failed to load: usually a new build replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    error.message,
  );
}

/** Whether a reload is allowed now, given when the last one happened (null: never). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** Reloads the page to pick up the new build, at most once per guard window. */
export function reloadForNewBuild(): boolean {
  const last = Number(sessionStorage.getItem(STORAGE_KEY)) || null;
  const now = Date.now();
  if (!mayReload(last, now)) return false;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
