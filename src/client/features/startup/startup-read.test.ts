import { describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import type { StartupPart } from '../../../shared/contract/startup';
import { createStartupRead, STARTUP_FRESH_MS, type StartupAnswer } from './startup-read';

const answer: StartupAnswer = exampleResponses.getStartup;

describe('the start-up read', () => {
  it('sends one request however many stores take their part', async () => {
    const fetchStartup = vi.fn((_parts?: readonly StartupPart[]) => Promise.resolve(answer));
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
    const fetchStartup = vi.fn((_parts?: readonly StartupPart[]): Promise<StartupAnswer> =>
      Promise.reject(new Error('offline')),
    );
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

  it('after the socket signs in, reads the player parts again in one request, each taken once more', async () => {
    const fresh = { ...answer, notifications: { notifications: [] } };
    const fetchStartup = vi.fn((parts?: readonly StartupPart[]) =>
      Promise.resolve(
        parts ? Object.fromEntries(parts.map((part) => [part, fresh[part]])) : answer,
      ),
    );
    const read = createStartupRead(fetchStartup);
    read.begin();
    expect(await read.take('notifications')).toEqual(answer.notifications);
    read.refresh(['user', 'notifications', 'inventory']);
    const [notifications, inventory, user] = await Promise.all([
      read.take('notifications'),
      read.take('inventory'),
      read.take('user'),
    ]);
    expect(fetchStartup).toHaveBeenCalledTimes(2);
    expect(fetchStartup).toHaveBeenLastCalledWith(['user', 'notifications', 'inventory']);
    expect(notifications).toEqual({ notifications: [] });
    expect(inventory).toEqual(answer.inventory);
    expect(user).toEqual(answer.user);
    // Each refreshed part once; a part the refresh left alone is still the first read's.
    expect(await read.take('notifications')).toBeUndefined();
    expect(await read.take('chat')).toEqual(answer.chat);
  });

  it("gives a player's part only to the viewer it was read for", async () => {
    const read = createStartupRead(() => Promise.resolve(answer));
    read.begin();
    expect(await read.take('inventory', 'someone-else')).toBeUndefined();
    read.refresh(['user', 'inventory']);
    expect(await read.take('inventory', answer.user!.id)).toEqual(answer.inventory);
    const visitor = createStartupRead(() => Promise.resolve({ ...answer, user: null }));
    visitor.begin();
    expect(await visitor.take('notifications', null)).toEqual(answer.notifications);
  });

  it("reads a player's user in a request of its own: it never waits for another part", async () => {
    let answerRest: (answer: StartupAnswer) => void = () => undefined;
    const fetchStartup = vi.fn((parts?: readonly StartupPart[]) =>
      parts?.length === 1 && parts[0] === 'user'
        ? Promise.resolve({ user: answer.user })
        : new Promise<StartupAnswer>((resolve) => (answerRest = resolve)),
    );
    const read = createStartupRead(fetchStartup);
    read.begin({ userFirst: true });
    read.begin({ userFirst: true });
    // The rest has not answered, and the user is there.
    expect(await read.take('user')).toEqual(answer.user);
    expect(fetchStartup).toHaveBeenCalledTimes(2);
    const besideUser = fetchStartup.mock.calls[1]![0]!;
    expect(besideUser).not.toContain('user');
    expect([...besideUser, 'user'].sort()).toEqual(Object.keys(answer).sort());
    const { user: _user, ...rest } = answer;
    answerRest(rest);
    // The parts beside the user are that user's: a player's part reaches them alone.
    expect(await read.take('inventory', answer.user!.id)).toEqual(answer.inventory);
    expect(await read.take('challengeTrackers', 'someone-else')).toBeUndefined();
    expect(await read.take('chat')).toEqual(answer.chat);
  });

  it("has none of a player's parts when the user's request failed", async () => {
    const read = createStartupRead((parts) =>
      parts?.length === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(answer),
    );
    read.begin({ userFirst: true });
    expect(await read.take('user')).toBeUndefined();
    expect(await read.take('inventory', answer.user!.id)).toBeUndefined();
  });
});
