import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { xpToReach } from '../../src/shared/levels';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// /rewards: rakeback accrues exactly from settled wagers and pays whole hundredths from
// promotions, daily cases open once per UTC day per unlocked tier, level rewards once.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

async function player(level = 0) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  if (level > 0) await setXp(user.id, xpToReach(level));
  return { client, user };
}

async function setXp(userId: string, xp: number) {
  await queryRows(t.app.services.db, sql`UPDATE users SET xp = ${xp} WHERE id = ${userId}`);
}

async function promoFlows(userId: string, kind: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    t.app.services.db,
    sql`SELECT coalesce(sum(e.amount), 0)::text AS total
        FROM wallet_entries e
        JOIN wallet_transfers tr ON tr.id = e.transfer_id
        JOIN wallet_accounts a ON a.id = e.account_id
        WHERE a.user_id = ${userId} AND tr.kind = ${kind}`,
  );
  return Number(row!.total);
}

/**
 * Deposits and wagers `amount` on dice: free daily value needs today's play to cover it
 * (playCover.ts). 1,000.00 gems carry 10.00 of edge, 6.00 kept after followers.
 */
async function played(client: Client, userId: string, amount = 100_000) {
  const { db, wallet } = t.app.services;
  await transact(db, (tx) =>
    wallet.move(tx, { userId, amount, counterparty: 'cashier', kind: 'deposit' }),
  );
  expect((await dice(client, amount)).status).toBe(200);
}

const keptEdge = (userId: string, window: string | null) =>
  transact(t.app.services.db, (tx) => t.app.services.playCover.keptEdge(tx, userId, window));

const dice = (client: Client, amount: number) =>
  client.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });
const plinko = (client: Client, amount: number) =>
  client.post('/api/games/plinko/bet', { amount, rows: 8, risk: 'low' });

describe('rakeback', () => {
  it('accrues 8% of the house edge at level 12 exactly, pays the floor and keeps the rest', async () => {
    const { client } = await player(12);
    const rewards = async () => (await client.post('/api/rewards/get')).body;
    expect((await rewards()).rakeback).toEqual({
      claimable: 0,
      remainderE8: 0,
      claimedTotal: 0,
      rateBps: 800,
    });

    // Dice and plinko have a 1% edge: 2553 hundredths staked -> 25.53 x 8% = 2.0424 hundredths.
    for (const bet of [dice(client, 150), plinko(client, 333), dice(client, 777)])
      expect((await bet).status).toBe(200);
    for (const bet of [plinko(client, 1_234), dice(client, 59)])
      expect((await bet).status).toBe(200);
    expect((await rewards()).rakeback.claimable).toBe(0); // nothing until the accrual step
    await t.app.services.accruals.drain();
    expect((await rewards()).rakeback).toMatchObject({ claimable: 2, remainderE8: 4_240_000 });

    const before = await balanceOf(client);
    const claim = await client.post('/api/rewards/rakeback/claim');
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({
      amount: 2,
      balance: before + 2,
      rakeback: { claimable: 0, remainderE8: 4_240_000, claimedTotal: 2 },
    });
    expect(await balanceOf(client)).toBe(before + 2);

    // 0.0424 + 0.80 hundredths: still under the 0.01 minimum, so nothing is paid.
    expect((await dice(client, 1_000)).status).toBe(200);
    await t.app.services.accruals.drain();
    const beforeRefusal = await balanceOf(client);
    const tooSmall = await client.post('/api/rewards/rakeback/claim');
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error.message).toBe('No rakeback to claim yet: claims start at 0.01 gems');
    expect(await balanceOf(client)).toBe(beforeRefusal);

    // + 0.16 hundredths: 1.0024 in all, so one hundredth pays and 0.0024 stays.
    expect((await plinko(client, 200)).status).toBe(200);
    await t.app.services.accruals.drain();
    const again = await client.post('/api/rewards/rakeback/claim');
    expect(again.body).toMatchObject({
      amount: 1,
      rakeback: { claimable: 0, remainderE8: 240_000, claimedTotal: 3 },
    });
  });

  it('rates wagers by the level at accrual time, capped at 20%', async () => {
    const { client, user } = await player(0);
    expect((await dice(client, 10_000)).status).toBe(200);
    await setXp(user.id, xpToReach(70)); // reached before the accrual step runs
    await t.app.services.accruals.drain();
    const { body } = await client.post('/api/rewards/get');
    // 100.00 x 1% x 20% = 0.20 gems.
    expect(body.rakeback).toMatchObject({ claimable: 20, remainderE8: 0, rateBps: 2_000 });
  });

  it('pays parallel claims once, from promotions', async () => {
    const { client, user } = await player(3);
    const { rewards } = t.app.services;
    await transact(t.app.services.db, (tx) => rewards.addClaimableRakeback(tx, user.id, 500));
    const before = await balanceOf(client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/rewards/rakeback/claim')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers.find((answer) => answer.status === 200)!.body.amount).toBe(500);
    expect(await balanceOf(client)).toBe(before + 500);
    expect(await promoFlows(user.id, 'rakeback')).toBe(500);
  });

  it('adds a used rakeback token to what a claim pays', async () => {
    const { client, user } = await player(0);
    const { db, inventory } = t.app.services;
    await transact(db, (tx) => inventory.grant(tx, user.id, 'rakeback-token', 2));
    const used = await client.post('/api/user/inventory/consume', {
      data: { id: 'rakeback-token' },
    });
    expect(used.status).toBe(200);
    expect((await client.post('/api/rewards/get')).body.rakeback.claimable).toBe(100);
    expect((await client.post('/api/rewards/rakeback/claim')).body.amount).toBe(100);
    expect(await inventory.list(user.id)).toEqual([{ item: 'rakeback-token', amount: 1 }]);
  });

  it('refuses visitors', async () => {
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/rewards/rakeback/claim')).status).toBe(401);
    expect((await visitor.post('/api/rewards/get')).status).toBe(401);
  });
});

