// Where the floating stats panel sits: an offset from the viewport's bottom-right corner,
// so it stays put in the corner players expect when the window resizes, and is always
// kept fully on screen.

export interface PanelOffset {
  /** Pixels from the viewport's right edge. */
  right: number;
  /** Pixels from the viewport's bottom edge. */
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The gap kept to the viewport's edges. */
export const PANEL_MARGIN = 8;
/** One arrow press moves this far; with Shift, four times as far. */
export const PANEL_STEP = 16;

/** The offset that keeps the whole panel inside the viewport (pinned to the corner if it cannot). */
export function clampOffset(offset: PanelOffset, panel: Size, viewport: Size): PanelOffset {
  const limit = (value: number, room: number) =>
    Math.round(Math.min(Math.max(PANEL_MARGIN, value), Math.max(PANEL_MARGIN, room)));
  return {
    right: limit(offset.right, viewport.width - panel.width - PANEL_MARGIN),
    bottom: limit(offset.bottom, viewport.height - panel.height - PANEL_MARGIN),
  };
}

/** The move an arrow key asks for, or null for any other key. */
export function keyMove(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? PANEL_STEP * 4 : PANEL_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/** The offset after moving the panel by dx, dy screen pixels (right and down are positive). */
export function moveOffset(offset: PanelOffset, dx: number, dy: number): PanelOffset {
  return { right: offset.right - dx, bottom: offset.bottom - dy };
}
