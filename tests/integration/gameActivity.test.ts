import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ gameActivityIntervalMs: 60_000 });
});
afterAll(() => t.close());

const activity = async () => (await new Client(t.url).get('/api/games/activity')).body.activity;

/** The next games.activity a socket hears that satisfies `accept`. */
function activityWhere(socket: Socket, accept: (a: Record<string, number>) => boolean) {
  return new Promise<Record<string, number>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching games.activity')), 5000);
    const listener = (payload: { data: { activity: Record<string, number> } }) => {
      if (!accept(payload.data.activity)) return;
      clearTimeout(timer);
      socket.off('games.activity', listener);
      resolve(payload.data.activity);
    };
    socket.on('games.activity', listener);
  });
}

describe('game activity', () => {
  it('follows subscribe, unsubscribe and disconnect, counting a player once', async () => {
    const watcher = await new Client(t.url, t.origin).socket();
    const player = new Client(t.url, t.origin);
    await player.register();
    const tab1 = await player.socket();
    const tab2 = await player.socket();
    const visitor = await new Client(t.url, t.origin).socket();

    const minesTwo = activityWhere(watcher, (a) => a.mines === 2 && a.dice === 1);
    expect(await tab1.timeout(5000).emitWithAck('game:mines.subscribe')).toBe(true);
    expect(await tab2.timeout(5000).emitWithAck('game:mines.subscribe')).toBe(true);
    expect(await tab2.timeout(5000).emitWithAck('game:dice.subscribe')).toBe(true);
    expect(await visitor.timeout(5000).emitWithAck('game:mines.subscribe')).toBe(true);
    await minesTwo;
    expect(await activity()).toEqual({ mines: 2, dice: 1 });

    const afterLeave = activityWhere(watcher, (a) => a.dice === undefined);
    expect(await tab2.timeout(5000).emitWithAck('game:dice.unsubscribe')).toBe(true);
    expect(await afterLeave).toEqual({ mines: 2 });

    const afterDisconnect = activityWhere(watcher, (a) => a.mines === 1);
    visitor.close();
    expect(await afterDisconnect).toEqual({ mines: 1 });
    tab1.close();
    // The player's other tab is still on Mines.
    await new Promise((r) => setTimeout(r, 1200));
    expect(await activity()).toEqual({ mines: 1 });
    tab2.close();
    const empty = activityWhere(watcher, (a) => Object.keys(a).length === 0);
    expect(await empty).toEqual({});
    watcher.close();
  });
});
