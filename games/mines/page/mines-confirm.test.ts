import { describe, expect, it } from 'vitest';
import {
  MINES_CONFIRM_THRESHOLD,
  shouldConfirmMinesStart,
  skipMinesConfirmFromNowOn,
  type PreferenceStorage,
} from './mines-confirm';

function memory(): PreferenceStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('mines start confirmation', () => {
  it('asks from the threshold up, until told to skip', () => {
    const store = memory();
    expect(shouldConfirmMinesStart(MINES_CONFIRM_THRESHOLD - 1, store)).toBe(false);
    expect(shouldConfirmMinesStart(MINES_CONFIRM_THRESHOLD, store)).toBe(true);
    skipMinesConfirmFromNowOn(store);
    expect(shouldConfirmMinesStart(MINES_CONFIRM_THRESHOLD * 10, store)).toBe(false);
  });

  it('asks when storage is missing or broken', () => {
    const broken: PreferenceStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(shouldConfirmMinesStart(MINES_CONFIRM_THRESHOLD, null)).toBe(true);
    expect(shouldConfirmMinesStart(MINES_CONFIRM_THRESHOLD, broken)).toBe(true);
    expect(() => skipMinesConfirmFromNowOn(broken)).not.toThrow();
  });
});
