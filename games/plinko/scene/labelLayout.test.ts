import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CSS_PX } from '../../engine/readableText';
import { resolveTuning } from '../../engine/tuning';
import { PLINKO_RISKS, plinkoTableE4 } from '../core';
import tuningFile from '../tuning.json';
import { compactMultiplier, formatMultiplier, plinkoGeometry } from './geometry';
import { bucketLabelLayout, estimatedMeasure, type LabelLayout } from './labelLayout';

const tuning = resolveTuning(tuningFile);
const { width, height } = tuning.sizes;
const table = (rows: number, risk: (typeof PLINKO_RISKS)[number]) =>
  plinkoTableE4(rows, risk).map((e4) => e4 / 10_000);

function problems(layout: LabelLayout): string[] {
  const found: string[] = [];
  if (layout.cssFontSize < MIN_TEXT_CSS_PX - 1e-9) found.push(`font ${layout.cssFontSize} px`);
  const placed = layout.labels.filter((l) => l !== null);
  for (const { text, box } of placed) {
    if (box.left < 0 || box.right > width || box.top < 0 || box.bottom > height)
      found.push(`${text} leaves the board`);
  }
  for (let i = 1; i < placed.length; i++) {
    if (placed[i]!.box.left < placed[i - 1]!.box.right)
      found.push(`${placed[i - 1]!.text} overlaps ${placed[i]!.text}`);
  }
  const forms = new Set(placed.map(({ text }) => text.endsWith('x')));
  if (forms.size > 1) found.push('labels in two forms');
  return found;
}

describe('plinko bucket label layout', () => {
  it('keeps every label readable (>= 11 CSS px), apart and on the board from 320 to 2560 px', () => {
    for (const boardCssWidth of [320, 340, 360, 390, 480, 768, 1024, 1440, 2560]) {
      for (let rows = 8; rows <= 16; rows++) {
        for (const risk of PLINKO_RISKS) {
          const layout = bucketLabelLayout(boardCssWidth, rows, table(rows, risk), tuning);
          expect(problems(layout), `${rows} rows, ${risk}, ${boardCssWidth} px`).toEqual([]);
        }
      }
    }
  });

  it('writes a wide board in full and a phone board compact, one form per board', () => {
    const wide = bucketLabelLayout(1024, 16, table(16, 'high'), tuning);
    expect(wide.rotated).toBe(false);
    expect(wide.labels.map((l) => l?.text)).toEqual(table(16, 'high').map(formatMultiplier));
    const phone = bucketLabelLayout(320, 12, table(12, 'high'), tuning);
    expect(phone.rotated).toBe(false);
    expect(phone.labels.map((l) => l?.text)).toEqual(table(12, 'high').map(compactMultiplier));
  });

  it('stands three-digit labels on end at 320 px with 15 and 16 rows, their buckets grown to hold them', () => {
    for (const [rows, risk] of [
      [16, 'high'],
      [16, 'medium'],
      [15, 'high'],
      [15, 'medium'],
    ] as const) {
      const layout = bucketLabelLayout(320, rows, table(rows, risk), tuning);
      const g = plinkoGeometry(rows, tuning);
      expect(layout.rotated).toBe(true);
      expect(layout.cssFontSize).toBeCloseTo(MIN_TEXT_CSS_PX, 9);
      expect(layout.bucketHeight).toBeGreaterThan(g.bucketHeight);
      expect(g.bucketY + layout.bucketHeight).toBeLessThanOrEqual(height);
      for (const label of layout.labels) {
        // inside its bucket from its top down: a ball resting on the bucket hides none of it
        expect(label!.box.top).toBeGreaterThanOrEqual(g.bucketY);
        expect(label!.box.bottom).toBeLessThanOrEqual(g.bucketY + layout.bucketHeight);
      }
    }
    // lying flat, "130" at 11 px is wider than its 18 px bucket: it would touch "1k"
    const flat = estimatedMeasure.width('130', 11 / 0.4, true) * 0.4;
    expect(flat).toBeGreaterThan(((width - 2 * tuning.sizes.marginX) / 17) * 0.4);
  });

  it('leaves a bucket without a multiplier unlabelled', () => {
    const layout = bucketLabelLayout(
      800,
      8,
      [29, undefined, 1.3, 0.4, 0.2, 0.4, 1.3, 4, 29],
      tuning,
    );
    expect(layout.labels[1]).toBeNull();
    expect(layout.labels[0]!.text).toBe('29x');
  });
});
