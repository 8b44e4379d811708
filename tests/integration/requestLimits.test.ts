import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_BET_MIN_INTERVAL_MS } from '../../src/client/features/auto-bet/auto-bet-runner';
import { testConfig } from '../../src/server/config';
import {
  ACTION_LIMITS,
  type ActionLimit,
  HOUSEHOLD,
  READS_PER_WRITE,
  WRITES_PER_MINUTE,
} from '../../src/server/edge/limits';
import { Client, type TestApp, startTestApp, testAddress } from '../helpers/testApp';

// What a page load asks for: the player, chat, notifications, live drops, the catalogue.
const PAGE_READS = [
  '/api/users/me',
  '/api/chat/history',
  '/api/notifications',
  '/api/live-drops/history',
  '/api/catalogue/items',
  '/api/cases',
];

describe('the default limits', () => {
  it('are the configuration defaults', () => {
    expect(testConfig().rateLimitPerMinute).toBe(WRITES_PER_MINUTE);
    expect(testConfig().actionLimits).toEqual(ACTION_LIMITS);
  });

  it('serve 300 page loads a minute from one address, of about 20 reads each', () => {
    expect(WRITES_PER_MINUTE * READS_PER_WRITE).toBeGreaterThanOrEqual(300 * 20);
  });

  it('let two tabs auto-bet at full pace from one address', () => {
    expect(WRITES_PER_MINUTE).toBeGreaterThanOrEqual(2 * (60_000 / AUTO_BET_MIN_INTERVAL_MS));
  });

  it('give an address room for a household over each account', () => {
    for (const limit of Object.values(ACTION_LIMITS) as ActionLimit[])
      if (limit.perSubject !== undefined)
        expect(limit.perAddress).toBe(limit.perSubject * HOUSEHOLD);
    expect(ACTION_LIMITS.login).toEqual({ perSubject: 20, perAddress: 60 });
  });
});

describe('browsing at the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 800 reads from one address within a minute (40 page loads of 20)', async () => {
    const address = testAddress();
    const player = new Client(t.url, t.origin, address);
    await player.register();
    const statuses: number[] = [];
    // Ten at a time, as a page's parallel fetches and a few tabs would.
    for (let i = 0; i < 800; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) => player.get(PAGE_READS[(i + j) % PAGE_READS.length]!)),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
    // The writes' budget is its own: a bet after all that browsing is still served.
    const other = await player.post('/api/promo-codes/redeem', { data: { code: 'NOPE' } });
    expect(other.status).toBe(404);
  }, 60_000);
});

describe('log-in, codes and chat at small limits', () => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      actionLimits: {
        ...ACTION_LIMITS,
        login: { perSubject: 3, perAddress: 7 },
        codes: { perSubject: 2, perAddress: 5 },
        chat: { perSubject: 3, perAddress: 5 },
      },
      // The channel's own rules out of the way: this is about the request limit.
      chat: {
        ...testConfig().chat,
        rateLimit: { count: 100, windowSeconds: 10 },
        slowModeSeconds: 0,
        repeatWindowSeconds: 0,
      },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const logIn = (client: Client, login: string, password: string) =>
    client.post('/api/auth/login', { login, password });

  it('limits log-ins per username, then every log-in from the address', async () => {
    const alice = (await new Client(t.url, t.origin).register()).username;
    const bob = (await new Client(t.url, t.origin).register()).username;
    const carol = (await new Client(t.url, t.origin).register()).username;
    const guesser = new Client(t.url, t.origin, testAddress());

    const wrong = [];
    for (let i = 0; i < 3; i++) wrong.push((await logIn(guesser, alice, 'guess ' + i)).status);
    expect(wrong.every((s) => s !== 429 && s >= 400)).toBe(true);
    const limited = await logIn(guesser, alice, 'correct horse battery');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests, please try again in \d+ s$/),
    });

    // Someone else at the same address (a household) still logs in: 5 of the address's 7.
    expect((await logIn(guesser, bob, 'correct horse battery')).status).toBe(200);
    expect((await logIn(guesser, bob, 'wrong')).status).not.toBe(429);
    expect((await logIn(guesser, carol, 'correct horse battery')).status).toBe(200);
    // Past the address's limit, every name is refused.
    expect((await logIn(guesser, carol, 'correct horse battery')).status).toBe(429);
    expect((await logIn(guesser, 'nobody', 'x')).status).toBe(429);
    // Another address is not affected.
    expect((await logIn(new Client(t.url, t.origin), bob, 'correct horse battery')).status).toBe(
      200,
    );
  });

  it('limits code redemptions per account, then per address', async () => {
    const address = testAddress();
    const [first, second, third] = [1, 2, 3].map(() => new Client(t.url, t.origin, address));
    for (const client of [first!, second!, third!]) await client.register();
    const redeem = async (client: Client, path: string) =>
      (await client.post(path, { data: { code: 'AAAA-BBBB-CCCC-DDDD' } })).status;

    // Promo codes and gift cards are one budget: guessing either is guessing a code.
    expect(await redeem(first!, '/api/promo-codes/redeem')).toBe(404);
    expect(await redeem(first!, '/api/gift-cards/redeem')).toBe(404);
    expect(await redeem(first!, '/api/promo-codes/redeem')).toBe(429);
    expect(await redeem(first!, '/api/gift-cards/redeem')).toBe(429);
    // Another player behind the same address is not refused for the first one's tries...
    expect(await redeem(second!, '/api/gift-cards/redeem')).toBe(404);
    // ...until the address's own limit (5) is passed.
    expect(await redeem(third!, '/api/promo-codes/redeem')).toBe(429);
  });

  it('limits chat posts per account, then per address', async () => {
    const address = testAddress();
    const open = async () => {
      const client = new Client(t.url, t.origin, address);
      await client.register();
      const socket = await client.socket();
      sockets.push(socket);
      return socket;
    };
    const [first, second] = [await open(), await open()];
    const post = async (socket: Socket, n: number) => {
      const ack = await socket.timeout(5000).emitWithAck('chat.send-message', {
        data: { channel: 'en', blocks: [{ type: 'TEXT', value: `message ${n}` }] },
      });
      return ack?.error?.code ?? 'SENT';
    };
    const firsts = [];
    for (let n = 0; n < 4; n++) firsts.push(await post(first, n));
    expect(firsts).toEqual(['SENT', 'SENT', 'SENT', 'RATE_LIMITED']);
    // Same address, another account: one more post before the address's 5 are spent.
    expect(await post(second, 10)).toBe('SENT');
    expect(await post(second, 11)).toBe('RATE_LIMITED');
  });
});
