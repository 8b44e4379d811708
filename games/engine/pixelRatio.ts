// How many canvas pixels a host box gets: crisp on retina screens, but capped, because a
// 3x phone would otherwise fill nine times the pixels of its CSS size for little gain.

export const MAX_PIXEL_RATIO = 2;

export function effectivePixelRatio(devicePixelRatio: number | undefined): number {
  const ratio = devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(Math.max(ratio, 1), MAX_PIXEL_RATIO);
}

export interface CanvasSize {
  /** Canvas pixels (the drawing buffer). */
  width: number;
  height: number;
  /** The ratio used: canvas pixels per CSS pixel. */
  ratio: number;
}

/** The drawing-buffer size for a host box of `cssWidth` x `cssHeight` CSS pixels. */
export function canvasSizeFor(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio?: number,
): CanvasSize {
  const ratio = effectivePixelRatio(devicePixelRatio);
  return {
    width: Math.max(1, Math.round(cssWidth * ratio)),
    height: Math.max(1, Math.round(cssHeight * ratio)),
    ratio,
  };
}

/** The uniform scale and offset that fit a `boardWidth` x `boardHeight` board inside a canvas, centred. */
export function fitBoard(
  canvasWidth: number,
  canvasHeight: number,
  boardWidth: number,
  boardHeight: number,
): { zoom: number; centerX: number; centerY: number } {
  const zoom = Math.min(canvasWidth / boardWidth, canvasHeight / boardHeight);
  return {
    zoom: zoom > 0 && Number.isFinite(zoom) ? zoom : 1,
    centerX: boardWidth / 2,
    centerY: boardHeight / 2,
  };
}
