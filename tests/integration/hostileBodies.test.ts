import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { httpCalls } from '../../src/shared/contract';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const staff = new Client(t.url);
  const user = await staff.register('hostile_tester');
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'MODERATOR'])
    await grantRole(t.app.services.db, user.id, role);
  cookie = staff.cookie;
});
afterAll(() => t.close());

let nested: unknown = 'leaf';
for (let i = 0; i < 200; i++) nested = { data: nested };

/** Bodies no endpoint may accept, each sent as its raw text. */
const HOSTILE: Array<[string, string, string?]> = [
  ['an array', '[]'],
  ['a string', '"text"'],
  ['a number', '42'],
  ['null', 'null'],
  ['an unknown field', '{"unexpected":1}'],
  [
    'a prototype-pollution attempt',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  ],
  ['deep nesting', JSON.stringify(nested)],
  ['broken JSON', '{"data":'],
  ['an oversized body', JSON.stringify({ data: 'x'.repeat(70_000) })],
  ['plain text', 'hello', 'text/plain'],
];

const postCalls = Object.entries(httpCalls).filter(([, call]) => call.method === 'POST');

async function counts() {
  const [row] = await queryRows<{ users: number; transfers: number; sessions: number }>(
    t.app.services.db,
    sql`SELECT (SELECT count(*) FROM users)::int AS users,
               (SELECT count(*) FROM wallet_transfers)::int AS transfers,
               (SELECT count(*) FROM sessions WHERE revoked_at IS NULL)::int AS sessions`,
  );
  return row!;
}

describe('every POST endpoint refuses hostile bodies', () => {
  it('covers the whole contract', () => {
    expect(postCalls.length).toBeGreaterThanOrEqual(30);
  });

  it.each(postCalls)('%s answers 4xx with a message and changes nothing', async (_name, call) => {
    const before = await counts();
    const path = '/api' + call.path.replace(/:[A-Za-z]+/g, 'x');
    for (const [label, body, type] of HOSTILE) {
      // A fresh client per request: its own address, so the HTTP rate limit stays out of it.
      const client = new Client(t.url);
      client.cookie = cookie;
      const res = await client.request('POST', path, body, {
        'content-type': type ?? 'application/json',
      });
      expect(res.status, `${call.path} with ${label}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${call.path} with ${label}`).toBeLessThan(500);
      expect(res.body.error?.message, `${call.path} with ${label}`).toMatch(/\S/);
    }
    expect(await counts()).toEqual(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
