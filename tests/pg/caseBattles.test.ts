import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofOfBattle, verifyCaseBattle } from '../../games/case-battle/verifier/battle-verify';
import { queryRows } from '../../src/server/db/client';
import type { CaseBattle } from '../../src/shared/contract/battles';
import { eventually, pause } from '../helpers/notificationProbe';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two servers on one PostgreSQL. Players race for a battle's last seat through both: the
// row lock seats exactly one. Then the server leading the round games, which is also the one
// pacing a battle, is closed between two rounds: the other takes the lead, picks the battle
// up where the database says it is, tells the remaining rounds and settles it once.

const SPIN_MS = 400;
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;
let aClosed = false;
let box: { slug: string; price: number };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const rounds = {
    chainLength: 100,
    scheduled: false,
    beacon: { kind: 'local' as const, periodMs: 30 },
    caseBattleSpinMs: SPIN_MS,
  };
  const rateLimitPerMinute = 1_000_000;
  a = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  b = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  box = await makeCase(a);
});

afterAll(async () => {
  await Promise.all([aClosed ? undefined : a?.close(), b?.close()]);
  await scratch?.drop();
});

async function player(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user, balance: await balanceOf(client) };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;
const battleOn = async (t: TestApp, id: string) =>
  (await new Client(t.url, t.origin).get(`/api/case-battles/${id}`)).body.caseBattle as CaseBattle;

async function until(t: TestApp, id: string, check: (b: CaseBattle) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const battle = await battleOn(t, id);
    if (check(battle)) return battle;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(battle)}`);
    await pause(50);
  }
}

describe('case battles on two servers', () => {
  it('seats one of several joins made through different servers at once', async () => {
    const creator = await player(a);
    const racers = await Promise.all([player(a), player(b), player(a), player(b)]);
    const { body } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 3,
      cases: [{ slug: box.slug, amount: 1 }],
    });
    const id = (body.caseBattle as CaseBattle)._id;
    const answers = await Promise.all(
      racers.map((r) => r.client.post(`/api/case-battles/${id}/join`, {})),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
    const done = await until(b, id, (battle) => battle.state === 'GAME_COMPLETED');
    const seated = racers.filter((_, i) => answers[i]!.status === 200);
    expect(new Set(done.players.map((p) => p.id))).toEqual(
      new Set([creator.user.id, ...seated.map((s) => s.user.id)]),
    );
    for (const [i, racer] of racers.entries()) {
      if (answers[i]!.status === 200) continue;
      expect(await balanceOf(racer.client)).toBe(racer.balance);
    }
  });

  it('finishes a battle on the surviving server when the leader closes mid-battle', async () => {
    a.app.services.rounds.start(() => {});
    a.app.services.rooms.start(a.app.services.rounds.leadership, () => {});
    await eventually(() => a.app.services.rounds.leadership.isLeader, 10_000, 'a leads');
    b.app.services.rounds.start(() => {});
    b.app.services.rooms.start(b.app.services.rounds.leadership, () => {});
    expect(b.app.services.rounds.leadership.isLeader).toBe(false);

    // Both seats are taken through the leader, so it alone follows the battle.
    const creator = await player(a);
    const joiner = await player(a);
    const { body } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      cases: [{ slug: box.slug, amount: 5 }],
    });
    const id = (body.caseBattle as CaseBattle)._id;
    expect((await joiner.client.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);
    expect(b.app.services.rooms.plays['case-battle'].driver.pending).toBe(0);
    const midway = await until(b, id, (battle) => (battle.outcome[0]?.itemsWon.length ?? 0) >= 1);
    expect(midway.state).toBe('GENERATING_OUTCOME');

    aClosed = true;
    await a.close();
    // The closed leader left rounds to tell: the survivor tells them.
    expect((await battleOn(b, id)).state).toBe('GENERATING_OUTCOME');
    const done = await until(b, id, (battle) => battle.state === 'GAME_COMPLETED');
    expect(b.app.services.rounds.leadership.isLeader).toBe(true);
    expect(done.outcome.map((entry) => entry.itemsWon.length)).toEqual([5, 5]);
    const [row] = await queryRows<{ announced_rounds: number; round_count: number }>(
      b.app.services.db,
      sql`SELECT announced_rounds, round_count FROM case_battles WHERE id = ${id}`,
    );
    expect(row).toEqual({ announced_rounds: 5, round_count: 5 });

    const byId = new Map(done.winners.map((w) => [w.userId, w.amount]));
    // The pot is the pulls' values (each item, plus the hundredth its case's price rounding
    // gave back), as the fairness page's verifier replays them from what the battle published.
    const items = done.outcome.flatMap((e) => e.itemsWon).reduce((s, item) => s + item.price, 0);
    const proof = proofOfBattle(done);
    if ('error' in proof) throw new Error(proof.error);
    const verified = verifyCaseBattle(proof);
    if (!verified.ok) throw new Error(verified.error);
    const total = verified.totals.reduce((s, v) => s + v, 0);
    expect(total - items).toBeGreaterThanOrEqual(0);
    expect(total - items).toBeLessThanOrEqual(10); // at most a hundredth for each bought pull
    expect([...byId.values()].reduce((s, v) => s + v, 0)).toBe(total);
    for (const p of [creator, joiner]) {
      const again = new Client(b.url, b.origin);
      again.cookie = p.client.cookie;
      expect(await balanceOf(again)).toBe(p.balance - done.price + (byId.get(p.user.id) ?? 0));
    }
    const payouts = await queryRows<{ count: number }>(
      b.app.services.db,
      sql`SELECT count(*)::int AS count FROM wallet_transfers WHERE kind = 'payout'
          AND reference IN (SELECT id::text FROM bets WHERE case_battle_id = ${id})`,
    );
    expect(payouts[0]!.count).toBe([...byId.values()].filter((v) => v > 0).length);

    // Each player's game history lists their seat, on PostgreSQL's clock, once it landed.
    for (const p of [creator, joiner]) {
      const again = new Client(b.url, b.origin);
      again.cookie = p.client.cookie;
      const history = async () =>
        (await again.get('/api/games/bets?game=case-battle')).body.bets as {
          payout: number;
          fairness: { battleId: string };
        }[];
      let bets = await history();
      for (const deadline = Date.now() + 5_000; bets.length === 0 && Date.now() < deadline;) {
        await pause(50);
        bets = await history();
      }
      expect(bets.map((bet) => [bet.fairness.battleId, bet.payout])).toEqual([
        [id, byId.get(p.user.id) ?? 0],
      ]);
    }
  });
});
