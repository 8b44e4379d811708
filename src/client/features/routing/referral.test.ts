import { describe, expect, it } from 'vitest';
import { REFERRAL_STORAGE_KEY, storeReferralCode } from './referral';

function memory() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('storeReferralCode', () => {
  it('stores a code under referralCode', () => {
    const storage = memory();
    storeReferralCode(storage, 'SKINS-24');
    expect(storage.items.get(REFERRAL_STORAGE_KEY)).toBe('SKINS-24');
    expect(REFERRAL_STORAGE_KEY).toBe('referralCode');
  });

  it('ignores missing or malformed codes and blocked storage', () => {
    const storage = memory();
    storeReferralCode(storage, undefined);
    storeReferralCode(storage, '<script>');
    storeReferralCode(storage, 'x'.repeat(33));
    expect(storage.items.size).toBe(0);
    expect(() =>
      storeReferralCode(
        {
          setItem: () => {
            throw new Error('QuotaExceeded');
          },
        },
        'ok',
      ),
    ).not.toThrow();
  });
});