describe('live rakeback', () => {
  it("tells the player's tabs the new claimable once per accrual batch, when it changed", async () => {
    const { client, user } = await player(12); // 8% of the edge
    // Another player's wagers in the same batch are told to their tabs, not this one's.
    const other = await player(12);
    const socket = await client.socket();
    const heard: unknown[] = [];
    socket.on('rewards.rakeback', (payload: unknown) => heard.push(payload));
    try {
      // 50.00 gems on dice (1% edge) in three bets: 0.50 x 8% = 0.04 gems in one batch.
      for (const amount of [2_500, 1_250, 1_250])
        expect((await dice(client, amount)).status).toBe(200);
      expect((await dice(other.client, 10_000)).status).toBe(200);
      await t.app.services.accruals.drain();
      await expect.poll(() => heard).toEqual([{ data: { claimable: 4 } }]);
      expect((await client.post('/api/rewards/get')).body.rakeback.claimable).toBe(4);

      // 1.20 gems earn 0.0096 gems: still 0.04 claimable, so nothing is sent; 11.30 more
      // reach 0.05 exactly.
      expect((await dice(client, 120)).status).toBe(200);
      await t.app.services.accruals.drain();
      expect((await dice(client, 1_130)).status).toBe(200);
      await t.app.services.accruals.drain();
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).toEqual({ data: { claimable: 5 } });

      // A rakeback token (1.00 gem) is heard the same way.
      await transact(t.app.services.db, (tx) =>
        t.app.services.inventory.grant(tx, user.id, 'rakeback-token', 1),
      );
      const used = await client.post('/api/user/inventory/consume', {
        data: { id: 'rakeback-token' },
      });
      expect(used.status).toBe(200);
      await expect.poll(() => heard.length).toBe(3);
      expect(heard).toEqual([
        { data: { claimable: 4 } },
        { data: { claimable: 5 } },
        { data: { claimable: 105 } },
      ]);
    } finally {
      socket.close();
    }
  });
});

