import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePrice } from '../../games/case-unbox/core';
import { queryRows } from '../../src/server/db/client';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import type { Xp } from '../../src/shared/contract';
import { levelOf, xpForWager, xpToReach } from '../../src/shared/levels';
import { freshCaseName, pricedItems } from '../helpers/communityCases';
import { publishCrashChain, crashChainWithFirstRound } from '../helpers/crashChain';
import { pause } from '../helpers/notificationProbe';
import { say } from '../helpers/rainPlayers';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Every settled wager earns XP (levels.ts: 1 XP per whole 1.00 gem staked), credited in the
// bet's own transaction, told to the player's tabs as `user.xp-updated` after commit, with
// one level-up notice at a boundary. Refused bets and stakes given back earn none.

const ASIIMOV = { id: 'ak-47-asiimov', name: 'AK-47 | Asiimov', price: 10_000 };

/** The dated snapshot with the Skin Upgrader's target priced by the test. */
class TestPriceFeed implements PriceFeed {
  readonly name = 'test prices';
  private readonly snapshot = new SnapshotPriceFeed();
  async prices(names: readonly string[]): Promise<Map<string, number>> {
    const found = await this.snapshot.prices(names);
    found.set(ASIIMOV.name, ASIIMOV.price);
    return found;
  }
}

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp(
    {
      rateLimitPerMinute: 1_000_000, // the coin flips are polled
      rounds: { chainLength: 100, scheduled: false, beacon: { kind: 'local', periodMs: 40 } },
    },
    { priceFeed: new TestPriceFeed() },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** Retries an assertion until it holds, failing with its last error after 5 s. */
async function eventually(check: () => unknown): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(20);
    }
  }
}

async function xpOf(app: TestApp, userId: string): Promise<number> {
  const [row] = await queryRows<{ xp: string }>(
    app.app.services.db,
    sql`SELECT xp::text AS xp FROM users WHERE id = ${userId}`,
  );
  return Number(row!.xp);
}

/** XP the player's settled wagers earned, as the rule says, read from their bet rows. */
async function xpOfBets(app: TestApp, userId: string): Promise<number> {
  const rows = await queryRows<{ amount: string; refunded: boolean }>(
    app.app.services.db,
    sql`SELECT b.amount::text AS amount,
               EXISTS (SELECT 1 FROM wallet_transfers tr
                       WHERE tr.reference = b.id::text AND tr.kind = 'refund') AS refunded
        FROM bets b WHERE b.user_id = ${userId} AND b.settled_at IS NOT NULL`,
  );
  return rows.reduce((sum, row) => sum + (row.refunded ? 0 : xpForWager(Number(row.amount))), 0);
}

async function player(app: TestApp = t) {
  const client = new Client(app.url, app.origin);
  const user = await client.register();
  const socket = await client.socket();
  sockets.push(socket);
  const heard: Xp[] = [];
  socket.on('user.xp-updated', (payload: { data: { xp: Xp } }) => heard.push(payload.data.xp));
  return { client, user, socket, heard };
}

const setXp = (userId: string, xp: number) =>
  t.app.services.db.execute(sql`UPDATE users SET xp = ${xp} WHERE id = ${userId}`);

