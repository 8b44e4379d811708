import { describe, expect, it } from 'vitest';
import { planChange } from './deliveryPlan';
import { phaseAt } from './lifecycle';
import type { NotificationRecord } from '../events';
import { toNotification } from './toNotification';

const NOW = new Date('2030-01-01T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const ALICE = '11111111-1111-4111-8111-111111111111';

const base: NotificationRecord = {
  id: '33333333-3333-4333-8333-333333333333',
  type: 'CUSTOM',
  severity: 'NOTICE',
  dismissible: 'ALWAYS',
  priority: 3,
  location: 'ALL',
  variant: 'BANNER',
  title: 'Hello',
  message: [{ type: 'TEXT', value: 'Hi' }],
  audience: 'EVERYONE',
  targetUserIds: [],
  startsAt: at(-60),
  expiresAt: null,
  createdBy: null,
  createdAt: at(-120),
};
const record = (changes: Partial<NotificationRecord>) => ({ ...base, ...changes });

describe('phaseAt', () => {
  it('is SCHEDULED before the start, ACTIVE within, EXPIRED from the expiry on', () => {
    expect(phaseAt(record({ startsAt: at(1) }), NOW)).toBe('SCHEDULED');
    expect(phaseAt(record({ startsAt: NOW }), NOW)).toBe('ACTIVE');
    expect(phaseAt(record({ expiresAt: at(1) }), NOW)).toBe('ACTIVE');
    expect(phaseAt(record({ expiresAt: NOW }), NOW)).toBe('EXPIRED');
  });

  it('lets an expiry before the start cancel a scheduled notification', () => {
    expect(phaseAt(record({ startsAt: at(60), expiresAt: NOW }), NOW)).toBe('EXPIRED');
  });
});

describe('planChange', () => {
  it('sends a new notification that is already showing to its audience', () => {
    expect(planChange(null, base, NOW)).toEqual([
      { event: 'notification.new', audience: base, skipDismissed: false },
    ]);
  });

  it('plans nothing for one that starts later (the timeline fires it)', () => {
    expect(planChange(null, record({ startsAt: at(30) }), NOW)).toEqual([]);
  });

  it('sends an update when a showing notification changes for the same audience', () => {
    const after = record({ title: 'Changed' });
    expect(planChange(base, after, NOW)).toEqual([
      { event: 'notification.update', audience: after, skipDismissed: true },
    ]);
  });

  it('expires it for its audience when it is ended now', () => {
    expect(planChange(base, record({ expiresAt: NOW }), NOW)).toEqual([
      { event: 'notification.expire', audience: base, skipDismissed: false },
    ]);
  });

  it('closes it for the old audience and shows it to the new one when the audience changes', () => {
    const after = record({ audience: 'USER', targetUserIds: [ALICE] });
    expect(planChange(base, after, NOW)).toEqual([
      { event: 'notification.expire', audience: base, skipDismissed: false },
      { event: 'notification.new', audience: after, skipDismissed: true },
    ]);
  });

  it('shows again one whose window reopens, but not to those who dismissed it', () => {
    const before = record({ expiresAt: at(-1) });
    const after = record({ expiresAt: at(600) });
    expect(planChange(before, after, NOW)).toEqual([
      { event: 'notification.new', audience: after, skipDismissed: true },
    ]);
  });

  it('plans nothing for changes to a notification that shows neither before nor after', () => {
    const before = record({ startsAt: at(60) });
    expect(planChange(before, record({ startsAt: at(120) }), NOW)).toEqual([]);
  });
});

describe('toNotification', () => {
  it('gives the contract view: server source, start as createdAt, the single target', () => {
    const view = toNotification(
      record({ audience: 'USER', targetUserIds: [ALICE], expiresAt: at(10) }),
    );
    expect(view).toMatchObject({
      _id: base.id,
      source: 'server',
      target: ALICE,
      createdAt: base.startsAt.toISOString(),
      expiryDate: at(10).toISOString(),
    });
    expect(toNotification(base)).not.toHaveProperty('expiryDate');
    expect(toNotification(base).target).toBeNull();
  });
});
