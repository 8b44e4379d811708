import { describe, expect, it } from 'vitest';
import { richTextSchema, toRichText } from '../../../shared/contract';
import { DomainEventBus } from '../events';
import type { RaisedNotice } from '../notifications';
import { audienceProblem } from '../notifications/audience';
import { crashHundredXNotice, crashNotices } from './crashNotices';

const NOW = new Date('2030-01-01T12:00:00Z');

describe("crash's notices", () => {
  it('CRASH_100X tells everyone on the Crash page the point, truncated, for 15 s', () => {
    const notice = crashHundredXNotice({ crashPointE4: 1_234_567 }, NOW);
    expect(notice).toMatchObject({ type: 'CRASH_100X', audience: 'EVERYONE', location: 'CRASH' });
    expect(notice.message).toBe('This round crashed at 123.45x!');
    expect(notice.expiresAt).toEqual(new Date(NOW.getTime() + 15_000));
    expect(audienceProblem(notice.audience, [])).toBeNull();
    expect(richTextSchema.safeParse(toRichText(notice.message)).success).toBe(true);
  });

  it('a round raises it from 100.00x on, and not below', () => {
    const events = new DomainEventBus();
    const raised: RaisedNotice[] = [];
    crashNotices(
      events,
      (r) => raised.push(r),
      () => NOW,
    );
    events.emit('crash.crashed', { roundId: 1, crashPoint: 9_999 });
    events.emit('crash.crashed', { roundId: 2, crashPoint: 10_000 });
    expect(raised.map((r) => r.context)).toEqual(['CRASH_100X for round 2']);
    expect(raised[0]!.notice.message).toBe('This round crashed at 100.00x!');
  });
});
