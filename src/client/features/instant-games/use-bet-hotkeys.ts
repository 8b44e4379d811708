import { useEffect, useRef } from 'react';
import { hotkeyFor, type HotkeyAction } from './hotkeys';

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
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = hotkeyFor({
        key: event.key,
        code: event.code,
        repeat: event.repeat,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        defaultPrevented: event.defaultPrevented,
        target: target && {
          tagName: target.tagName,
          type: target instanceof HTMLInputElement ? target.type : undefined,
          isContentEditable: target.isContentEditable,
          role: target.getAttribute('role'),
        },
      });
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