describe('instant games', () => {
  it('credit exactly the XP of each stake and tell the tab', async () => {
    const p = await player();
    const dice = await p.client.post('/api/games/dice/bet', {
      amount: 150,
      target: 5000,
      direction: 'over',
    });
    expect(dice.status).toBe(200);
    expect(await xpOf(t, p.user.id)).toBe(1);
    const plinko = await p.client.post('/api/games/plinko/bet', {
      amount: 1_234,
      rows: 8,
      risk: 'low',
    });
    expect(plinko.status).toBe(200);
    expect(await xpOf(t, p.user.id)).toBe(13);
    const upgrade = await p.client.post('/api/games/skin-upgrader/bet', {
      amount: 9_000,
      target: ASIIMOV.id,
      direction: 'under',
    });
    expect(upgrade.status).toBe(200);
    // The Skin Upgrader stakes what its chance allows, which the bet row records.
    const total = 13 + xpForWager(upgrade.body.bet.amount);
    expect(await xpOf(t, p.user.id)).toBe(total);
    expect(await xpOfBets(t, p.user.id)).toBe(total);
    await eventually(() => expect(p.heard).toHaveLength(3));
    expect(p.heard.map((xp) => xp.total)).toEqual([1, 13, total]);
    expect(p.heard[2]).toEqual(levelOf(total));
    const me = await p.client.get('/api/users/me');
    expect(me.body.user.xp).toEqual(levelOf(total));
  });

  it('give nothing for a refused or bad bet', async () => {
    const p = await player();
    const balance = (await p.client.get('/api/users/me')).body.user.balance as number;
    const refused = await p.client.post('/api/games/dice/bet', {
      amount: balance + 100,
      target: 5000,
      direction: 'over',
    });
    expect(refused.status).toBe(400);
    const bad = await p.client.post('/api/games/dice/bet', { amount: 500, target: 5000 });
    expect(bad.status).toBe(400);
    await pause(100);
    expect(await xpOf(t, p.user.id)).toBe(0);
    expect(p.heard).toEqual([]);
  });

  it('credit every bet of a burst once, whether grouped or alone', async () => {
    const p = await player();
    const bets = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        p.client.post('/api/games/dice/bet', {
          amount: 100 + i * 100,
          target: 5000,
          direction: 'over',
        }),
      ),
    );
    for (const res of bets) expect(res.status).toBe(200);
    const expected = Array.from({ length: 12 }, (_, i) => 1 + i).reduce((a, b) => a + b, 0);
    expect(await xpOf(t, p.user.id)).toBe(expected);
    await eventually(() => expect(p.heard).toHaveLength(12));
    expect(Math.max(...p.heard.map((xp) => xp.total))).toBe(expected);
  });
});

describe('mines', () => {
  async function mines(userId: string) {
    const [row] = await queryRows<{ mine_positions: number[] }>(
      t.app.services.db,
      sql`SELECT mine_positions FROM mines_games WHERE user_id = ${userId} AND state = 'active'`,
    );
    const positions = row!.mine_positions;
    return {
      mine: positions[0]!,
      safe: [...Array(25).keys()].filter((tile) => !positions.includes(tile)),
    };
  }

  it('earns nothing while open and the stake when it ends, lost or cashed out', async () => {
    const p = await player();
    expect(
      (await p.client.post('/api/games/mines/start', { amount: 1_050, mines: 3 })).status,
    ).toBe(200);
    expect(await xpOf(t, p.user.id)).toBe(0);
    const { mine, safe } = await mines(p.user.id);
    expect((await p.client.post('/api/games/mines/reveal', { tile: safe[0] })).status).toBe(200);
    expect(await xpOf(t, p.user.id)).toBe(0);
    expect((await p.client.post('/api/games/mines/reveal', { tile: mine })).status).toBe(200);
    expect(await xpOf(t, p.user.id)).toBe(10);

    await p.client.post('/api/games/mines/start', { amount: 2_599, mines: 3 });
    const second = await mines(p.user.id);
    await p.client.post('/api/games/mines/reveal', { tile: second.safe[0] });
    expect((await p.client.post('/api/games/mines/cashout')).status).toBe(200);
    expect(await xpOf(t, p.user.id)).toBe(35);
    expect(await xpOfBets(t, p.user.id)).toBe(35);
    await eventually(() => expect(p.heard.map((xp) => xp.total)).toEqual([10, 35]));
  });
});

