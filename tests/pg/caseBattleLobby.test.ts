import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_BATTLE_OPEN_MAX_PER_PLAYER } from '../../games/case-battle/core';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The open-battles cap under true parallelism: one player's creations sent at once through
// two servers on one PostgreSQL. Without the creator's lock, each transaction would count
// the open battles before any other committed and all would pass.

let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;
let box: { slug: string; price: number };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const rounds = {
    chainLength: 100,
    scheduled: false,
    beacon: { kind: 'local' as const, periodMs: 30 },
    caseBattleSpinMs: 200,
  };
  a = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute: 1_000_000 });
  b = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute: 1_000_000 });
  box = await makeCase(a);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await scratch?.drop();
});

const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

describe('open case battles per player on PostgreSQL', () => {
  it('lets exactly the cap through when creations race through two servers', async () => {
    const onA = new Client(a.url, a.origin);
    await onA.register();
    // The same session on the second server: same cookie, other process.
    const onB = new Client(b.url, b.origin);
    onB.cookie = onA.cookie;
    const start = await balanceOf(onA);
    const body = { mode: 'VERSUS', playerAmount: 2, cases: [{ slug: box.slug, amount: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: CASE_BATTLE_OPEN_MAX_PER_PLAYER * 3 }, (_, i) =>
        (i % 2 === 0 ? onA : onB).post('/api/case-battles', body),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CASE_BATTLE_OPEN_MAX_PER_PLAYER);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CASE_BATTLE_OPEN_MAX_PER_PLAYER * 2);
    expect(await balanceOf(onA)).toBe(start - CASE_BATTLE_OPEN_MAX_PER_PLAYER * box.price);
  });
});
