import { describe, expect, it } from 'vitest';
import { xpToReach } from '../../../shared/levels';
import { LEVEL_UP_NOTICE_LIFETIME_MS, levelUpNotice } from './levelUpNotice';

const now = new Date('2026-01-01T00:00:00Z');
const credit = (total: number, gained: number) => ({ userId: 'u1', total, gained });

describe('levelUpNotice', () => {
  it('is raised only when the credit crosses a level boundary', () => {
    const one = xpToReach(1);
    expect(levelUpNotice(credit(one - 1, 10), now)).toBeNull();
    expect(levelUpNotice(credit(one + 5, 5), now)).toBeNull();
    expect(levelUpNotice(credit(one, 1), now)).toMatchObject({
      type: 'CUSTOM',
      severity: 'SUCCESS',
      audience: 'USER',
      targets: ['u1'],
      title: 'Level up!',
      message: 'You reached level 1.',
      expiresAt: new Date(now.getTime() + LEVEL_UP_NOTICE_LIFETIME_MS),
    });
  });

  it('names the level reached when one wager passes several', () => {
    const three = xpToReach(3);
    expect(levelUpNotice(credit(three + 2, three), now)?.message).toBe('You reached level 3.');
  });
});
