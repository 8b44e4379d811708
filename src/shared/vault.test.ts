import { describe, expect, it } from 'vitest';
import { VAULT_LOCK_CHOICES_HOURS, VAULT_LOCK_MAX_MS, isVaultLocked } from './vault';

describe('isVaultLocked', () => {
  const until = '2030-01-01T00:00:00.000Z';
  it('is locked strictly before the moment, open at and after it', () => {
    expect(isVaultLocked(until, Date.parse(until) - 1)).toBe(true);
    expect(isVaultLocked(until, Date.parse(until))).toBe(false);
    expect(isVaultLocked(null, 0)).toBe(false);
  });
  it('offers only lengths within the maximum', () => {
    for (const hours of VAULT_LOCK_CHOICES_HOURS)
      expect(hours * 3_600_000).toBeLessThanOrEqual(VAULT_LOCK_MAX_MS);
  });
});
