import { afterEach, describe, expect, it } from 'vitest';
import { notificationStore } from '../notifications/notification-store';
import { announceBan, banNoticeText, banOfSessionEnded } from './ban-notice';

afterEach(() => notificationStore.setState({ entries: [] }));

describe('the notice of a ban that logged the player out', () => {
  it('reads the ban from session.ended, and nothing from another ending', () => {
    const until = '2030-01-02T03:04:00.000Z';
    expect(banOfSessionEnded({ data: { ban: { until } } })).toEqual({ until });
    expect(banOfSessionEnded({ data: { ban: { until: null } } })).toEqual({ until: null });
    expect(banOfSessionEnded({ data: {} })).toBeNull();
    expect(banOfSessionEnded(undefined)).toBeNull();
  });

  it('names the end of the ban, or none for a ban without one', () => {
    const text = banNoticeText({ until: '2030-01-02T03:04:00.000Z' }, 'en-GB');
    expect(text).toMatch(/^Your account is banned until .*2030.*\.$/);
    expect(banNoticeText({ until: null })).toBe('Your account is banned.');
  });

  it('shows a centred alert that stays until the player closes it', () => {
    announceBan({ until: '2030-01-02T03:04:00.000Z' });
    const [entry] = notificationStore.getState().entries;
    expect(entry?.show).toBe(true);
    expect(entry?.props).toMatchObject({
      title: 'Account banned',
      severity: 'ERROR',
      variant: 'CENTER_ALERT',
      location: 'ALL',
    });
    expect(entry?.props.expiryDate).toBeUndefined();
    expect(JSON.stringify(entry?.props.message)).toContain('Your account is banned until');
  });
});
