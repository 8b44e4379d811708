import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// What an operator watches: /metrics on its own listener, a request id on every answer and
// log line, and /ready leaving the rotation the moment a shutdown starts.

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
let metricsUrl: string;

beforeAll(async () => {
  t = await startTestApp(
    { metrics: { port: 0, host: '127.0.0.1' }, logLevel: 'info' },
    { logStream },
  );
  metricsUrl = `http://127.0.0.1:${t.app.metricsPort()}/metrics`;
});

afterAll(async () => {
  await t?.close();
});

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one sample line, by its name and labels exactly as exposed. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no sample ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('lists every named figure with its value after a dice bet and an HTTP call', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const socket = await client.socket();
    const bet = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    expect((await client.get('/api/users/me')).status).toBe(200);

    const text = await scrape();
    expect(
      sample(
        text,
        'gemdrop_http_requests_total{method="POST",route="/api/games/dice/bet",status="200"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'gemdrop_http_requests_total{method="GET",route="/api/users/me",status="200"}'),
    ).toBe(1);
    expect(sample(text, 'gemdrop_bets_settled_total{game="dice"}')).toBe(1);
    expect(sample(text, 'gemdrop_bet_settlement_seconds_count{game="dice"}')).toBe(1);
    expect(sample(text, 'gemdrop_bet_settlement_seconds_sum{game="dice"}')).toBeGreaterThan(0);
    expect(sample(text, 'gemdrop_sockets_connected')).toBe(1);
    expect(sample(text, 'gemdrop_db_pool_waiting')).toBe(0);
    // PGlite: the one process leads the rounds.
    expect(sample(text, 'gemdrop_round_leader')).toBe(1);
    expect(sample(text, 'gemdrop_ledger_check_age_seconds')).toBe(-1);
    // Node's standard process figures, under their usual names.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_resident_memory_bytes');
    for (const name of text.match(/^# TYPE \S+/gm)!.map((l) => l.slice(7)))
      expect(name).toMatch(/^(gemdrop_|nodejs_|process_)/);

    socket.close();
    await t.app.ledgerCheck.runIfLeading();
    const after = await scrape();
    expect(sample(after, 'gemdrop_ledger_check_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'gemdrop_ledger_check_age_seconds')).toBeLessThan(5);
    expect(sample(after, 'gemdrop_ledger_check_problems')).toBe(0);
  });

  it('is not served on the public port', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
  });
});

describe('request ids', () => {
  it("answers with the balancer's well-formed id, and logs under it", async () => {
    const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const res = await fetch(`${t.url}/health`, { headers: { 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toBe(id);
    const lines = logLines.filter((line) => line.reqId === id);
    // One line a request, on its answer.
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/health',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('names the player a request was made as on its line', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const id = 'b1b2c3d4e5f60718293a4b5c6d7e8f90';
    const me = await client.request('GET', '/api/users/me', undefined, { 'x-request-id': id });
    expect(me.status).toBe(200);
    expect(logLines.filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/api/users/me',
        statusCode: 200,
        userId: user.id,
      }),
    ]);
  });

  it('makes one up when none or a malformed one came, errors included', async () => {
    const none = await fetch(`${t.url}/api/no-such-call`);
    expect(none.status).toBe(404);
    const made = none.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.some((line) => line.reqId === made)).toBe(true);
    const bad = await fetch(`${t.url}/health`, { headers: { 'x-request-id': 'x y' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Every request line of the log carries an id.
    const requestLines = logLines.filter((line) => line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(typeof line.reqId).toBe('string');
  });
});

describe('/ready during a shutdown', () => {
  it('answers 503 from the moment the app starts closing', async () => {
    const own = await startTestApp();
    expect((await own.app.http.inject({ url: '/ready' })).statusCode).toBe(200);
    const closing = own.app.close();
    const ready = await own.app.http.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: { code: 'STOPPING' } });
    await closing;
  }, 90_000);
});
