import { describe, expect, it } from 'vitest';
import { CORNER_NOTICE_MAX_LIFETIME_MS, noticeExpiry } from './noticeExpiry';

const start = new Date('2026-11-29T10:00:00.000Z');
const after = (ms: number) => new Date(start.getTime() + ms);
const OPERATOR = '11111111-1111-4111-8111-111111111111';

describe('noticeExpiry', () => {
  it("gives a server's corner alert an expiry, and caps a longer one", () => {
    const cap = after(CORNER_NOTICE_MAX_LIFETIME_MS);
    const corner = { variant: 'CORNER_ALERT' as const, createdBy: null };
    expect(noticeExpiry({ ...corner, expiresAt: null }, start)).toEqual(cap);
    expect(noticeExpiry({ ...corner, expiresAt: after(7 * 86_400_000) }, start)).toEqual(cap);
    expect(noticeExpiry({ ...corner, expiresAt: after(10_000) }, start)).toEqual(after(10_000));
  });

  it("keeps an operator's window and the other variants' expiry as asked", () => {
    const week = after(7 * 86_400_000);
    expect(
      noticeExpiry({ variant: 'CORNER_ALERT', createdBy: OPERATOR, expiresAt: week }, start),
    ).toEqual(week);
    expect(noticeExpiry({ variant: 'BANNER', createdBy: null, expiresAt: null }, start)).toBeNull();
    expect(noticeExpiry({ variant: 'INBOX', createdBy: null, expiresAt: week }, start)).toEqual(
      week,
    );
  });
});
