import { describe, expect, it } from 'vitest';
import { LocalBroadcast } from './broadcast';

describe('LocalBroadcast', () => {
  it('delivers to every subscriber before publish returns, until they unsubscribe', () => {
    const broadcast = new LocalBroadcast();
    const heard: string[][] = [];
    const stop = broadcast.subscribe('sessions.ended', ({ sessionIds }) => heard.push(sessionIds));
    void broadcast.publish('sessions.ended', { sessionIds: ['a'] });
    expect(heard).toEqual([['a']]);
    stop();
    void broadcast.publish('sessions.ended', { sessionIds: ['b'] });
    expect(heard).toEqual([['a']]);
  });

  it('keeps topics apart, and one failing subscriber from the others', () => {
    const failures: unknown[] = [];
    const broadcast = new LocalBroadcast((error) => failures.push(error));
    const heard: string[] = [];
    broadcast.subscribe('sessions.changed', () => {
      throw new Error('broken subscriber');
    });
    broadcast.subscribe('sessions.changed', () => heard.push('changed'));
    broadcast.subscribe('sessions.ended', () => heard.push('ended'));
    void broadcast.publish('sessions.changed', { sessionIds: ['a'] });
    expect(heard).toEqual(['changed']);
    expect(failures).toHaveLength(1);
  });
});
