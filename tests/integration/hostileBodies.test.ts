import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../../src/server/db/client';
import { clientEvents, httpCalls } from '../../src/shared/contract';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../../src/shared/contract/common';
import {
  type BadString,
  LONE_SURROGATE,
  NUL_BYTE,
  badStringCases,
  expectBadStringRefused,
  tableCounts,
} from '../helpers/badStrings';
import { describePath, sampleString, stringFields } from '../helpers/contractFields';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // Every request must reach the contract: no answer here may be the rate limit's 429.
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
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

// PostgreSQL refuses 0x00 in text and jsonb, and jsonb a lone UTF-16 surrogate: either, past
// the contract, answered 500. tests/pg/hostileBodies.test.ts runs the same cases on PostgreSQL.
const inputs = [
  ...Object.entries(httpCalls).flatMap(([name, call]) =>
    (['body', 'query', 'params'] as const).map((part) => [`${name} ${part}`, call[part]] as const),
  ),
  ...Object.entries(clientEvents).map(
    ([name, event]) => [`${name} payload`, event.payload] as const,
  ),
];
const leaves = inputs.flatMap(([where, schema]) =>
  stringFields(schema).map((f) => [`${where}.${describePath(f.path)}`, f.schema] as const),
);

it('the walk finds the strings the issues named', () => {
  const names = leaves.map(([name]) => name);
  for (const field of [
    'login body.login',
    'tipUser body.recipient',
    'adminAdjustUserBalance body.reason',
    'adminSetRoles body.reason',
    'adminBanUser body.reason',
    'adminMuteUser body.reason',
    'adminDisableGame body.reason',
    'adminCreateAnnouncement body.title',
    'adminCreateAnnouncement body.message',
    'adminUpdateAnnouncement body.title',
    'adminUpdateAnnouncement body.message',
    'adminCreateGiftCardBatch body.note',
  ])
    expect(names).toContain(field);
  expect(leaves.length).toBeGreaterThanOrEqual(40);
});

/** Free text (it takes an ordinary sentence) must say why; formats refuse by shape. */
const isFreeText = (schema: z.ZodType) => schema.safeParse('plain text, spaces included').success;

describe('every string of the contract refuses a NUL byte', () => {
  it.each(leaves)('%s', (_name, schema) => {
    const ordinary = sampleString(schema);
    const result = schema.safeParse(`${ordinary}\u0000`);
    expect(result.success).toBe(false);
    if (isFreeText(schema))
      expect(result.error?.issues.map((i) => i.message)).toContain(NUL_MESSAGE);
  });
});

describe('every string of the contract refuses a lone UTF-16 surrogate', () => {
  const lone = [
    ['a lone high surrogate', (o: string) => `${o}\ud800`],
    ['a lone low surrogate', (o: string) => `\udc00${o}`],
    ['a pair in the wrong order', (o: string) => `${o}\udc00\ud800`],
  ] as const;
  it.each(leaves)('%s', (_name, schema) => {
    const ordinary = sampleString(schema);
    for (const [label, spoil] of lone) {
      const result = schema.safeParse(spoil(ordinary));
      expect(result.success, label).toBe(false);
      if (isFreeText(schema))
        expect(
          result.error?.issues.map((i) => i.message),
          label,
        ).toContain(LONE_SURROGATE_MESSAGE);
    }
    // A well-formed pair (an emoji) is ordinary text wherever text is.
    if (isFreeText(schema) && schema.safeParse('plain text, \u00e9').success)
      expect(schema.safeParse('plain text, \u{1F600}').success).toBe(true);
  });
});

/** Every string field of every endpoint, each carrying `bad`, answered 400 on PGlite. */
function walkEndpoints(bad: BadString) {
  describe(`every string field of every endpoint answers ${bad.name} with 400 (PGlite)`, () => {
    const cases = badStringCases(bad);
    let before: Record<string, number>;
    it('covers the contract', async () => {
      expect(cases.length).toBeGreaterThanOrEqual(40);
      expect(cases.filter((c) => c.saysWhy).length).toBeGreaterThanOrEqual(20);
      before = await tableCounts(t);
    });
    let served = 0;
    it.each(cases)('$call $field', async (c) => {
      if (await expectBadStringRefused(t, cookie, c)) served++;
    });
    it('reached the served calls and changed no table', async () => {
      expect(served).toBeGreaterThanOrEqual(cases.length - 5);
      expect(await tableCounts(t)).toEqual(before);
    });
  });
}
walkEndpoints(NUL_BYTE);
walkEndpoints(LONE_SURROGATE);
