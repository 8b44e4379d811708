import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_BATTLE_OPEN_MAX_PER_PLAYER } from '../../games/case-battle/core';
import { queryRows } from '../../src/server/db/client';
import type { CaseBattle } from '../../src/shared/contract/battles';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The lobby's cap: a player keeps at most CASE_BATTLE_OPEN_MAX_PER_PLAYER battles they
// created waiting for players. One more is refused with a message and changes nothing;
// leaving one (or its start) frees a place; creations sent together never pass the cap.

const CAP_MESSAGE = `You can keep at most ${CASE_BATTLE_OPEN_MAX_PER_PLAYER} open case battles at once: start or leave one first`;

let t: TestApp;
let box: { slug: string; price: number };

beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    rounds: {
      chainLength: 100,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
      caseBattleSpinMs: 200,
    },
  });
  box = await makeCase(t);
});
afterAll(async () => {
  await t.close();
});

async function player() {
  const client = new Client(t.url, t.origin);
  await client.register();
  return { client, balance: await balanceOf(client) };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;
const create = (client: Client) =>
  client.post('/api/case-battles', {
    mode: 'VERSUS',
    playerAmount: 2,
    cases: [{ slug: box.slug, amount: 1 }],
  });
const battlesOf = async (client: Client) => {
  const me = (await client.get('/api/users/me')).body.user as { id: string };
  const rows = await queryRows<{ state: string }>(
    t.app.services.db,
    sql`SELECT state FROM case_battles WHERE creator_id = ${me.id}`,
  );
  return rows.map((row) => row.state);
};

describe('open case battles per player', () => {
  it('refuses one more than the cap with a message and no change, until one is left', async () => {
    const creator = await player();
    const made: CaseBattle[] = [];
    for (let i = 0; i < CASE_BATTLE_OPEN_MAX_PER_PLAYER; i++) {
      const res = await create(creator.client);
      expect(res.status).toBe(200);
      made.push(res.body.caseBattle as CaseBattle);
    }
    const afterCap = await balanceOf(creator.client);
    expect(afterCap).toBe(creator.balance - CASE_BATTLE_OPEN_MAX_PER_PLAYER * box.price);

    const refused = await create(creator.client);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_OPEN_BATTLES', message: CAP_MESSAGE });
    expect(await balanceOf(creator.client)).toBe(afterCap);
    expect(await battlesOf(creator.client)).toHaveLength(CASE_BATTLE_OPEN_MAX_PER_PLAYER);

    // Leaving one closes it: its place is free again.
    const left = await creator.client.post(`/api/case-battles/${made[0]!._id}/leave`, {});
    expect(left.status).toBe(200);
    expect((await create(creator.client)).status).toBe(200);
    expect((await create(creator.client)).status).toBe(409);
  });

  it('counts only battles not started: one that filled frees its place', async () => {
    const creator = await player();
    const made: CaseBattle[] = [];
    for (let i = 0; i < CASE_BATTLE_OPEN_MAX_PER_PLAYER; i++)
      made.push((await create(creator.client)).body.caseBattle as CaseBattle);
    const joiner = await player();
    const joined = await joiner.client.post(`/api/case-battles/${made[1]!._id}/join`, {});
    expect(joined.status).toBe(200);
    expect((await create(creator.client)).status).toBe(200);
    // Someone else's battles never count against this player.
    expect((await create(joiner.client)).status).toBe(200);
  });

  it('lets no more than the cap through when the creations arrive together', async () => {
    const racer = await player();
    const answers = await Promise.all(
      Array.from({ length: CASE_BATTLE_OPEN_MAX_PER_PLAYER + 3 }, () => create(racer.client)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CASE_BATTLE_OPEN_MAX_PER_PLAYER);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(await balanceOf(racer.client)).toBe(
      racer.balance - CASE_BATTLE_OPEN_MAX_PER_PLAYER * box.price,
    );
    expect(await battlesOf(racer.client)).toHaveLength(CASE_BATTLE_OPEN_MAX_PER_PLAYER);
  });
});
