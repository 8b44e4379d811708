import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import type { Challenge, ChallengeTracker } from '../../src/shared/contract';
import { xpToReach } from '../../src/shared/levels';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Challenges follow settled wagers through the accrual step (drained by hand here), keep
// one tracker per player, challenge and period (daily at 00:00 UTC, weekly on Monday), and
// pay a completed one's reward from the promo account once.

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterEach(() => {
  t.app.services.challenges.clock.now = () => Date.now();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** Runs the challenges' clock as if it were `iso` now, still ticking. */
function setClock(iso: string) {
  const offset = Date.parse(iso) - Date.now();
  t.app.services.challenges.clock.now = () => Date.now() + offset;
}

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

const drain = () => t.app.services.accruals.drain();

async function dice(client: Client, amount: number) {
  const res = await client.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });
  expect(res.status).toBe(200);
  return res.body;
}

async function plinko(client: Client, amount: number) {
  const res = await client.post('/api/games/plinko/bet', { amount, rows: 8, risk: 'low' });
  expect(res.status).toBe(200);
}

async function challenges(): Promise<Challenge[]> {
  const res = await new Client(t.url, t.origin).post('/api/challenge/get-many');
  expect(res.status).toBe(200);
  return res.body.challenges as Challenge[];
}

async function trackers(client: Client): Promise<Map<string, ChallengeTracker>> {
  const res = await client.post('/api/challenge/tracker/get-many');
  expect(res.status).toBe(200);
  const list = res.body.trackers as ChallengeTracker[];
  return new Map(list.map((tracker) => [tracker.challenge.replace(/_\d{8}$/, ''), tracker]));
}

const claim = (client: Client, id: string) => client.post('/api/challenge/claim', { data: { id } });

/**
 * A challenge's reward is free value: its claim needs the edge the player's wagers kept in
 * its window (a day, a week, ever) to cover it and every free reward taken in that window
 * (rewards/playCover.ts). A gem on dice keeps 1% x 60%: 0.15 needs 25.00 gems today, the
 * first bet's 0.10 needs 16.67 gems ever.
 */
const COVER_DAILY_DICE = 2_500;
const COVER_FIRST_BET = 1_667;

async function balanceOf(client: Client): Promise<number> {
  return (await client.get('/api/users/me')).body.user.balance as number;
}

async function idOf(key: string): Promise<string> {
  const found = (await challenges()).find((c) => c._id === key || c._id.startsWith(`${key}_`));
  if (!found) throw new Error(`no challenge ${key}`);
  return found._id;
}

async function rewardTransfers(userId: string): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    t.app.services.db,
    sql`SELECT count(*)::text AS count FROM wallet_transfers
        WHERE kind = 'challenge-reward' AND user_id = ${userId}`,
  );
  return Number(row!.count);
}

describe('the list', () => {
  it('shows the starting set with per-period ids and ends, for visitors too', async () => {
    setClock('2026-11-25T13:00:00.000Z');
    const list = await challenges();
    const byId = new Map(list.map((c) => [c._id, c]));
    expect(byId.get('daily-dice-wager_20261125')).toMatchObject({
      state: 'ACTIVE',
      category: 'DAILY',
      endsAt: '2026-11-26T00:00:00.000Z',
      goal: 500,
      goalUnit: 'GEMS',
      reward: 15,
      title: 'Wager 5.00 gems on Dice',
    });
    expect(byId.get('weekly-wager_20261123')).toMatchObject({
      category: 'WEEKLY',
      endsAt: '2026-11-30T00:00:00.000Z',
    });
    expect(byId.get('first-bet')).toMatchObject({ category: 'MISSION', endsAt: null, goal: 1 });
    expect(byId.get('level-5')).toMatchObject({ category: 'LEVEL', goal: 5, goalUnit: 'COUNT' });
    const categories = new Set(list.map((c) => c.category));
    for (const category of ['DAILY', 'WEEKLY', 'MISSION', 'ACHIEVEMENT', 'LEVEL'])
      expect(categories).toContain(category);
  });

  it('needs a session for trackers and claims', async () => {
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/challenge/tracker/get-many')).status).toBe(401);
    expect((await claim(visitor, 'first-bet')).status).toBe(401);
  });
});

