import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The reminder starts from the page's start-up read (GET /startup brings the settings) and
// reads GET /responsible-gambling only when that read has nothing for this player.

const state = vi.hoisted(() => ({
  user: null as { id: string } | null,
  listeners: [] as ((next: { user: { id: string } | null }, previous: unknown) => void)[],
}));
const take = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => vi.fn());

vi.mock('../session/session-store', () => ({
  sessionStore: {
    getState: () => ({ user: state.user }),
    subscribe: (listener: (typeof state.listeners)[number]) => state.listeners.push(listener),
  },
}));
vi.mock('../startup/startup-read', () => ({ startupRead: { take } }));
vi.mock('./rg-api', () => ({ rgApi: { get } }));
vi.mock('../notifications/notifications', () => ({ notify }));

const { applySessionReminder, startSessionReminders } = await import('./session-reminder');

const settings = (minutes: number | null) => ({
  settings: {
    limits: [],
    selfExcludedUntil: null,
    selfExcludedForGood: false,
    sessionReminderMinutes: minutes,
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  state.listeners = [];
  take.mockReset();
  get.mockReset();
  notify.mockReset();
});
afterEach(() => {
  applySessionReminder(null);
  vi.useRealTimers();
});

describe('the session reminder', () => {
  it("takes a signed-in player's interval from the start-up read, with no request of its own", async () => {
    state.user = { id: 'player-1' };
    take.mockResolvedValue(settings(15));
    startSessionReminders();
    await vi.advanceTimersByTimeAsync(0);
    expect(take).toHaveBeenCalledWith('responsibleGambling', 'player-1');
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]![0]).toMatchObject({ title: 'Session reminder' });
  });

  it('reads its route when the start-up read has nothing for the player (a later sign-in)', async () => {
    state.user = null;
    startSessionReminders();
    take.mockResolvedValue(undefined);
    get.mockResolvedValue(settings(30));
    state.user = { id: 'player-2' };
    for (const listener of state.listeners) listener({ user: state.user }, { user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(take).toHaveBeenCalledWith('responsibleGambling', 'player-2');
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
