import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  mayReload,
  recoverFromChunkError,
  RELOAD_GUARD_MS,
} from './chunk-reload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: /assets/Home-abc.js',
);

describe('chunk reload', () => {
  it('recognises failed lazy imports in Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows one reload per guard window', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(false);
    expect(mayReload(1_000, 1_001 + RELOAD_GUARD_MS)).toBe(true);
  });
});

describe('recovering from a failed chunk', () => {
  it('reloads when a new build is deployed', async () => {
    const reload = vi.fn(() => true);
    await expect(
      recoverFromChunkError(chunkError, { isNewBuildDeployed: async () => true, reload }),
    ).resolves.toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when the build is unchanged or cannot be checked', async () => {
    const reload = vi.fn(() => true);
    await expect(
      recoverFromChunkError(chunkError, { isNewBuildDeployed: async () => false, reload }),
    ).resolves.toBe(false);
    await expect(
      recoverFromChunkError(chunkError, {
        isNewBuildDeployed: () => Promise.reject(new Error('offline')),
        reload,
      }),
    ).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves other errors alone without asking the server', async () => {
    const isNewBuildDeployed = vi.fn(async () => true);
    const reload = vi.fn(() => true);
    await expect(
      recoverFromChunkError(new Error('render failed'), { isNewBuildDeployed, reload }),
    ).resolves.toBe(false);
    expect(isNewBuildDeployed).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports no reload when the guard refuses one', async () => {
    await expect(
      recoverFromChunkError(chunkError, {
        isNewBuildDeployed: async () => true,
        reload: () => false,
      }),
    ).resolves.toBe(false);
  });
});
