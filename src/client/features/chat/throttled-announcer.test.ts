import { describe, expect, it } from 'vitest';
import { ThrottledAnnouncer, summarise, type Timers } from './throttled-announcer';

/** A hand-driven clock: advance() runs the timers that fall due. */
function fakeTimers() {
  let now = 0;
  let queue: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const timers: Timers = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      queue.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      queue = queue.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = queue.filter((t) => t.at <= now);
    queue = queue.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { timers, advance };
}

const msg = (author: string, text: string, mentionsMe = false) => ({ author, text, mentionsMe });

describe('ThrottledAnnouncer', () => {
  it('reads a message at once when the channel was quiet', () => {
    const spoken: string[] = [];
    const { timers } = fakeTimers();
    new ThrottledAnnouncer((t) => spoken.push(t), 4000, timers).add(msg('alice', 'gg'));
    expect(spoken).toEqual(['alice: gg']);
  });

  it('speaks at most once per interval, summing up what piled up', () => {
    const spoken: string[] = [];
    const { timers, advance } = fakeTimers();
    const announcer = new ThrottledAnnouncer((t) => spoken.push(t), 4000, timers);
    announcer.add(msg('alice', 'one'));
    announcer.add(msg('bob', 'two'));
    announcer.add(msg('carol', 'hey @me', true));
    advance(1000);
    announcer.add(msg('dan', 'four'));
    expect(spoken).toEqual(['alice: one']);
    advance(2999);
    expect(spoken).toHaveLength(1);
    advance(1);
    expect(spoken).toEqual(['alice: one', '3 new messages, one mentions you']);
  });

  it('says nothing after being disposed', () => {
    const spoken: string[] = [];
    const { timers, advance } = fakeTimers();
    const announcer = new ThrottledAnnouncer((t) => spoken.push(t), 4000, timers);
    announcer.add(msg('alice', 'one'));
    announcer.add(msg('bob', 'two'));
    announcer.dispose();
    advance(10_000);
    expect(spoken).toEqual(['alice: one']);
  });
});

describe('summarise', () => {
  it('names a mention and shortens long text', () => {
    expect(summarise([msg('alice', 'hi @me', true)])).toBe('alice mentioned you: hi @me');
    expect(summarise([msg('a', 'x'.repeat(300))])).toHaveLength(3 + 140 + 1);
    expect(summarise([msg('a', 'x', true), msg('b', 'y', true)])).toBe(
      '2 new messages, 2 mention you',
    );
  });
});
