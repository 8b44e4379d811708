import { describe, expect, it } from 'vitest';
import { resolveTuning } from '../../engine/tuning';
import tuningFile from '../tuning.json';
import { axisLabelStyle } from './labelStyle';

const tuning = resolveTuning(tuningFile);

describe('the crash axis labels', () => {
  it('are plain muted text over the page', () => {
    const style = axisLabelStyle(tuning, false);
    expect(style.color).toBe(tuning.css.axisText);
    expect(style.strokeThickness ?? 0).toBe(0);
  });

  it('carry a dark outline over a chroma key, where muted text alone is unreadable', () => {
    const style = axisLabelStyle(tuning, true);
    expect(style.color).toBe(tuning.css.axisText);
    expect(style.stroke).toBe(tuning.css.axisOutline);
    expect(style.strokeThickness).toBeGreaterThanOrEqual(3);
    expect(style.fontSize).toBe(axisLabelStyle(tuning, false).fontSize);
  });
});
