import { describe, expect, it } from 'vitest';
import { parseSignedGems } from './user-actions';

describe('parseSignedGems', () => {
  it.each([
    ['12', 1_200],
    ['12.5', 1_250],
    ['-12.50', -1_250],
    ['+0.01', 1],
    [' 1 000,25 ', 100_025],
  ])('%s is %i hundredths', (typed, hundredths) => {
    expect(parseSignedGems(typed)).toBe(hundredths);
  });

  it.each(['', '-', '1.234', 'ten', '1e3', '--5'])('%s is no amount', (typed) => {
    expect(parseSignedGems(typed)).toBeNaN();
  });
});
