import { describe, expect, it } from 'vitest';
import { sortSessions, type SessionSummary } from './sessions-api';

const session = (id: string, lastSeenAt: string, current = false): SessionSummary => ({
  id,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSeenAt,
  userAgent: null,
  ip: null,
  current,
});

describe('sortSessions', () => {
  it('puts this device first, then the most recently active', () => {
    const sorted = sortSessions([
      session('old', '2026-11-02T00:00:00.000Z'),
      session('this', '2026-11-01T00:00:00.000Z', true),
      session('new', '2026-11-10T00:00:00.000Z'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['this', 'new', 'old']);
  });
});
