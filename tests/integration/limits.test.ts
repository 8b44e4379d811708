import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 5, socketEventsPer10s: 3 });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 with a clear message past the HTTP limit', async () => {
    const client = new Client(t.url);
    // Reads get ten times the writes' 5 (edge/limits.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await client.get('/health')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await client.get('/health');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toMatch(/Too many requests/);
    // The same address is still served the site's static files and pages.
    expect((await client.get('/assets/index-abc123.js')).status).toBe(404);
    expect((await client.get('/case-battles')).status).toBe(404);
    expect((await client.get('/api/users/me')).status).toBe(429);
  });

  it('counts writes apart from reads: browsing never spends the budget of bets', async () => {
    const client = new Client(t.url, t.origin);
    for (let i = 0; i < 50; i++) await client.get('/health');
    expect((await client.get('/health')).status).toBe(429);
    const writes: number[] = [];
    for (let i = 0; i < 6; i++) writes.push((await client.post('/api/auth/logout')).status);
    expect(writes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses socket events past the limit in the acknowledgement', async () => {
    const socket = await new Client(t.url).socket();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await socket.emitWithAck('game:crash.subscribe'));
    expect(answers.slice(0, 3)).toEqual([true, true, true]);
    expect(answers[3]).toEqual({
      error: { message: 'Too many requests, please slow down', code: 'RATE_LIMITED' },
    });
    socket.close();
  });

  it('puts subscriptions through the same limit: a refused one does not join', async () => {
    const socket = await new Client(t.url).socket();
    const rooms = () => t.app.io.of('/').adapter.rooms.get('channel:live-drops') ?? new Set();
    // A burst, all sent at once as a hostile client would.
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => socket.emitWithAck('chat.subscribe')),
    );
    expect(burst.slice(0, 3)).toEqual([false, false, false]);
    expect(burst.slice(3).every((a) => a?.error?.code === 'RATE_LIMITED')).toBe(true);
    expect(await socket.emitWithAck('live-drops.subscribe')).toEqual({
      error: { message: 'Too many requests, please slow down', code: 'RATE_LIMITED' },
    });
    expect(rooms().has(socket.id!)).toBe(false);
    socket.close();
  });
});

describe('service endpoints', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp();
  });
  afterAll(() => fresh.close());

  it('reports health and readiness', async () => {
    const client = new Client(fresh.url);
    expect((await client.get('/health')).body).toEqual({ status: 'ok' });
    expect((await client.get('/ready')).body).toEqual({ status: 'ready' });
  });

  it('publishes the contract as OpenAPI', async () => {
    const { status, body } = await new Client(fresh.url).get('/docs/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\.1/);
    for (const path of [
      '/users/me',
      '/auth/register',
      '/case-battles/{id}',
      '/notifications/dismiss',
      '/live-drops/history',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});
