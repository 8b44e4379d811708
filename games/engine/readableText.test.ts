import { describe, expect, it } from 'vitest';
import { fitBoard } from './pixelRatio';
import {
  estimateTextWidth,
  measuredTextStyle,
  MIN_TEXT_CSS_PX,
  readableFontSize,
  TEXT_METRICS_SAMPLE,
} from './readableText';

describe('readable scene text', () => {
  it('keeps the designed size where the board is large enough', () => {
    // an 800-unit board on a 1000 CSS px canvas: 15 units show as 18.75 px
    expect(readableFontSize(15, 1000 / 800)).toBe(15);
  });

  it('grows text on a small board to the minimum CSS size', () => {
    // the dice track on a phone: 800 board units across 364 CSS px
    const cssPerUnit = 364 / 800;
    const size = readableFontSize(15, cssPerUnit);
    expect(size * cssPerUnit).toBeCloseTo(MIN_TEXT_CSS_PX, 9);
    expect(size).toBeGreaterThan(15);
  });

  it('holds at every canvas size from a 320 px phone to a 2560 px screen, at any pixel ratio', () => {
    for (const cssWidth of [320, 360, 390, 768, 1440, 2560]) {
      for (const ratio of [1, 2]) {
        // the stage: canvas pixels = CSS px x ratio; the scene zooms the board into them
        const zoom = fitBoard(cssWidth * ratio, cssWidth * ratio, 800, 760).zoom;
        const cssPerUnit = zoom / ratio;
        for (const designed of [6, 15, 22]) {
          const shown = readableFontSize(designed, cssPerUnit) * cssPerUnit;
          expect(shown).toBeGreaterThanOrEqual(MIN_TEXT_CSS_PX - 1e-9);
          expect(shown).toBeGreaterThanOrEqual(designed * cssPerUnit - 1e-9);
        }
      }
    }
  });

  it('ignores a canvas that has no size yet', () => {
    expect(readableFontSize(15, 0)).toBe(15);
    expect(readableFontSize(15, Number.NaN)).toBe(15);
  });

  it('estimates wider labels for more characters and larger fonts', () => {
    expect(estimateTextWidth('1000x', 10)).toBeGreaterThan(estimateTextWidth('1k', 10));
    expect(estimateTextWidth('2x', 20)).toBe(2 * estimateTextWidth('2x', 10));
  });
});

describe('scene text metrics', () => {
  it('measures a text on a sample with an underscore, so "alice_walk" keeps its "_"', () => {
    const style = measuredTextStyle({ fontFamily: 'system-ui', fontSize: '15px', color: '#fff' });
    expect(style.testString).toBe(TEXT_METRICS_SAMPLE);
    expect(style.testString).toContain('_');
    // ...and the descenders and tall letters Phaser's own sample measures.
    for (const glyph of ['|', 'M', 'É', 'q', 'g', 'y']) expect(style.testString).toContain(glyph);
    expect(style).toMatchObject({ fontFamily: 'system-ui', fontSize: '15px', color: '#fff' });
  });

  it("keeps a style's own sample", () => {
    expect(measuredTextStyle({ testString: '0123456789' }).testString).toBe('0123456789');
  });
});
