import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { Client, type TestApp, startTestApp, testAddress } from '../helpers/testApp';

// Its own app, so no other test's sockets change the count.
let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ chat: { ...testConfig().chat, onlineCountIntervalMs: 100 } });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A visitor's socket from its own address (the app trusts the loopback proxy). */
async function visitorFrom(address: string): Promise<Socket> {
  const socket = connect(t.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  sockets.push(socket);
  return socket;
}

function countReaches(socket: Socket, count: number, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`count never reached ${count}`)), ms);
    socket.on('user.online-count', (payload: { data: { count: number } }) => {
      if (payload.data.count !== count) return;
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('users online', () => {
  it('counts distinct logged-in users and visitors by address, live and by GET /users/online', async () => {
    const empty = await new Client(t.url).get('/api/users/online');
    expect(empty.body).toEqual({ amount: 0, list: [] });

    const alice = new Client(t.url);
    const aliceUser = await alice.register();
    const bob = new Client(t.url);
    const bobUser = await bob.register();
    // Alice in two tabs is one user; two tabs of one visitor address are one visitor.
    const bobSocket = await bob.socket();
    sockets.push(await alice.socket(), await alice.socket(), bobSocket);
    const shared = testAddress();
    const watcher = await visitorFrom(shared);
    const reachedFour = countReaches(watcher, 4);
    await visitorFrom(shared);
    await visitorFrom(testAddress());
    await reachedFour;

    const online = await new Client(t.url).get('/api/users/online');
    expect(online.status).toBe(200);
    expect(online.body.amount).toBe(4);
    expect(online.body.list.map((u: { id: string }) => u.id).sort()).toEqual(
      [aliceUser.id, bobUser.id].sort(),
    );
    expect(online.body.list[0]).toMatchObject({ level: 0, avatar: null });

    // A socket that just connected is told the count at once (it listens before connecting:
    // the count may come with the connection itself).
    const late = connect(t.url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': testAddress() },
    });
    sockets.push(late);
    const told = await new Promise<number>((resolve) =>
      late.once('user.online-count', (p: { data: { count: number } }) => resolve(p.data.count)),
    );
    expect(told).toBeGreaterThanOrEqual(4);

    // The late visitor and Bob leave: Alice, the shared address and the other visitor stay.
    const backToThree = countReaches(watcher, 3);
    late.close();
    bobSocket.close();
    await backToThree;
  });
});
