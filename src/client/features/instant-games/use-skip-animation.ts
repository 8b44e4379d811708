import { useEffect } from 'react';
import type { SceneDriver } from './scene-driver';
import { isSkipKey } from './skip-keys';

/** Escape or Enter (see skip-keys.ts) lands the page's running animation at once. */
export function useSkipAnimation(driver: SceneDriver): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const skip = isSkipKey({
        key: event.key,
        repeat: event.repeat,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        defaultPrevented: event.defaultPrevented,
        target: target && {
          tagName: target.tagName,
          type: target instanceof HTMLInputElement ? target.type : undefined,
          isContentEditable: target.isContentEditable,
          role: target.getAttribute('role'),
        },
      });
      // Only a key that skipped something is taken from the page.
      if (skip && driver.skip()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [driver]);
}
