import { useEffect, useRef } from 'react';
import { hotkeyFor, type HotkeyAction } from './hotkeys';
import { keyLikeOf } from './key-like';

/**
 * Listens for the game shortcuts on the window while `enabled` (e.g. not while a modal is
 * open). Handlers live in a ref so a re-render never re-subscribes the listener.
 */
export function useBetHotkeys(
  handlers: Partial<Record<HotkeyAction, () => void>>,
  enabled = true,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = hotkeyFor(keyLikeOf(event));
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      // Space would otherwise scroll the page.
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
