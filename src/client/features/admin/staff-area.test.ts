import { describe, expect, it } from 'vitest';
import { staffAreaOf } from './staff-area';

describe('staffAreaOf', () => {
  it('opens everything to ADMIN and SUPER_ADMIN, whatever else they hold', () => {
    expect(staffAreaOf(['ADMIN'])).toBe('everything');
    expect(staffAreaOf(['SUPER_ADMIN'])).toBe('everything');
    expect(staffAreaOf(['PLAYER', 'MODERATOR', 'ADMIN'])).toBe('everything');
  });

  it('opens moderation alone to a MODERATOR', () => {
    expect(staffAreaOf(['MODERATOR'])).toBe('moderation');
    expect(staffAreaOf(['PLAYER', 'MODERATOR'])).toBe('moderation');
  });

  it('opens nothing to anyone else', () => {
    expect(staffAreaOf([])).toBeNull();
    expect(staffAreaOf(['PLAYER'])).toBeNull();
    expect(staffAreaOf(['STREAMER', 'BOT'])).toBeNull();
    expect(staffAreaOf(['admin'])).toBeNull();
  });
});
