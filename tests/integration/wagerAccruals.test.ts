import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import type { SettledWager } from '../../src/server/domain/accruals/wagerAccruals';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The accrual step: every settled wager reaches every registered accrual exactly once, with
// the house's exact share (stake x the game's edge in basis points), after the bet commits.

let t: TestApp;
const seen: SettledWager[] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.app.services.accruals.register({
    name: 'test-probe',
    accrue: async (_tx, wagers) => void seen.push(...wagers),
  });
});
afterAll(() => t.close());

describe('the accrual step', () => {
  it('hands each settled wager over once, with its house edge', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    await t.app.services.accruals.drain();
    seen.length = 0;
    const dice = await client.post('/api/games/dice/bet', {
      amount: 150,
      target: 5000,
      direction: 'over',
    });
    expect(dice.status).toBe(200);
    const plinko = await client.post('/api/games/plinko/bet', {
      amount: 1_234,
      rows: 8,
      risk: 'low',
    });
    expect(plinko.status).toBe(200);
    expect(seen).toHaveLength(0); // nothing accrues on the bet's own path
    expect(await t.app.services.accruals.drain()).toBe(2);
    const mine = seen.filter((wager) => wager.userId === user.id);
    expect(mine.map((wager) => [wager.game, wager.amount, wager.houseEdgeE4])).toEqual([
      ['dice', 150, 150 * 100],
      ['plinko', 1_234, 1_234 * 100],
    ]);
    expect(mine[0]!.betId).toBe(dice.body.bet.id);
    expect(await t.app.services.accruals.drain()).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('rolls a failed batch back, so its wagers accrue on the next pass', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    let fail = true;
    const applied: string[] = [];
    t.app.services.accruals.register({
      name: 'test-flaky',
      accrue: async (_tx, wagers) => {
        if (fail) throw new Error('not now');
        applied.push(...wagers.map((wager) => wager.betId));
      },
    });
    const bet = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    await expect(t.app.services.accruals.drain()).rejects.toThrow('not now');
    fail = false;
    expect(await t.app.services.accruals.drain()).toBe(1);
    expect(applied).toEqual([bet.body.bet.id]);
  });

  it('takes nothing from a free case: no XP, and nothing accrues from it', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const { db, inventory, accruals } = t.app.services;
    await transact(db, (tx) => inventory.grant(tx, user.id, 'free-case', 1));
    await accruals.drain();
    seen.length = 0;
    const used = await client.post('/api/user/inventory/consume', { data: { id: 'free-case' } });
    expect(used.status).toBe(200);
    const [row] = await queryRows<{ xp: string; opened: string }>(
      db,
      sql`SELECT u.xp::text AS xp,
                 (SELECT count(*) FROM bets b WHERE b.user_id = u.id)::text AS opened
          FROM users u WHERE u.id = ${user.id}`,
    );
    expect(row).toEqual({ xp: '0', opened: '1' });
    await accruals.drain();
    expect(seen.filter((wager) => wager.userId === user.id)).toEqual([]);
  });
});

describe('the accrual step waiting for the reveal', () => {
  let live: TestApp;
  const taken: SettledWager[] = [];
  beforeAll(async () => {
    live = await startTestApp({
      accruals: { intervalMs: 1000, scheduled: false, awaitReveal: true },
    });
    live.app.services.accruals.register({
      name: 'test-probe',
      accrue: async (_tx, wagers) => void taken.push(...wagers),
    });
  });
  afterAll(() => live.close());

  it('takes a bet only once its game could have shown it in the tab that bet', async () => {
    const { accruals, gameRegistry } = live.app.services;
    const client = new Client(live.url, live.origin);
    const user = await client.register();
    await accruals.drain();
    const bet = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
      pace: 'instant',
    });
    expect(bet.status).toBe(200);
    const settledAt = Date.now();
    // The dice's window (its normal roll and the slack), whatever pace this bet chose.
    const windowMs = gameRegistry.revealWindowMsOf('dice');
    expect(windowMs).toBe(900 + 400);
    await accruals.drain();
    expect(taken.filter((wager) => wager.userId === user.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() - settledAt) + 50));
    await accruals.drain();
    expect(taken.filter((wager) => wager.userId === user.id).map((w) => w.betId)).toEqual([
      bet.body.bet.id,
    ]);
  });
});