describe('trackers', () => {
  it('advance exactly by wagered hundredths, bets and game', async () => {
    const p = await player();
    expect((await trackers(p.client)).size).toBe(0);
    await dice(p.client, 150);
    await dice(p.client, 275);
    await plinko(p.client, 1_234);
    await drain();
    const mine = await trackers(p.client);
    expect(mine.get('daily-dice-wager')).toMatchObject({ state: 'ACTIVE', progress: 425 });
    expect(mine.get('daily-plinko-wager')).toMatchObject({ state: 'COMPLETED', progress: 1_000 });
    expect(mine.get('daily-bets')).toMatchObject({ state: 'ACTIVE', progress: 3 });
    expect(mine.get('weekly-wager')).toMatchObject({ progress: 150 + 275 + 1_234 });
    expect(mine.get('high-roller')).toMatchObject({ progress: 150 + 275 + 1_234 });
    expect(mine.get('regular')).toMatchObject({ progress: 3 });
    expect(mine.get('first-bet')).toMatchObject({ state: 'COMPLETED', progress: 1 });
    expect(mine.has('first-case')).toBe(false);
  });

  it('stop at the goal and complete there', async () => {
    const p = await player();
    await dice(p.client, 300);
    await drain();
    expect((await trackers(p.client)).get('daily-dice-wager')).toMatchObject({
      state: 'ACTIVE',
      progress: 300,
    });
    await dice(p.client, 300);
    await drain();
    expect((await trackers(p.client)).get('daily-dice-wager')).toMatchObject({
      state: 'COMPLETED',
      progress: 500,
    });
  });

  it('count opened cases', async () => {
    const box = await makeCase(t);
    const p = await player();
    expect((await p.client.post(`/api/cases/${box.slug}/open`, { count: 3 })).status).toBe(200);
    await drain();
    const mine = await trackers(p.client);
    expect(mine.get('first-case')).toMatchObject({ state: 'COMPLETED', progress: 1 });
    expect(mine.get('weekly-cases')).toMatchObject({ state: 'ACTIVE', progress: 3 });
  });

  it('count wins at or above the multiplier', async () => {
    const p = await player();
    // Over 50.00 pays 1.98x (a loss pays 0x); over 91.00 pays more than 10x.
    for (let i = 0; i < 8; i++) await dice(p.client, 100);
    for (let i = 0; i < 8; i++) {
      const res = await p.client.post('/api/games/dice/bet', {
        amount: 100,
        target: 9100,
        direction: 'over',
      });
      expect(res.status).toBe(200);
    }
    await drain();
    const [counted] = await queryRows<{ doubles: string; big: string }>(
      t.app.services.db,
      sql`SELECT count(*) FILTER (WHERE multiplier_e4 >= 20000)::text AS doubles,
                 count(*) FILTER (WHERE multiplier_e4 >= 100000)::text AS big
          FROM bets WHERE user_id = ${p.user.id}`,
    );
    const mine = await trackers(p.client);
    expect(mine.get('daily-double-up')?.progress ?? 0).toBe(Math.min(3, Number(counted!.doubles)));
    expect(mine.get('big-hit')?.progress ?? 0).toBe(Math.min(1, Number(counted!.big)));
  });

  it('follow the XP level for level challenges', async () => {
    const p = await player();
    await t.app.services.db.execute(
      sql`UPDATE users SET xp = ${xpToReach(5)} WHERE id = ${p.user.id}`,
    );
    await dice(p.client, 100);
    await drain();
    const mine = await trackers(p.client);
    expect(mine.get('level-5')).toMatchObject({ state: 'COMPLETED', progress: 5 });
    expect(mine.get('level-10')).toMatchObject({ state: 'ACTIVE', progress: 5 });
  });

  it('take battle wins from their event', async () => {
    const p = await player();
    const { services } = t.app;
    await transact(services.db, (tx) => services.challenges.advance(tx, p.user.id, 'win-battle'));
    const mine = await trackers(p.client);
    expect(mine.get('first-battle-win')).toMatchObject({ state: 'COMPLETED', progress: 1 });
    expect(mine.get('weekly-battle-wins')).toMatchObject({ state: 'ACTIVE', progress: 1 });
  });

  it("tell the player's sockets as they change", async () => {
    const p = await player();
    const socket = await p.client.socket();
    sockets.push(socket);
    const heard: ChallengeTracker[] = [];
    socket.on('challenge-tracker.update', (payload: { data: { tracker: ChallengeTracker } }) =>
      heard.push(payload.data.tracker),
    );
    const first = nextEvent(socket, 'challenge-tracker.update');
    await dice(p.client, 250);
    await drain();
    await first;
    const id = await idOf('daily-dice-wager');
    await expect
      .poll(() => heard.find((tr) => tr.challenge === id))
      .toMatchObject({
        state: 'ACTIVE',
        progress: 250,
      });
    await dice(p.client, 250);
    await drain();
    await expect
      .poll(() => heard.filter((tr) => tr.challenge === id).at(-1))
      .toMatchObject({ state: 'COMPLETED', progress: 500 });
    // The reward needs its cover: 25.00 gems on dice today (COVER_DAILY_DICE).
    await dice(p.client, COVER_DAILY_DICE - 500);
    expect((await claim(p.client, id)).status).toBe(200);
    await expect
      .poll(() => heard.filter((tr) => tr.challenge === id).at(-1))
      .toMatchObject({ state: 'CLAIMED', progress: 500 });
  });
});

