import { describe, expect, it } from 'vitest';
import { backupCodeHash, newBackupCode, newBackupCodes, normalizeBackupCode } from './backupCodes';

describe('backup codes', () => {
  it('look like ABCD-EFGH-JK and never use 0, O, 1 or I', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = newBackupCode();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
      for (const c of code.replace(/-/g, '')) seen.add(c);
    }
    for (const c of ['0', 'O', '1', 'I']) expect(seen.has(c)).toBe(false);
    // 5000 draws from 32 symbols: every symbol shows up, so none is accidentally excluded.
    expect(seen.size).toBe(32);
  });

  it('come ten to a set, all different', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
  });

  it('accept what a player types: any case, with or without dashes and spaces', () => {
    expect(normalizeBackupCode('abcd-efgh-jk')).toBe('ABCDEFGHJK');
    expect(normalizeBackupCode(' ABCD EFGH JK ')).toBe('ABCDEFGHJK');
    expect(normalizeBackupCode('ABCDEFGHJK')).toBe('ABCDEFGHJK');
  });

  it.each(['ABCD-EFGH-J', 'ABCD-EFGH-JKL', 'ABCD-EFGH-J0', 'OBCD-EFGH-JK', '123456', ''])(
    'refuse %j',
    (input) => {
      expect(normalizeBackupCode(input)).toBeNull();
    },
  );

  it('are stored as the SHA-256 of the normalized code', () => {
    const hash = backupCodeHash('ABCD-EFGH-JK');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(backupCodeHash('abcdefghjk')).toBe(hash);
    expect(backupCodeHash('ABCD-EFGH-JM')).not.toBe(hash);
    expect(hash).not.toContain('ABCD');
  });
});
