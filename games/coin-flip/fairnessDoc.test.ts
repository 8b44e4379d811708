import { describe, expect, it } from 'vitest';
import { coinFlipSide } from './core';
import { fairnessDoc } from './fairnessDoc';

// The coin flip page must say which side a float shows, and say what the core does.

describe('the coin flip fairness page', () => {
  it('states the side of every float as the core decides it', () => {
    const code = fairnessDoc.sections.map((section) => section.code ?? '').join('\n');
    const rule = /side = (CT|T) when f < ([\d.]+), (CT|T) when f ≥ ([\d.]+)/.exec(code);
    expect(rule, 'the page prints the side rule').not.toBeNull();
    const [, below, cut, above, cutAgain] = rule!;
    expect(cutAgain).toBe(cut);
    const threshold = Number(cut);
    expect(coinFlipSide(threshold - 2 ** -32)).toBe(below);
    expect(coinFlipSide(threshold)).toBe(above);
    expect(coinFlipSide(0)).toBe(below);
    expect(coinFlipSide(1 - 2 ** -32)).toBe(above);
  });

  it('gives the first byte of each side as the core reads it', () => {
    const text = fairnessDoc.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain('0–127 is CT, 128–255 is T');
    expect(coinFlipSide(127 / 256 + 255 / 256 ** 2)).toBe('CT');
    expect(coinFlipSide(128 / 256)).toBe('T');
  });
});
