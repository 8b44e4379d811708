import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { type TestApp, startTestApp, testAddress } from '../helpers/testApp';

// The periodic recount is a minute away: whatever a new socket hears comes at its connection.
let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ chat: { ...testConfig().chat, onlineCountIntervalMs: 60_000 } });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A visitor's socket from its own address, listening for the count before it connects. */
function visitorHearingCount(): Promise<number> {
  const socket = connect(t.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': testAddress() },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no user.online-count within 2 s')), 2_000);
    socket.once('user.online-count', (payload: { data: { count: number } }) => {
      clearTimeout(timer);
      resolve(payload.data.count);
    });
    socket.once('connect_error', reject);
  });
}

describe('users online, told on connecting', () => {
  it('tells a new socket the current count, itself included, long before the periodic push', async () => {
    expect(await visitorHearingCount()).toBe(1);
    expect(await visitorHearingCount()).toBe(2);
  });
});
