import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../events';
import { noticesOn, type RaisedNotice } from './eventNotices';
import { mutedNotice } from './gameNotices';

const NOW = new Date('2030-01-01T12:00:00Z');

describe('noticesOn', () => {
  it('raises what its event makes of it, at the moment read then, until stopped', () => {
    const events = new DomainEventBus();
    const raised: RaisedNotice[] = [];
    const stop = noticesOn('user.muted', ({ userId, until }, now) =>
      until && until > now
        ? [{ notice: mutedNotice({ userId, until }), context: `muted ${userId}` }]
        : [],
    )(
      events,
      (notice) => raised.push(notice),
      () => NOW,
    );
    const until = new Date(NOW.getTime() + 60_000);
    events.emit('user.muted', { userId: 'u1', actorId: 'm', until });
    events.emit('user.muted', { userId: 'u2', actorId: 'm', until: null });
    events.emit('user.xp', { userId: 'u1', total: 10, gained: 10 });
    expect(raised.map((r) => r.context)).toEqual(['muted u1']);
    expect(raised[0]!.notice.type).toBe('USER_MUTED');
    stop();
    events.emit('user.muted', { userId: 'u3', actorId: 'm', until });
    expect(raised).toHaveLength(1);
  });
});
