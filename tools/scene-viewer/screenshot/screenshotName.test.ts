import { describe, expect, it } from 'vitest';
import { screenshotName } from './screenshotName';

describe('screenshotName', () => {
  it('names the game and the UTC moment, zero-padded', () => {
    expect(screenshotName('case-unbox', new Date(Date.UTC(2026, 0, 5, 7, 3, 9)))).toBe(
      'case-unbox-20260105-070309.png',
    );
    expect(screenshotName('dice', new Date('2026-11-27T23:59:59.999Z'))).toBe(
      'dice-20261127-235959.png',
    );
  });
});
