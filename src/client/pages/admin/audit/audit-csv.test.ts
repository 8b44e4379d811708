import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../../shared/contract';
import { auditCsv, csvField } from './audit-csv';

const row: AuditRow = {
  id: 7,
  actor: { id: '7b9e3c1a-2d4f-4e6a-8b0c-1d2e3f4a5b6c', username: 'operator' },
  action: 'wallet.adjust',
  targetId: '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f',
  targetName: 'gem_hunter',
  before: { balance: 0 },
  after: { balance: 500 },
  reason: 'Refund, "double" deposit',
  details: {},
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('auditCsv', () => {
  it('writes a header and one quoted line a row', () => {
    expect(auditCsv([row])).toBe(
      'id,when,actor,action,target,before,after,reason\r\n' +
        '7,2026-01-01T00:00:00.000Z,operator,wallet.adjust,gem_hunter,' +
        '"{""balance"":0}","{""balance"":500}","Refund, ""double"" deposit"\r\n',
    );
  });

  it('leaves empty what a row does not say', () => {
    const bare = { ...row, actor: null, targetName: null, before: null, after: null, reason: null };
    expect(auditCsv([bare]).split('\r\n')[1]).toBe(
      `7,2026-01-01T00:00:00.000Z,,wallet.adjust,${row.targetId},,,`,
    );
  });
});

describe('csvField', () => {
  it('keeps a spreadsheet from running a typed formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('plain')).toBe('plain');
  });
});
