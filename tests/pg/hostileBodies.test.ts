import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BadString,
  LONE_SURROGATE,
  NUL_BYTE,
  badStringCases,
  expectBadStringRefused,
  tableCounts,
} from '../helpers/badStrings';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// PostgreSQL is the engine that answered a NUL (refused in text and jsonb) and a lone UTF-16
// surrogate (refused in jsonb) with 500; the same cases as
// tests/integration/hostileBodies.test.ts, on it.
let scratch: ScratchDatabase;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  t = await startTestApp({ databaseUrl: scratch.url, rateLimitPerMinute: 1_000_000 });
  const staff = new Client(t.url, t.origin);
  const user = await staff.register('nul_tester');
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'MODERATOR'])
    await grantRole(t.app.services.db, user.id, role);
  cookie = staff.cookie;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

function walkEndpoints(bad: BadString) {
  describe(`every string field of every endpoint answers ${bad.name} with 400 (PostgreSQL)`, () => {
    const cases = badStringCases(bad);
    let before: Record<string, number>;
    let served = 0;
    it('covers the contract', async () => {
      expect(cases.length).toBeGreaterThanOrEqual(40);
      before = await tableCounts(t);
    });
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
