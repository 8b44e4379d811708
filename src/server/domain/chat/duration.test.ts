import { describe, expect, it } from 'vitest';
import { secondsToWait } from './duration';

describe('secondsToWait', () => {
  it('never says 0 while there is time left', () => {
    expect(secondsToWait(1)).toBe(1);
    expect(secondsToWait(2_001)).toBe(3);
  });
});
