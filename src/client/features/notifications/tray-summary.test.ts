import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from './notification-store';
import { traySummary } from './tray-summary';

const entry = (id: string, second: number): NotificationEntry =>
  ({
    notificationId: id,
    props: { title: id, createdAt: new Date(Date.UTC(2026, 10, 29, 12, 0, second)).toISOString() },
  }) as unknown as NotificationEntry;

describe('the tray summary', () => {
  it('shows nothing when no notice shows', () => {
    expect(traySummary([], [])).toBeNull();
  });

  it('leads with the newest notice, a corner alert over an older banner, and counts the rest', () => {
    const summary = traySummary(
      [entry('paused', 1), entry('race', 2)],
      [entry('bet refused', 30), entry('welcome', 3)],
    );
    expect(summary?.first.notificationId).toBe('bet refused');
    expect(summary?.more).toBe(3);
  });

  it('leads with a banner newer than every corner alert', () => {
    const summary = traySummary([entry('paused', 40)], [entry('welcome', 3)]);
    expect(summary?.first.notificationId).toBe('paused');
    expect(summary?.more).toBe(1);
  });
});
