import { describe, expect, it } from 'vitest';
import { xpToReach } from '../../../shared/levels';
import { levelReward } from '../../../shared/rewards';
import { LEVEL_UP_NOTICE_LIFETIME_MS, levelUpNotice } from './levelUpNotice';

const now = new Date('2026-01-01T00:00:00Z');
const credit = (total: number, gained: number) => ({ userId: 'u1', total, gained });
const toRewards = { type: 'ACTION', action: 'rewards' };

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
      expiresAt: new Date(now.getTime() + LEVEL_UP_NOTICE_LIFETIME_MS),
    });
  });

  it('leads to the rewards page when the level reached has a level reward', () => {
    expect(levelReward(1)).toBeDefined();
    expect(levelUpNotice(credit(xpToReach(1), 1), now)?.message).toEqual([
      { type: 'TEXT', value: 'You reached level 1. Your level reward is ready to claim.' },
      toRewards,
    ]);
  });

  it('names the level reached and counts the rewards when one wager passes several', () => {
    const three = xpToReach(3);
    expect(levelUpNotice(credit(three + 2, three), now)?.message).toEqual([
      { type: 'TEXT', value: 'You reached level 3. 3 level rewards are ready to claim.' },
      toRewards,
    ]);
  });

  it('counts only the levels that give a reward', () => {
    const onlyEven = (level: number) => (level % 2 === 0 ? levelReward(level) : undefined);
    const fromOne = (to: number) => credit(xpToReach(to), xpToReach(to) - xpToReach(1));
    expect(levelUpNotice(fromOne(3), now, onlyEven)?.message).toEqual([
      { type: 'TEXT', value: 'You reached level 3. Your level reward is ready to claim.' },
      toRewards,
    ]);
    expect(levelUpNotice(fromOne(4), now, onlyEven)?.message).toEqual([
      { type: 'TEXT', value: 'You reached level 4. 2 level rewards are ready to claim.' },
      toRewards,
    ]);
  });

  it('is plain text without the button when no level reached has a reward', () => {
    expect(levelUpNotice(credit(xpToReach(2), 1), now, () => undefined)?.message).toBe(
      'You reached level 2.',
    );
  });
});
