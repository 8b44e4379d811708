import { describe, expect, it } from 'vitest';
import { limitAt, nextLimit, periodStart } from './rgRules';

const now = Date.parse('2026-03-11T15:00:00Z'); // a Wednesday
const row = (amount: number | null, pending: number | null, from: string | null) => ({
  kind: 'loss',
  period: 'day',
  amount,
  pending_amount: pending,
  pending_from: from,
});

describe('limits', () => {
  it('a lowering or a first limit applies now; a raise or removal waits 24 hours', () => {
    expect(nextLimit({ amount: null, pending: null }, 500, now)).toEqual({
      amount: 500,
      pending: null,
    });
    expect(nextLimit({ amount: 500, pending: null }, 300, now)).toEqual({
      amount: 300,
      pending: null,
    });
    expect(nextLimit({ amount: 500, pending: null }, 900, now)).toEqual({
      amount: 500,
      pending: { amount: 900, from: new Date(now + 86_400_000) },
    });
    expect(nextLimit({ amount: 500, pending: null }, null, now).pending?.amount).toBeNull();
    // Asking for what is in force cancels a waiting raise.
    expect(
      nextLimit({ amount: 500, pending: { amount: 900, from: new Date(now + 1) } }, 500, now),
    ).toEqual({ amount: 500, pending: null });
  });

  it('a pending change is in force from its moment on', () => {
    const due = row(500, 900, new Date(now).toISOString());
    expect(limitAt(due, now - 1)).toMatchObject({ amount: 500, pending: { amount: 900 } });
    expect(limitAt(due, now)).toEqual({ amount: 900, pending: null });
    expect(limitAt(row(500, null, new Date(now).toISOString()), now)).toEqual({
      amount: null,
      pending: null,
    });
  });

  it('periods start at the UTC day, the Monday and the month', () => {
    expect(periodStart('day', now).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStart('week', Date.parse('2026-03-15T23:00:00Z')).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
  });
});
