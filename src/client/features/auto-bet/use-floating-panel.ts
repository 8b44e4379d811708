import {
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type CSSProperties,
} from 'react';
import { clampOffset, keyMove, moveOffset, type PanelOffset } from './panel-position';
import { setStatsPanelOffset, statsPanelStore, useStatsPanel } from './stats-panel-store';

/**
 * Positions the floating stats panel from its stored offset and moves it: a pointer drag on
 * the grip, or the arrow keys while the grip has focus. Every move is kept on screen, and
 * so is a resize of the window.
 */
export function useFloatingPanel(open: boolean) {
  const { offset } = useStatsPanel();
  const panel = useRef<HTMLElement | null>(null);
  const drag = useRef<{ x: number; y: number; from: PanelOffset } | null>(null);

  const place = useCallback((next: PanelOffset) => {
    const box = panel.current?.getBoundingClientRect();
    const size = { width: box?.width ?? 0, height: box?.height ?? 0 };
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setStatsPanelOffset(clampOffset(next, size, viewport));
  }, []);

  useEffect(() => {
    if (!open) return;
    const refit = () => place(statsPanelStore.getState().offset);
    refit();
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [open, place]);

  const handle = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, from: offset };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = drag.current;
      if (!start) return;
      place(moveOffset(start.from, event.clientX - start.x, event.clientY - start.y));
    },
    onPointerUp() {
      drag.current = null;
    },
    onPointerCancel() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const move = keyMove(event.key, event.shiftKey);
      if (!move) return;
      event.preventDefault();
      place(moveOffset(offset, move.dx, move.dy));
    },
  };

  const style: CSSProperties = { right: offset.right, bottom: offset.bottom };
  return { ref: panel, style, handle };
}
