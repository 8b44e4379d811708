import { useEffect } from 'react';
import type { SceneDriver } from './scene-driver';
import { keyLikeOf } from './key-like';
import { isSkipKey } from './skip-keys';

/** Escape or Enter (see skip-keys.ts) lands the page's running animation at once. */
export function useSkipAnimation(driver: SceneDriver): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const skip = isSkipKey(keyLikeOf(event));
      // Only a key that skipped something is taken from the page.
      if (skip && driver.skip()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [driver]);
}
