import { describe, expect, it } from 'vitest';
import { createPaceSetting, type PaceStorage } from './pace-setting';

function memoryStorage(): PaceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('pace setting', () => {
  it('is normal until chosen, then remembered per game', () => {
    const storage = memoryStorage();
    const setting = createPaceSetting(() => storage);
    expect(setting.get('dice')).toBe('normal');
    setting.set('dice', 'turbo');
    expect(setting.get('dice')).toBe('turbo');
    expect(setting.get('plinko')).toBe('normal');
    // A new visit reads it back.
    expect(createPaceSetting(() => storage).get('dice')).toBe('turbo');
  });

  it('keeps each player their own settings', () => {
    const storage = memoryStorage();
    const setting = createPaceSetting(() => storage);
    setting.usePlayer('u1');
    setting.set('case-unbox', 'instant');
    setting.usePlayer('u2');
    expect(setting.get('case-unbox')).toBe('normal');
    setting.usePlayer('u1');
    expect(setting.get('case-unbox')).toBe('instant');
  });

  it('ignores a stored value that is no pace, and a storage that throws', () => {
    const storage = memoryStorage();
    storage.data.set('gemdrop:pace:visitor:dice', 'warp');
    expect(createPaceSetting(() => storage).get('dice')).toBe('normal');
    const broken = createPaceSetting(() => {
      throw new Error('denied');
    });
    expect(broken.get('dice')).toBe('normal');
    broken.set('dice', 'turbo');
    expect(broken.get('dice')).toBe('turbo');
  });
});
