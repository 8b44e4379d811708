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

export interface ChunkRecovery {
  /** Whether a newer build than this page's is deployed (asks the server if not yet known). */
  isNewBuildDeployed(): Promise<boolean>;
  /** The guarded reload; false when the guard refused it. */
  reload(): boolean;
}

/**
 * The spec's rule for a failed chunk: reload only once a new build is detected (the old
 * files are gone), and at most once per guard window. Resolves true when reloading.
 */
export async function recoverFromChunkError(
  error: unknown,
  { isNewBuildDeployed, reload }: ChunkRecovery,
): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const newBuild = await isNewBuildDeployed().catch(() => false);
  return newBuild && reload();
}