describe('case openings', () => {
  it('credit each case of an official opening; one that cannot be paid credits none', async () => {
    const box = await makeCase(t);
    const p = await player();
    const opened = await p.client.post(`/api/cases/${box.slug}/open`, { count: 3 });
    expect(opened.status).toBe(200);
    const each = xpForWager(box.price);
    expect(await xpOf(t, p.user.id)).toBe(3 * each);

    // Five that the balance cannot cover: the whole opening rolls back, its XP with it. The
    // case is priced just under half the balance and pays nothing back in between.
    const broke = await player();
    const grant = (await broke.client.get('/api/users/me')).body.user.balance as number;
    const pricey = await makeCase(t, {
      items: [
        { id: 'dud', name: 'Nothing', image: null, rarity: 'consumer', price: 0, tickets: 99_999 },
        {
          id: 'jackpot',
          name: 'Everything',
          image: null,
          rarity: 'covert',
          price: (Math.floor(grant / 2) - 1) * 92_000,
          tickets: 1,
        },
      ],
    });
    const refused = await broke.client.post(`/api/cases/${pricey.slug}/open`, { count: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/balance/i);
    expect(await xpOf(t, broke.user.id)).toBe(0);
    expect(await xpOfBets(t, broke.user.id)).toBe(0);
  });

  it("credit a community case's opener, not its creator", async () => {
    const creator = await player();
    const [common, mid] = await pricedItems(creator.client, 'Glock-18');
    const [rare] = await pricedItems(creator.client, 'AWP');
    const items = [
      { item: common!, tickets: 90_000 },
      { item: mid!, tickets: 9_900 },
      { item: rare!, tickets: 100 },
    ];
    const price = casePrice(items.map(({ item, tickets }) => ({ price: item.price!, tickets })));
    const made = await creator.client.post('/api/community-cases', {
      name: freshCaseName(),
      imageCase: 'recoil-case',
      items: items.map(({ item, tickets }) => ({ id: item.id, tickets })),
      price,
    });
    expect(made.status).toBe(200);
    const opener = await player();
    const opened = await opener.client.post(`/api/cases/${made.body.case.slug}/open`, {
      count: 2,
      pace: 'instant',
    });
    expect(opened.status).toBe(200);
    expect(await xpOf(t, opener.user.id)).toBe(2 * xpForWager(price));
    expect(await xpOf(t, creator.user.id)).toBe(0);
  });
});

describe('coin flips', () => {
  async function flipped(id: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const game = (await new Client(t.url, t.origin).get(`/api/games/coinflip/${id}`)).body.game;
      if (game.state === 'FLIPPED') return game;
      if (Date.now() > deadline) throw new Error(`not flipped: ${JSON.stringify(game)}`);
      await pause(25);
    }
  }

  it('credit both seats when the coin flips, and nothing for a cancelled game', async () => {
    const creator = await player();
    const joiner = await player();
    const cancelled = await creator.client.post('/api/games/coinflip', { amount: 800, side: 'CT' });
    expect(cancelled.status).toBe(200);
    const cancel = await creator.client.post(
      `/api/games/coinflip/${cancelled.body.game.id}/cancel`,
    );
    expect(cancel.status).toBe(200);
    expect(await xpOf(t, creator.user.id)).toBe(0);

    const { body } = await creator.client.post('/api/games/coinflip', { amount: 1_500, side: 'T' });
    expect(await xpOf(t, creator.user.id)).toBe(0); // staked, not settled yet
    expect((await joiner.client.post(`/api/games/coinflip/${body.game.id}/join`)).status).toBe(200);
    await flipped(body.game.id);
    expect(await xpOf(t, creator.user.id)).toBe(15);
    expect(await xpOf(t, joiner.user.id)).toBe(15);
    expect(await xpOfBets(t, creator.user.id)).toBe(15);

    const vsBot = await creator.client.post('/api/games/coinflip', { amount: 2_000, side: 'CT' });
    expect(
      (await creator.client.post(`/api/games/coinflip/${vsBot.body.game.id}/bot`)).status,
    ).toBe(200);
    await flipped(vsBot.body.game.id);
    expect(await xpOf(t, creator.user.id)).toBe(35);
    await eventually(() => expect(creator.heard.map((xp) => xp.total)).toEqual([15, 35]));
  });
});

