import { describe, expect, it } from 'vitest';
import { clampOffset, keyMove, moveOffset, PANEL_MARGIN, PANEL_STEP } from './panel-position';

const panel = { width: 300, height: 400 };

describe('floating panel position', () => {
  it('moves with the arrows, further with Shift', () => {
    expect(keyMove('ArrowLeft', false)).toEqual({ dx: -PANEL_STEP, dy: 0 });
    expect(keyMove('ArrowDown', true)).toEqual({ dx: 0, dy: PANEL_STEP * 4 });
    expect(keyMove('Enter', false)).toBeNull();
    // left and up grow the distance from the bottom-right corner
    expect(moveOffset({ right: 10, bottom: 10 }, -16, -16)).toEqual({ right: 26, bottom: 26 });
  });

  it('keeps the panel on screen', () => {
    const viewport = { width: 1280, height: 720 };
    expect(clampOffset({ right: -50, bottom: -50 }, panel, viewport)).toEqual({
      right: PANEL_MARGIN,
      bottom: PANEL_MARGIN,
    });
    expect(clampOffset({ right: 5_000, bottom: 5_000 }, panel, viewport)).toEqual({
      right: 1280 - 300 - PANEL_MARGIN,
      bottom: 720 - 400 - PANEL_MARGIN,
    });
    expect(clampOffset({ right: 100, bottom: 120 }, panel, viewport)).toEqual({
      right: 100,
      bottom: 120,
    });
  });

  it('pins a panel wider than a 320 px phone to the corner rather than off screen', () => {
    expect(
      clampOffset(
        { right: 40, bottom: 40 },
        { width: 330, height: 900 },
        { width: 320, height: 568 },
      ),
    ).toEqual({
      right: PANEL_MARGIN,
      bottom: PANEL_MARGIN,
    });
  });
});