describe('claims', () => {
  it('pay exactly the reward from the promo account, once, when play covers it', async () => {
    const p = await player();
    await dice(p.client, 500);
    await drain();
    const id = await idOf('daily-dice-wager');
    const before = await balanceOf(p.client);
    // 5.00 gems on dice keep 0.03 of edge: short of the 0.15 reward, so nothing moves.
    const early = await claim(p.client, id);
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('NEEDS_PLAY');
    expect(early.body.error.message).toBe(
      'Play first: wager 20.00 more gems to claim this challenge',
    );
    expect(await balanceOf(p.client)).toBe(before);
    expect(await rewardTransfers(p.user.id)).toBe(0);
    expect((await trackers(p.client)).get('daily-dice-wager')).toMatchObject({
      state: 'COMPLETED',
    });
    // A gem short of the cover is still refused; the last gem covers it.
    await dice(p.client, COVER_DAILY_DICE - 500 - 100);
    expect((await claim(p.client, id)).status).toBe(403);
    await dice(p.client, 100);
    const afterBet = await balanceOf(p.client);
    const res = await claim(p.client, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await balanceOf(p.client)).toBe(afterBet + 15);
    expect((await trackers(p.client)).get('daily-dice-wager')).toMatchObject({
      state: 'CLAIMED',
      progress: 500,
    });
    const again = await claim(p.client, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CHALLENGE_ALREADY_CLAIMED');
    expect(await balanceOf(p.client)).toBe(afterBet + 15);
    expect(await rewardTransfers(p.user.id)).toBe(1);
  });

  it('made in parallel pay once', async () => {
    const p = await player();
    // 16.67 gems on dice keep 0.1000 of edge: the first bet's 0.10, ever.
    await dice(p.client, COVER_FIRST_BET);
    await drain();
    const before = await balanceOf(p.client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => claim(p.client, 'first-bet')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.error.code).toBe('CHALLENGE_ALREADY_CLAIMED');
    expect(await balanceOf(p.client)).toBe(before + 10);
    expect(await rewardTransfers(p.user.id)).toBe(1);
  });

  it('refuse what is not completed, unknown or malformed, and change nothing', async () => {
    const p = await player();
    await dice(p.client, 100);
    await drain();
    const before = await balanceOf(p.client);
    const notDone = await claim(p.client, await idOf('daily-dice-wager'));
    expect(notDone.status).toBe(409);
    expect(notDone.body.error.code).toBe('CHALLENGE_NOT_COMPLETED');
    const untouched = await claim(p.client, 'first-case');
    expect(untouched.status).toBe(409);
    expect(untouched.body.error.code).toBe('CHALLENGE_NOT_COMPLETED');
    expect((await claim(p.client, 'no-such-challenge')).status).toBe(404);
    expect((await claim(p.client, 'first-bet_20261125')).status).toBe(404);
    expect((await claim(p.client, 'daily-bets_29991231')).status).toBe(404);
    const malformed = await claim(p.client, 'first bet');
    expect(malformed.status).toBe(400);
    expect((await p.client.post('/api/challenge/claim', { data: {} })).status).toBe(400);
    expect(await balanceOf(p.client)).toBe(before);
    expect(await rewardTransfers(p.user.id)).toBe(0);
  });
});

describe('claims weighed with the other free rewards', () => {
  // Tier 0's wheel is worth 0.1084 in expectation (wheel.test.ts); 1.00 gem on dice keeps 0.006.
  const spin = (client: Client) => client.post('/api/wheel/spin');

  it('a challenge claimed today makes a later spin need more play', async () => {
    const p = await player();
    await dice(p.client, COVER_DAILY_DICE);
    await drain();
    expect((await claim(p.client, await idOf('daily-dice-wager'))).status).toBe(200);
    // The 0.15 kept today went to the challenge: the spin finds nothing left.
    const refused = await spin(p.client);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('NEEDS_PLAY');
    expect(refused.body.error.message).toBe(
      'Play first: wager 18.07 more gems today to unlock this free reward',
    );
    await dice(p.client, 1_000);
    expect((await spin(p.client)).status).toBe(403);
    await dice(p.client, 1_000);
    expect((await spin(p.client)).status).toBe(200);
  });

  it('a spin taken today makes challenges need more play, each in its own window', async () => {
    const p = await player();
    await dice(p.client, COVER_DAILY_DICE);
    await drain();
    expect((await spin(p.client)).status).toBe(200);
    const before = await balanceOf(p.client);
    // 0.15 kept: the spin's 0.1084 and the daily challenge's 0.15 need 0.2584.
    const daily = await claim(p.client, await idOf('daily-dice-wager'));
    expect(daily.status).toBe(403);
    expect(daily.body.error).toMatchObject({
      code: 'NEEDS_PLAY',
      message: 'Play first: wager 18.07 more gems to claim this challenge',
    });
    // The first bet's window is all play: the spin counts there too (0.2084 > 0.15).
    expect((await claim(p.client, 'first-bet')).status).toBe(403);
    expect(await balanceOf(p.client)).toBe(before);
    expect(await rewardTransfers(p.user.id)).toBe(0);
    await dice(p.client, 1_000);
    // 0.21 kept: the first bet fits (0.2084), the daily one then does not (0.3584).
    expect((await claim(p.client, 'first-bet')).status).toBe(200);
    expect((await claim(p.client, await idOf('daily-dice-wager'))).status).toBe(403);
    await dice(p.client, 2_500);
    expect((await claim(p.client, await idOf('daily-dice-wager'))).status).toBe(200);
    expect(await rewardTransfers(p.user.id)).toBe(2);
  });

  it("a weekly challenge weighs the week's play, a daily one only the last 24 h", async () => {
    const p = await player();
    // 250.00 gems on dice keep exactly the weekly wager's 1.50.
    await dice(p.client, 25_000);
    await drain();
    // As if settled two days ago: inside the last 7 days of play, outside the last 24 h.
    await t.app.services.db.execute(
      sql`UPDATE bets SET settled_at = now() - interval '2 days' WHERE user_id = ${p.user.id}`,
    );
    expect((await claim(p.client, await idOf('weekly-wager'))).status).toBe(200);
    // Today's window holds no play, and the weekly reward claimed in it: 1.65 to cover.
    const daily = await claim(p.client, await idOf('daily-dice-wager'));
    expect(daily.status).toBe(403);
    expect(daily.body.error.message).toBe(
      'Play first: wager 275.00 more gems to claim this challenge',
    );
  });
});

describe('the reset at 00:00 UTC', () => {
  it('starts new daily and weekly trackers at the boundary and finishes the old ones', async () => {
    const p = await player();
    // Sunday evening: the last seconds of a day and of a week (Monday 2026-11-30 is next).
    setClock('2026-11-29T23:59:45.000Z');
    const sunday = await challenges();
    expect(sunday.map((c) => c._id)).toEqual(
      expect.arrayContaining(['daily-dice-wager_20261129', 'weekly-wager_20261123']),
    );
    await dice(p.client, 500);
    await drain();
    let mine = await trackers(p.client);
    expect(mine.get('daily-dice-wager')).toMatchObject({
      challenge: 'daily-dice-wager_20261129',
      state: 'COMPLETED',
      progress: 500,
    });
    expect(mine.get('weekly-wager')).toMatchObject({ challenge: 'weekly-wager_20261123' });

    setClock('2026-11-30T00:00:00.000Z');
    const monday = await challenges();
    const ids = monday.map((c) => c._id);
    expect(ids).toEqual(
      expect.arrayContaining(['daily-dice-wager_20261130', 'weekly-wager_20261130']),
    );
    expect(ids).not.toContain('daily-dice-wager_20261129');
    expect(monday.find((c) => c._id === 'daily-dice-wager_20261130')?.endsAt).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    mine = await trackers(p.client);
    expect(mine.has('daily-dice-wager')).toBe(false);
    expect(mine.has('weekly-wager')).toBe(false);
    // Period-less ones carry over.
    expect(mine.get('first-bet')).toMatchObject({ state: 'COMPLETED' });

    const before = await balanceOf(p.client);
    const late = await claim(p.client, 'daily-dice-wager_20261129');
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('CHALLENGE_FINISHED');
    expect(await balanceOf(p.client)).toBe(before);

    await dice(p.client, 120);
    await drain();
    mine = await trackers(p.client);
    expect(mine.get('daily-dice-wager')).toMatchObject({
      challenge: 'daily-dice-wager_20261130',
      state: 'ACTIVE',
      progress: 120,
    });
    expect(mine.get('weekly-wager')).toMatchObject({
      challenge: 'weekly-wager_20261130',
      progress: 120,
    });
  });
});
