import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  it('shows minutes and zero-padded seconds, rounding up', () => {
    expect(countdownText(725_000, 0)).toBe('12:05');
    expect(countdownText(1_500, 1_000)).toBe('0:01');
  });
  it('stops at zero', () => {
    expect(countdownText(0, 5_000)).toBe('0:00');
  });
});