describe('a level boundary', () => {
  it('raises one level-up notice, leading to the level reward, and none after', async () => {
    const p = await player();
    await setXp(p.user.id, xpToReach(1) - 3);
    const notices: Array<{ title: string; message: unknown }> = [];
    p.socket.on('notification.new', (payload: { data: { notification: (typeof notices)[0] } }) =>
      notices.push(payload.data.notification),
    );
    const bet = () =>
      p.client.post('/api/games/dice/bet', { amount: 500, target: 5000, direction: 'over' });
    expect((await bet()).status).toBe(200);
    await eventually(() => expect(p.heard).toHaveLength(1));
    expect(p.heard[0]).toMatchObject({ total: xpToReach(1) + 2, level: 1, current: 2 });
    await eventually(() => expect(notices.filter((n) => n.title === 'Level up!')).toHaveLength(1));
    expect(notices.find((n) => n.title === 'Level up!')!.message).toEqual([
      { type: 'TEXT', value: 'You reached level 1. Your level reward is ready to claim.' },
      { type: 'ACTION', action: 'rewards' },
    ]);
    expect((await bet()).status).toBe(200);
    await eventually(() => expect(p.heard).toHaveLength(2));
    await pause(200);
    expect(notices.filter((n) => n.title === 'Level up!')).toHaveLength(1);
    const listed = (await p.client.get('/api/notifications')).body.notifications as Array<{
      title: string;
    }>;
    expect(listed.filter((n) => n.title === 'Level up!')).toHaveLength(1);
  });
});

describe('the rain on the default start', () => {
  it('pays a chatter who reached level 1 by wagering their sign-up gems', async () => {
    expect(t.app.services.config.rain.minLevel).toBe(1);
    const p = await player();
    const grant = (await p.client.get('/api/users/me')).body.user.balance as number;
    expect(xpForWager(grant)).toBeGreaterThanOrEqual(xpToReach(1));
    await say(p.socket, 'hello rain');
    const tipper = new Client(t.url, t.origin);
    await tipper.register();
    const tip = () => tipper.post('/api/rain/tip', { amount: 5_000, idempotencyKey: randomUUID() });
    expect((await tip()).status).toBe(200);
    // At level 0 the rain passes the chatter by.
    const early = await t.app.services.rain.payRound(1_000);
    expect(early.recipients).not.toContain(p.user.id);

    const all = await p.client.post('/api/games/dice/bet', {
      amount: grant,
      target: 5000,
      direction: 'over',
    });
    expect(all.status).toBe(200);
    expect((await p.client.get('/api/users/me')).body.user.xp.level).toBe(1);
    expect((await tip()).status).toBe(200);
    const balance = (await p.client.get('/api/users/me')).body.user.balance as number;
    const round = await t.app.services.rain.payRound(1_001);
    expect(round.paid).toBe(true);
    expect(round.recipients).toContain(p.user.id);
    expect(round.share).toBeGreaterThan(0);
    expect((await p.client.get('/api/users/me')).body.user.balance).toBe(balance + round.share);
  });
});

