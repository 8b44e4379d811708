import { describe, expect, it } from 'vitest';
import { LedgerCheck } from './ledgerCheck';
import type { LedgerReport } from './verifyLedger';

const report = (problems: string[]): LedgerReport => ({
  systemBalances: {},
  accounts: 1,
  transfers: 0,
  entries: 0,
  problems,
});

describe('the scheduled ledger check', () => {
  it('checks only while this node leads, and keeps when it last did and what it found', async () => {
    let leader = false;
    let verified = 0;
    const reports: LedgerReport[] = [];
    const check = new LedgerCheck({
      verify: async () => (verified++, report(['transfer whose legs do not sum to zero'])),
      isLeader: () => leader,
      intervalMs: 60_000,
      onReport: (r) => reports.push(r),
      onError: (error) => {
        throw error;
      },
      now: () => 1_000,
    });
    await check.runIfLeading();
    expect(verified).toBe(0);
    expect(check.lastCheckedAt).toBeNull();
    leader = true;
    await check.runIfLeading();
    expect(verified).toBe(1);
    expect(check.lastCheckedAt).toBe(1_000);
    expect(check.lastProblems).toBe(1);
    expect(reports).toHaveLength(1);
  });

  it('runs one check at a time and leaves the time unchanged when a check fails', async () => {
    let verified = 0;
    const errors: unknown[] = [];
    const check = new LedgerCheck({
      verify: async () => {
        verified++;
        throw new Error('database gone');
      },
      isLeader: () => true,
      intervalMs: 60_000,
      onReport: () => {},
      onError: (error) => errors.push(error),
    });
    await Promise.all([check.runIfLeading(), check.runIfLeading()]);
    expect(verified).toBe(1);
    expect(errors).toHaveLength(1);
    expect(check.lastCheckedAt).toBeNull();
    await check.stop();
  });
});
