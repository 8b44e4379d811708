import { describe, expect, it } from 'vitest';
import { backupCodesFileName, backupCodesText } from './backup-codes-file';

describe('backup codes file', () => {
  it('lists every code on its own line under who and when they are for', () => {
    const codes = ['ABCD-EFGH-JK', 'MNPQ-RSTU-VW'];
    const text = backupCodesText(codes, 'gem_hunter', new Date('2026-11-24T23:59:00Z'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('GemDrop backup codes for gem_hunter');
    expect(lines[1]).toContain('2026-11-24');
    expect(lines.slice(-3)).toEqual([...codes, '']);
  });

  it('names the file after the player', () => {
    expect(backupCodesFileName('gem_hunter')).toBe('gemdrop-backup-codes-gem_hunter.txt');
  });
});