describe('daily cases', () => {
  const at = (iso: string) => {
    t.app.services.rewards.clock.now = () => Date.parse(iso);
  };
  afterAll(() => {
    t.app.services.rewards.clock.now = () => Date.now();
  });

  it('open once per UTC day per unlocked tier, funded by promotions', async () => {
    at('2026-06-01T23:59:00.000Z');
    const { client, user } = await player(0);
    const locked = await client.post('/api/rewards/daily-case/open', { level: 1 });
    expect(locked.status).toBe(403);
    expect(locked.body.error.message).toBe('Reach level 1 to open this daily case');

    await setXp(user.id, xpToReach(1));
    await played(client, user.id);
    const summary = (await client.post('/api/rewards/get')).body;
    expect(summary.nextDailyReset).toBe('2026-06-02T00:00:00.000Z');
    expect(summary.dailyCases.map((box: { state: string }) => box.state)).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    const price = summary.dailyCases[0].case.price as number;
    expect(price).toBeGreaterThan(0);

    const before = await balanceOf(client);
    const opened = await client.post('/api/rewards/daily-case/open', { level: 1 });
    expect(opened.status).toBe(200);
    const [opening] = opened.body.openings;
    expect(opening.price).toBe(price);
    // The player pays nothing and gets the item's value, like a normal opening.
    expect(opened.body.balance).toBe(before + opening.payout);
    expect(await promoFlows(user.id, 'free-case')).toBe(price);

    const twice = await client.post('/api/rewards/daily-case/open', { level: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(
      "You already opened today's level 1 case: the next one is ready at 00:00 UTC",
    );
    expect((await client.post('/api/rewards/get')).body.dailyCases[0].state).toBe('opened');
    expect((await client.post('/api/rewards/daily-case/open', { level: 10 })).status).toBe(403);

    at('2026-06-02T00:00:00.000Z');
    expect((await client.post('/api/rewards/get')).body.dailyCases[0].state).toBe('available');
    expect((await client.post('/api/rewards/daily-case/open', { level: 1 })).status).toBe(200);
    expect(await promoFlows(user.id, 'free-case')).toBe(price * 2);
  });

  it('opens once under parallel requests', async () => {
    at('2026-06-05T12:00:00.000Z');
    const { client, user } = await player(10);
    await played(client, user.id);
    const before = await balanceOf(client);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/rewards/daily-case/open', { level: 10 })),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await balanceOf(client)).toBe(before + won[0]!.body.openings[0].payout);
    const [claims] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM daily_case_claims WHERE user_id = ${user.id}`,
    );
    expect(claims!.n).toBe(1);
  });

  it("open only when the last 24 h of play covers them and today's other free rewards", async () => {
    at(new Date().toISOString());
    const { client, user } = await player(1);
    const before = await balanceOf(client);
    const refused = await client.post('/api/rewards/daily-case/open', { level: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('NEEDS_PLAY');
    expect(refused.body.error.message).toMatch(
      /^Play first: wager [\d,.]+ more gems today to unlock this free reward$/,
    );
    expect(await balanceOf(client)).toBe(before);
    expect(await promoFlows(user.id, 'free-case')).toBe(0);
    expect((await client.post('/api/rewards/get')).body.dailyCases[0].state).toBe('available');

    // 100.00 gems keep 0.60 of edge: short of the case's expected value.
    await played(client, user.id, 10_000);
    expect((await client.post('/api/rewards/daily-case/open', { level: 1 })).status).toBe(403);
    await played(client, user.id);
    const kept = await keptEdge(user.id, '24 hours');
    expect(kept).toBeCloseTo(6.6 * 100, 6);
    expect((await client.post('/api/rewards/daily-case/open', { level: 1 })).status).toBe(200);
    // The free opening is no play of the player's: it adds no edge.
    expect(await keptEdge(user.id, '24 hours')).toBe(kept);
    // A spin is weighed with the case taken today: 6.60 kept covers both.
    expect((await client.post('/api/wheel/spin')).status).toBe(200);
  });

  it('refuses unknown tiers and bad input, changing nothing', async () => {
    const { client } = await player(100);
    for (const [body, status] of [
      [{ level: 2 }, 404],
      [{ level: 0 }, 400],
      [{ level: '1' }, 400],
      [{ level: 1, extra: true }, 400],
      [{}, 400],
    ] as const)
      expect((await client.post('/api/rewards/daily-case/open', body)).status).toBe(status);
  });
});

describe('level rewards', () => {
  it('pay once per level reached: gems from promotions, items to the inventory', async () => {
    const { client, user } = await player(0);
    const early = await client.post('/api/rewards/level/claim', { level: 1 });
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe('Reach level 1 to claim its reward (you are level 0)');

    await setXp(user.id, xpToReach(10));
    const states = (await client.post('/api/rewards/get')).body.levelRewards;
    expect(states.slice(8, 12).map((r: { state: string }) => r.state)).toEqual([
      'claimable',
      'claimable',
      'locked',
      'locked',
    ]);
    const before = await balanceOf(client);
    const claim = await client.post('/api/rewards/level/claim', { level: 10 });
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({
      level: 10,
      gems: 250,
      balance: before + 250,
      items: [
        { item: 'xp-boost-1.5x-1h', amount: 1 },
        { item: 'free-case', amount: 1 },
      ],
    });
    expect(await t.app.services.inventory.list(user.id)).toEqual([
      { item: 'free-case', amount: 1 },
      { item: 'xp-boost-1.5x-1h', amount: 1 },
    ]);
    const twice = await client.post('/api/rewards/level/claim', { level: 10 });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('The level 10 reward was already claimed');
    expect((await client.post('/api/rewards/level/claim', { level: 11 })).status).toBe(403);
    expect((await client.post('/api/rewards/level/claim', { level: 101 })).status).toBe(400);
    expect(await balanceOf(client)).toBe(before + 250);
    expect((await client.post('/api/rewards/get')).body.levelRewards[9].state).toBe('claimed');
  });

  it('pays parallel claims of one level once', async () => {
    const { client, user } = await player(7);
    const before = await balanceOf(client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/rewards/level/claim', { level: 7 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(client)).toBe(before + 175);
    expect(await promoFlows(user.id, 'level-reward')).toBe(175);
  });
});
