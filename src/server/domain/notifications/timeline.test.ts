import { describe, expect, it } from 'vitest';
import { NotificationTimeline, type TimelineClock } from './timeline';

/**
 * A clock the test moves by hand; timers run when their time is reached. `wakeEarlyBy`
 * makes timers longer than it fire that much too soon, as real timers sometimes do.
 */
function manualClock(start = 0) {
  let now = start;
  let nextId = 0;
  const settings = { wakeEarlyBy: 0 };
  const timers = new Map<number, { fireAt: number; run: () => void }>();
  const clock: TimelineClock = {
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextId++;
      const early = ms > settings.wakeEarlyBy ? settings.wakeEarlyBy : 0;
      timers.set(id, { fireAt: now + ms - early, run });
      return id;
    },
    clearTimer: (id) => void timers.delete(id as number),
  };
  return {
    clock,
    settings,
    pending: () => timers.size,
    /** Moves time forward, firing due timers in order (and those they arm). */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.fireAt <= end)
          .sort((a, b) => a[1].fireAt - b[1].fireAt)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].fireAt);
        due[1].run();
      }
      now = end;
    },
  };
}

const T0 = Date.parse('2030-01-01T00:00:00Z');
const item = (startOffset: number, expiryOffset: number | null) => ({
  id: 'n1',
  startsAt: new Date(T0 + startOffset),
  expiresAt: expiryOffset === null ? null : new Date(T0 + expiryOffset),
});

function setup() {
  const manual = manualClock(T0);
  const fired: string[] = [];
  const timeline = new NotificationTimeline(
    {
      onStart: (id) => fired.push(`start ${id} @${manual.clock.now() - T0}`),
      onExpire: (id) => fired.push(`expire ${id} @${manual.clock.now() - T0}`),
    },
    manual.clock,
  );
  return { manual, fired, timeline };
}

describe('NotificationTimeline', () => {
  it('fires a start and an expiry that lie ahead, each once', () => {
    const { manual, fired, timeline } = setup();
    timeline.track(item(1000, 5000), new Date(T0));
    manual.advance(10_000);
    expect(fired).toEqual(['start n1 @1000', 'expire n1 @5000']);
    expect(timeline.size).toBe(0);
  });

  it('skips moments at or before the reference time of the change', () => {
    const { manual, fired, timeline } = setup();
    timeline.track(item(0, 3000), new Date(T0));
    manual.advance(5000);
    expect(fired).toEqual(['expire n1 @3000']);
  });

  it('still fires a start planned as "not yet" when heard of after it passed', () => {
    const { manual, fired, timeline } = setup();
    manual.advance(2000);
    timeline.track(item(1000, null), new Date(T0));
    manual.advance(1);
    expect(fired).toEqual(['start n1 @2000']);
  });

  it('re-arms instead of firing when a timer wakes early', () => {
    const { manual, fired, timeline } = setup();
    manual.settings.wakeEarlyBy = 2;
    timeline.track(item(1000, null), new Date(T0));
    manual.advance(999);
    expect(fired).toEqual([]);
    manual.advance(10);
    expect(fired).toEqual(['start n1 @1000']);
  });

  it('replaces the moments of a notification tracked again, and forgets on request', () => {
    const { manual, fired, timeline } = setup();
    timeline.track(item(1000, 2000), new Date(T0));
    timeline.track(item(3000, null), new Date(T0));
    manual.advance(2500);
    expect(fired).toEqual([]);
    timeline.forget('n1');
    manual.advance(5000);
    expect(fired).toEqual([]);
    expect(manual.pending()).toBe(0);
  });

  it('reaches moments beyond the longest timer in several hops', () => {
    const { manual, fired, timeline } = setup();
    const fortyDays = 40 * 24 * 3600 * 1000;
    timeline.track(item(fortyDays, null), new Date(T0));
    manual.advance(fortyDays - 1);
    expect(fired).toEqual([]);
    manual.advance(1);
    expect(fired).toEqual([`start n1 @${fortyDays}`]);
  });

  it('stops every timer', () => {
    const { manual, fired, timeline } = setup();
    timeline.track(item(1000, 2000), new Date(T0));
    timeline.stop();
    manual.advance(5000);
    expect(fired).toEqual([]);
  });
});