describe('round games', () => {
  const CHAIN_LENGTH = 200;
  const crash = crashChainWithFirstRound(115, 135, CHAIN_LENGTH);
  const roulette = rouletteChainWithSlots(['NOT_GREEN'], 0, CHAIN_LENGTH);
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp({
      rateLimitPerMinute: 1_000_000, // the rounds are polled
      rounds: {
        chainLength: CHAIN_LENGTH,
        scheduled: false,
        beacon: { kind: 'local', periodMs: 20 },
        timing: {
          crash: { bettingMs: 1_500, resultMs: 60_000, tickMs: 20 },
          roulette: { bettingMs: 1_500, rollingMs: 400, resultMs: 60_000 },
        },
      },
    });
    await publishCrashChain(r.app.services.db, crash.chain, crash.salt);
    await publishRouletteChain(r.app.services.db, roulette.chain, roulette.salt);
  });
  afterAll(() => r.close());

  async function phase(game: 'crash' | 'roulette', want: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const round = (await new Client(r.url, r.origin).get(`/api/games/${game}/round`)).body.round;
      if (round?.phase === want) return round;
      if (Date.now() > deadline) throw new Error(`${game}: timed out at ${JSON.stringify(round)}`);
      await pause(25);
    }
  }

  it('credit crash and roulette bets when they settle, never at the stake', async () => {
    const [cashed, rider, gambler, greener] = await Promise.all([
      player(r),
      player(r),
      player(r),
      player(r),
    ]);
    r.app.services.rounds.start(() => {});
    await Promise.all([phase('crash', 'betting'), phase('roulette', 'betting')]);
    const placed = await Promise.all([
      cashed.client.post('/api/games/crash/bet', { amount: 1_000, autoCashout: 110 }),
      rider.client.post('/api/games/crash/bet', { amount: 599, autoCashout: null }),
      gambler.client.post('/api/games/roulette/bet', { option: 'RED', amount: 700 }),
      gambler.client.post('/api/games/roulette/bet', { option: 'BLACK', amount: 1_250 }),
      // Green states no edge (rouletteBetParams: the pool gives it back, a covered claim in
      // full): no XP, race or challenge credit.
      greener.client.post('/api/games/roulette/bet', { option: 'GREEN', amount: 1_000 }),
    ]);
    for (const res of placed) expect(res.status).toBe(200);
    for (const p of [cashed, rider, gambler]) expect(await xpOf(r, p.user.id)).toBe(0);

    await Promise.all([phase('crash', 'ended'), phase('roulette', 'ended')]);
    await eventually(async () => {
      expect(await xpOf(r, cashed.user.id)).toBe(10);
      expect(await xpOf(r, rider.user.id)).toBe(5);
      expect(await xpOf(r, gambler.user.id)).toBe(19);
    });
    expect(await xpOfBets(r, gambler.user.id)).toBe(19);
    // Its bet settled (a wager would have earned 10), and earned nothing.
    expect(await xpOfBets(r, greener.user.id)).toBe(10);
    expect(await xpOf(r, greener.user.id)).toBe(0);
    await r.app.services.accruals.drain();
    const credit = async (userId: string) => {
      const [row] = await queryRows<{ races: number; wagered: number; trackers: number }>(
        r.app.services.db,
        sql`SELECT (SELECT count(*) FROM race_entries WHERE user_id = ${userId})::int AS races,
                   (SELECT coalesce(max(wagered), 0) FROM race_entries
                    WHERE user_id = ${userId})::int AS wagered,
                   (SELECT count(*) FROM challenge_trackers WHERE user_id = ${userId})::int
                     AS trackers`,
      );
      return row!;
    };
    // The accrual step has taken the round's bets: red and black count, green does not.
    const red = await credit(gambler.user.id);
    expect(red.races).toBeGreaterThan(0);
    expect(red.wagered).toBe(700 + 1_250);
    expect(red.trackers).toBeGreaterThan(0);
    expect(await credit(greener.user.id)).toEqual({ races: 0, wagered: 0, trackers: 0 });
    await eventually(() => expect(rider.heard.map((xp) => xp.total)).toEqual([5]));
    // The two bets settle in one transaction, in either order: 7 then 19, or 12 then 19.
    await eventually(() => expect(gambler.heard).toHaveLength(2));
    expect(gambler.heard[1]!.total).toBe(19);
    expect([7, 12]).toContain(gambler.heard[0]!.total);
  });
});
