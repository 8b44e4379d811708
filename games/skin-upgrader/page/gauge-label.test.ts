import { describe, expect, it } from 'vitest';
import { gaugeLabel } from './gauge-label';

describe('gaugeLabel', () => {
  it('names the gauge, then where the needle stopped', () => {
    expect(gaugeLabel(null)).toBe('Skin Upgrader gauge');
    expect(gaugeLabel({ needle: 0.372148912, inside: true })).toBe(
      'Skin Upgrader gauge: the needle stopped at 37.2148, inside the winning arc',
    );
    expect(gaugeLabel({ needle: 0.000001, inside: false })).toBe(
      'Skin Upgrader gauge: the needle stopped at 0.0001, outside the winning arc',
    );
    expect(gaugeLabel({ needle: 0.99999999, inside: false })).toContain('at 99.9999,');
  });
});
