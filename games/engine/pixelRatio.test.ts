import { describe, expect, it } from 'vitest';
import { canvasSizeFor, effectivePixelRatio, fitBoard, MAX_PIXEL_RATIO } from './pixelRatio';

describe('pixel ratio', () => {
  it('uses the device ratio up to the cap, and 1 when unknown', () => {
    expect(effectivePixelRatio(1)).toBe(1);
    expect(effectivePixelRatio(1.5)).toBe(1.5);
    expect(effectivePixelRatio(3)).toBe(MAX_PIXEL_RATIO);
    expect(effectivePixelRatio(undefined)).toBe(1);
    expect(effectivePixelRatio(0)).toBe(1);
    expect(effectivePixelRatio(0.5)).toBe(1);
    expect(effectivePixelRatio(Number.NaN)).toBe(1);
  });

  it('sizes the drawing buffer in device pixels', () => {
    expect(canvasSizeFor(400, 300, 2)).toEqual({ width: 800, height: 600, ratio: 2 });
    expect(canvasSizeFor(333.3, 100, 1.5)).toEqual({ width: 500, height: 150, ratio: 1.5 });
    expect(canvasSizeFor(0, 0, 1)).toEqual({ width: 1, height: 1, ratio: 1 });
  });

  it('fits a board by its tighter side and centres it', () => {
    expect(fitBoard(800, 600, 400, 400)).toEqual({ zoom: 1.5, centerX: 200, centerY: 200 });
    expect(fitBoard(1600, 200, 800, 200).zoom).toBe(1);
    expect(fitBoard(0, 0, 800, 200).zoom).toBe(1);
  });
});
