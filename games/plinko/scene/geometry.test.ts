import { describe, expect, it } from 'vitest';
import { resolveTuning } from '../../engine/tuning';
import tuningFile from '../tuning.json';
import {
  bucketCentreX,
  bucketHeat,
  bucketSpan,
  compactMultiplier,
  clampRows,
  contactX,
  formatMultiplier,
  heatColour,
  pegX,
  pegY,
  plinkoGeometry,
  restY,
} from './geometry';

const tuning = resolveTuning(tuningFile);

describe('plinko geometry', () => {
  it.each([8, 12, 16])('fits %i rows, their pegs and buckets inside the board', (rows) => {
    const g = plinkoGeometry(rows, tuning);
    const { width, height } = tuning.sizes;
    expect(g.rows).toBe(rows);
    expect(pegX(g, rows - 1, 0)).toBeGreaterThan(0);
    expect(pegX(g, rows - 1, rows + 1)).toBeLessThan(width);
    expect(bucketSpan(g, 0)[0]).toBeGreaterThanOrEqual(0);
    expect(bucketSpan(g, rows)[1]).toBeLessThanOrEqual(width);
    expect(g.bucketY + g.bucketHeight).toBeLessThanOrEqual(height);
    expect(g.startY).toBeGreaterThan(0);
    expect(pegY(g, rows - 1)).toBeLessThan(g.bucketY);
    expect(restY(g)).toBeLessThan(g.bucketY);
  });

  it('puts contact points on pegs and buckets between the last row’s pegs', () => {
    const g = plinkoGeometry(10, tuning);
    for (let row = 0; row < 10; row++) {
      for (let rights = 0; rights <= row; rights++) {
        // the peg hit is never an outermost one of its row
        expect(contactX(g, row, rights)).toBeCloseTo(pegX(g, row, rights + 1), 9);
      }
    }
    for (let b = 0; b <= 10; b++) {
      const mid = (pegX(g, 9, b) + pegX(g, 9, b + 1)) / 2;
      expect(bucketCentreX(g, b)).toBeCloseTo(mid, 9);
      const [left, right] = bucketSpan(g, b);
      expect(left).toBeLessThan(bucketCentreX(g, b));
      expect(right).toBeGreaterThan(bucketCentreX(g, b));
      if (b > 0) expect(left).toBeGreaterThan(bucketSpan(g, b - 1)[1]); // buckets do not overlap
    }
  });

  it('clamps rows to 8..16', () => {
    expect(clampRows(3)).toBe(8);
    expect(clampRows(40)).toBe(16);
    expect(clampRows(Number.NaN)).toBe(16);
    expect(plinkoGeometry(99, tuning).rows).toBe(16);
  });

  it('colours buckets hot at the edges and cool in the middle', () => {
    expect(bucketHeat(0, 16)).toBe(1);
    expect(bucketHeat(16, 16)).toBe(1);
    expect(bucketHeat(8, 16)).toBe(0);
    expect(bucketHeat(4, 16)).toBe(0.5);
    const cool = 0xffc94d;
    const warm = 0xff8a1f;
    const hot = 0xff3d5a;
    expect(heatColour(0, cool, warm, hot)).toBe(cool);
    expect(heatColour(0.5, cool, warm, hot)).toBe(warm);
    expect(heatColour(1, cool, warm, hot)).toBe(hot);
    expect(heatColour(0.25, 0x000000, 0x0000ff, 0xffffff)).toBe(0x000080);
  });

  it('labels multipliers the way players read them', () => {
    expect(formatMultiplier(1000)).toBe('1000x');
    expect(formatMultiplier(130)).toBe('130x');
    expect(formatMultiplier(5.6)).toBe('5.6x');
    expect(formatMultiplier(0.2)).toBe('0.2x');
    expect(formatMultiplier(2)).toBe('2x');
    expect(formatMultiplier(1.1)).toBe('1.1x');
  });

  it('writes narrow buckets compactly', () => {
    expect(compactMultiplier(1000)).toBe('1k');
    expect(compactMultiplier(130)).toBe('130');
    expect(compactMultiplier(0.2)).toBe('0.2');
    expect(compactMultiplier(5.6)).toBe('5.6');
  });
});
