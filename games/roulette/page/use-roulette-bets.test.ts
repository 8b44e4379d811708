import { describe, expect, it } from 'vitest';
import { stakeError } from './use-roulette-bets';

describe('stakeError', () => {
  it('checks the table limits before sending', () => {
    expect(stakeError(10)).toBeNull();
    expect(stakeError(1_000_000)).toBeNull();
    expect(stakeError(9)).toBe('The minimum bet is 0.10');
    expect(stakeError(1_000_001)).toBe('The maximum bet is 10,000.00');
    expect(stakeError(1.5)).toMatch(/Enter an amount/);
  });
});
