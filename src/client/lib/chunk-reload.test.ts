import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload, RELOAD_GUARD_MS } from './chunk-reload';

describe('chunk reload', () => {
  it('recognises failed lazy imports in Chromium, Firefox and Safari', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/Home-abc.js'),
      ),
    ).toBe(true);
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
