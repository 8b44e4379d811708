import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SessionState } from '../session/session-store';
import { followSessionForPace } from './pace-follows-session';
import { createPaceSetting, type PaceStorage } from './pace-setting';

function memoryStorage(): PaceStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
  };
}

describe('the pace follows the signed-in player', () => {
  it('reads each player’s own choice and the visitor’s after logout', () => {
    const storage = memoryStorage();
    const setting = createPaceSetting(() => storage);
    const session = createStore<Pick<SessionState, 'user'>>(() => ({ user: null }));
    const stop = followSessionForPace(session as never, setting);

    setting.set('dice', 'turbo'); // the visitor's choice
    session.setState({ user: { id: 'alice' } as SessionState['user'] });
    expect(setting.get('dice')).toBe('normal');
    setting.set('dice', 'instant');

    session.setState({ user: { id: 'bob' } as SessionState['user'] });
    expect(setting.get('dice')).toBe('normal');

    session.setState({ user: { id: 'alice' } as SessionState['user'] });
    expect(setting.get('dice')).toBe('instant');

    session.setState({ user: null });
    expect(setting.get('dice')).toBe('turbo');
    stop();
  });
});
