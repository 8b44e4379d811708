import { describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import { createStartupRead, STARTUP_FRESH_MS } from './startup-read';

const answer = exampleResponses.getStartup;

describe('the start-up read', () => {
  it('sends one request however many stores take their part', async () => {
    const fetchStartup = vi.fn(() => Promise.resolve(answer));
    const read = createStartupRead(fetchStartup);
    read.begin();
    read.begin();
    const [chat, rain, user] = await Promise.all([
      read.take('chat'),
      read.take('rain'),
      read.take('user'),
    ]);
    expect(fetchStartup).toHaveBeenCalledTimes(1);
    expect(chat).toEqual(answer.chat);
    expect(rain).toEqual(answer.rain);
    expect(user).toEqual(answer.user);
  });

  it('gives each part once: a later refresh reads its own route', async () => {
    const read = createStartupRead(() => Promise.resolve(answer));
    read.begin();
    expect(await read.take('notifications')).toEqual(answer.notifications);
    expect(await read.take('notifications')).toBeUndefined();
  });

  it('tells a visitor (user null) from a part that is not there', async () => {
    const read = createStartupRead(() => Promise.resolve({ ...answer, user: null }));
    read.begin();
    expect(await read.take('user')).toBeNull();
  });

  it('has nothing before it began or after it failed', async () => {
    const fetchStartup = vi.fn(() => Promise.reject(new Error('offline')));
    const read = createStartupRead(fetchStartup);
    expect(await read.take('chat')).toBeUndefined();
    expect(fetchStartup).not.toHaveBeenCalled();
    read.begin();
    expect(await read.take('rain')).toBeUndefined();
  });

  it('gives nothing to a store that starts long after the answer came', async () => {
    let clock = 0;
    const read = createStartupRead(
      () => Promise.resolve(answer),
      () => clock,
    );
    read.begin();
    expect(await read.take('chat')).toEqual(answer.chat);
    clock = STARTUP_FRESH_MS + 1;
    expect(await read.take('rain')).toBeUndefined();
  });
});
