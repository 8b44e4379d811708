import { describe, expect, it } from 'vitest';
import { levelOf } from '../../../shared/levels';
import { isNewerXp, xpOfPayload } from './xp-update';

describe('xpOfPayload', () => {
  it('reads the contract shape', () => {
    expect(xpOfPayload({ data: { xp: levelOf(1_500) } })).toEqual(levelOf(1_500));
  });

  it('refuses anything else', () => {
    const good = levelOf(1_500);
    for (const bad of [
      undefined,
      {},
      { data: {} },
      { data: { xp: { ...good, total: -1 } } },
      { data: { xp: { ...good, level: 1.5 } } },
      { data: { xp: { ...good, next: '400' } } },
      { data: { xp: { ...good, progress: 1.2 } } },
      { data: { xp: { ...good, progress: Number.NaN } } },
    ])
      expect(xpOfPayload(bad)).toBeNull();
  });
});

describe('isNewerXp', () => {
  it('takes only a greater total', () => {
    expect(isNewerXp(undefined, levelOf(5))).toBe(true);
    expect(isNewerXp(levelOf(5), levelOf(6))).toBe(true);
    expect(isNewerXp(levelOf(6), levelOf(6))).toBe(false);
    expect(isNewerXp(levelOf(6), levelOf(5))).toBe(false);
  });
});
