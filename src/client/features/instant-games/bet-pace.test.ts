import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_BET_PACE, betPace } from './bet-pace';
import { paceSetting } from './pace-setting';

describe('bet pace', () => {
  afterEach(() => {
    paceSetting.set('dice', 'normal');
    paceSetting.set('plinko', 'normal');
  });

  it('is the player’s setting for the game', () => {
    paceSetting.set('dice', 'instant');
    paceSetting.set('plinko', 'turbo');
    expect(betPace('dice')).toBe('instant');
    expect(betPace('plinko')).toBe('turbo');
  });

  it('plays auto-bets fast, never slower than the player chose', () => {
    paceSetting.set('dice', 'normal');
    expect(betPace('dice', { auto: true })).toBe(AUTO_BET_PACE);
    expect(AUTO_BET_PACE).not.toBe('normal');
    paceSetting.set('dice', 'instant');
    expect(betPace('dice', { auto: true })).toBe('instant');
  });
});
