import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../lib/projectRoot';
import { CASHIER_TRANSFER_KINDS, dashboardSpan, fillDays } from './dashboardDays';

describe('dashboardSpan', () => {
  it('covers today (UTC) and the 29 days before, to the end of today', () => {
    const span = dashboardSpan(Date.parse('2026-03-01T23:59:59.999Z'));
    expect(span.days).toHaveLength(30);
    expect(span.days[0]).toBe('2026-01-31');
    expect(span.days.at(-1)).toBe('2026-03-01');
    expect(span.from.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('starts a new day at midnight UTC', () => {
    expect(dashboardSpan(Date.parse('2026-03-02T00:00:00.000Z')).days.at(-1)).toBe('2026-03-02');
  });
});

describe('fillDays', () => {
  it('keeps every day in order, a quiet one all zeros, the house result wagered - paid', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
    const found = new Map([
      [
        '2026-01-02',
        {
          activePlayers: 2,
          signUps: 1,
          deposits: 500,
          withdrawals: -100,
          wagered: 1_000,
          paid: 1_250,
        },
      ],
    ]);
    const filled = fillDays(days, found);
    expect(filled.map((d) => d.day)).toEqual(days);
    expect(filled[0]).toEqual({
      day: '2026-01-01',
      activePlayers: 0,
      signUps: 0,
      deposits: 0,
      withdrawals: 0,
      wagered: 0,
      paid: 0,
      houseResult: 0,
    });
    expect(filled[1]).toMatchObject({ withdrawals: -100, houseResult: -250 });
    expect(filled[2]!.houseResult).toBe(0);
  });
});

describe('the cashier transfer kinds', () => {
  it('are exactly those of the partial index the query relies on (its latest migration)', () => {
    const dir = join(projectRoot(), 'src/server/db/migrations');
    const migration = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .filter((text) => text.includes('CREATE INDEX "wallet_transfers_cashier_idx"'))
      .at(-1)!;
    const list = /"kind" IN \(([^)]*)\)/.exec(migration)![1]!;
    expect(list.split(',').map((kind) => kind.trim().replace(/'/g, ''))).toEqual(
      CASHIER_TRANSFER_KINDS,
    );
  });
});
