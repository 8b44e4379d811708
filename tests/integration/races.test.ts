import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { type ServerEventPayload, channels } from '../../src/shared/contract';
import { balanceOf } from '../helpers/rainPlayers';
import { balancesOf, racer, settledAt, wager } from '../helpers/racePlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Wager races: scores are the exact hundredths wagered in the period of each bet's
// settlement; after the end (plus the grace period) the top 10 are paid from promotions,
// once. Races of past periods are played by moving the bets' settlement time (settledAt),
// and the payout runs with an injected clock (settleEnded(now)).

let t: TestApp;
let graceMs: number;
beforeAll(async () => {
  t = await startTestApp();
  graceMs = t.app.services.config.races.settleGraceMs;
});
afterAll(() => t.close());

const races = () => t.app.services.races;
const drain = () => t.app.services.accruals.drain();
const at = (iso: string) => new Date(iso);
const DAILY_PRIZES = [3_000, 2_000, 1_400, 1_000, 800, 600, 400, 300, 300, 200];
const WEEKLY_PRIZES = DAILY_PRIZES.map((prize) => prize * 5);

type RaceUpdate = ServerEventPayload<'race.update'>['data'];

/** The first race.update that `matches`, within five seconds. */
function raceUpdateWhere(socket: Socket, matches: (data: RaceUpdate) => boolean) {
  return new Promise<RaceUpdate>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching race.update')), 5_000);
    const listener = ({ data }: { data: RaceUpdate }) => {
      if (!matches(data)) return;
      clearTimeout(timer);
      socket.off('race.update', listener);
      resolve(data);
    };
    socket.on('race.update', listener);
  });
}

describe('race scores', () => {
  it("count every wager, exactly, in today's daily and this week's race", async () => {
    const a = await racer(t);
    const b = await racer(t);
    await wager(a.client, 150);
    await wager(a.client, 1_234);
    await wager(b.client, 999);
    const bet = await a.client.post('/api/games/plinko/bet', { amount: 17, rows: 8, risk: 'low' });
    expect(bet.status).toBe(200);
    await drain();

    const res = await a.client.post('/api/race/get');
    expect(res.status).toBe(200);
    const [daily, weekly] = res.body.races;
    const today = new Date().toISOString().slice(0, 10);
    expect(daily.race).toMatchObject({
      id: `daily:${today}`,
      kind: 'daily',
      startsAt: `${today}T00:00:00.000Z`,
      pool: 10_000,
      prizes: DAILY_PRIZES,
      state: 'running',
    });
    expect(weekly.race).toMatchObject({ kind: 'weekly', pool: 50_000, prizes: WEEKLY_PRIZES });
    expect(new Date(weekly.race.startsAt).getUTCDay()).toBe(1);
    for (const board of [daily, weekly]) {
      const scores = Object.fromEntries(
        board.leaders.map((l: { user: { id: string }; wagered: number }) => [l.user.id, l.wagered]),
      );
      expect(scores[a.user.id]).toBe(150 + 1_234 + 17);
      expect(scores[b.user.id]).toBe(999);
      expect(board.me).toEqual({ rank: 1, wagered: 1_401, prize: board.race.prizes[0] });
      expect(board.leaders[0]).toMatchObject({
        rank: 1,
        user: { id: a.user.id, username: a.user.username },
        wagered: 1_401,
        prize: board.race.prizes[0],
      });
    }
    const other = (await b.client.post('/api/race/get')).body.races[0];
    expect(other.me).toEqual({ rank: 2, wagered: 999, prize: 2_000 });
    const visitor = (await new Client(t.url, t.origin).post('/api/race/get')).body.races;
    expect(visitor.map((board: { me: unknown }) => board.me)).toEqual([null, null]);
  });

  it('a live leaderboard reaches the race channel after the wager accrues', async () => {
    const p = await racer(t);
    const socket = await p.client.socket();
    try {
      expect(await socket.timeout(5000).emitWithAck(`${channels.race}.subscribe`)).toBe(true);
      // An update of an earlier test's wagers may still be on its way: wait for this one.
      const update = raceUpdateWhere(socket, (data) => data.leaders[0]?.user.id === p.user.id);
      await wager(p.client, 50_000);
      await drain();
      const data = await update;
      expect(data.race.kind).toMatch(/^(daily|weekly)$/);
      expect(data.leaders[0]).toMatchObject({ rank: 1, user: { id: p.user.id }, wagered: 50_000 });
    } finally {
      socket.close();
    }
  });

  it('refuses a bad history request', async () => {
    const client = new Client(t.url, t.origin);
    for (const body of [{ kind: 'monthly' }, { limit: 0 }, { limit: 21 }, { extra: 1 }]) {
      const res = await client.post('/api/race/history', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('paying a race', () => {
  it('pays the top 10 exactly at the end plus the grace period, not a moment before', async () => {
    // Tuesday 2025-03-04: twelve players, each wagering more than the one before.
    const players = [];
    for (let i = 0; i < 12; i++) {
      const p = await racer(t);
      await wager(p.client, 100 * (i + 1));
      await settledAt(t, p.user.id, `2025-03-04T12:00:${String(i).padStart(2, '0')}Z`);
      players.push(p);
    }
    await drain();
    const before = await balancesOf(players);
    const end = at('2025-03-05T00:00:00.000Z').getTime();

    expect(await races().settleEnded(new Date(end + graceMs - 1))).toEqual([]);
    expect(await balancesOf(players)).toEqual(before);

    const paid = await races().settleEnded(new Date(end + graceMs));
    expect(paid.map((race) => race.raceId)).toEqual(['daily:2025-03-04']);
    const expected = players.map((_, i) => (i < 2 ? 0 : DAILY_PRIZES[11 - i]!));
    const after = await balancesOf(players);
    expect(after.map((balance, i) => balance - before[i]!)).toEqual(expected);
    expect(paid[0]!.winners.map((w) => [w.rank, w.wagered, w.prize])).toEqual(
      DAILY_PRIZES.map((prize, i) => [i + 1, 100 * (12 - i), prize]),
    );

    const history = await new Client(t.url, t.origin).post('/api/race/history', {
      kind: 'daily',
    });
    expect(history.status).toBe(200);
    const finished = history.body.races.find(
      (r: { race: { id: string } }) => r.race.id === 'daily:2025-03-04',
    );
    expect(finished.race.state).toBe('paid');
    expect(finished.winners).toHaveLength(10);
    expect(finished.winners[0]).toMatchObject({
      rank: 1,
      user: { id: players[11]!.user.id },
      wagered: 1_200,
      prize: 3_000,
    });
    const notices = await players[11]!.client.get('/api/notifications');
    expect(JSON.stringify(notices.body)).toContain('Daily race prize');
    expect(JSON.stringify(notices.body)).toContain('"amount":3000');
  });

  it('pays once however often, and however concurrently, it is settled', async () => {
    const players = [await racer(t), await racer(t), await racer(t)];
    for (const [i, p] of players.entries()) {
      await wager(p.client, 1_000 - i * 100);
      await settledAt(t, p.user.id, '2025-03-05T08:00:00Z');
    }
    await drain();
    const before = await balancesOf(players);
    const now = new Date(at('2025-03-06T00:00:00Z').getTime() + graceMs);
    const results = await Promise.all([
      races().settleEnded(now),
      races().settleEnded(now),
      races().settleRace('daily:2025-03-05', now),
    ]);
    const payouts = [...results[0], ...results[1], ...(results[2] ? [results[2]] : [])];
    expect(payouts.map((race) => race.raceId)).toEqual(['daily:2025-03-05']);
    expect(await races().settleEnded(now)).toEqual([]);
    expect(await races().settleRace('daily:2025-03-05', now)).toBeNull();
    // Fewer entrants than prizes: three prizes paid, the other shares stay with the house.
    const after = await balancesOf(players);
    expect(after.map((balance, i) => balance - before[i]!)).toEqual([3_000, 2_000, 1_400]);
  });

  it('breaks a tie by who reached the score first', async () => {
    const late = await racer(t);
    const early = await racer(t);
    await wager(late.client, 500);
    await settledAt(t, late.user.id, '2025-03-06T10:00:00Z');
    await wager(early.client, 200);
    await wager(early.client, 300);
    await settledAt(t, early.user.id, '2025-03-06T09:59:59.999Z');
    await drain();
    const before = await balancesOf([late, early]);
    const [paid] = await races().settleEnded(
      new Date(at('2025-03-07T00:00:00Z').getTime() + graceMs),
    );
    expect(paid!.winners.map((w) => [w.userId, w.wagered, w.prize])).toEqual([
      [early.user.id, 500, 3_000],
      [late.user.id, 500, 2_000],
    ]);
    const after = await balancesOf([late, early]);
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([2_000, 3_000]);
  });

  it('waits for a wager settled before the end that has not accrued yet, then counts it', async () => {
    const first = await racer(t);
    await wager(first.client, 400);
    await settledAt(t, first.user.id, '2025-03-07T12:00:00Z');
    await drain();
    const late = await racer(t);
    await wager(late.client, 900);
    await settledAt(t, late.user.id, '2025-03-07T23:59:59.999Z');
    const before = await balancesOf([first, late]);
    const now = new Date(at('2025-03-08T00:00:00Z').getTime() + graceMs);

    // Without the accrual step, the race would miss the late wager: it is held instead.
    expect(await races().settleRace('daily:2025-03-07', now)).toBeNull();
    expect(await balancesOf([first, late])).toEqual(before);

    // The timer's pass drains first, then pays with the late wager counted.
    const [paid] = await races().settleEnded(now);
    expect(paid!.winners.map((w) => [w.userId, w.wagered])).toEqual([
      [late.user.id, 900],
      [first.user.id, 400],
    ]);
    const after = await balancesOf([first, late]);
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([2_000, 3_000]);
  });

  it('a weekly race runs Monday to Monday and pays its own pool', async () => {
    // The week of Monday 2025-04-07; a wager on the next Monday at 00:00 is the next week's.
    const mon = await racer(t);
    const sun = await racer(t);
    const next = await racer(t);
    await wager(mon.client, 300);
    await settledAt(t, mon.user.id, '2025-04-07T00:00:00.000Z');
    await wager(sun.client, 200);
    await settledAt(t, sun.user.id, '2025-04-13T23:59:59.999Z');
    await wager(next.client, 5_000);
    await settledAt(t, next.user.id, '2025-04-14T00:00:00.000Z');
    await drain();
    const before = await balancesOf([mon, sun, next]);

    const paid = await races().settleEnded(
      new Date(at('2025-04-14T00:00:00Z').getTime() + graceMs),
    );
    const mine = paid.filter((race) => race.raceId.includes('2025-04'));
    expect(mine.map((race) => race.raceId).sort()).toEqual([
      'daily:2025-04-07',
      'daily:2025-04-13',
      'weekly:2025-04-07',
    ]);
    const weekly = mine.find((race) => race.raceId === 'weekly:2025-04-07')!;
    expect(weekly.pool).toBe(50_000);
    expect(weekly.winners.map((w) => [w.userId, w.prize])).toEqual([
      [mon.user.id, 15_000],
      [sun.user.id, 10_000],
    ]);
    const after = await balancesOf([mon, sun, next]);
    // Each also won their day's race alone (3,000); next's races have not ended.
    expect(after.map((balance, i) => balance - before[i]!)).toEqual([18_000, 13_000, 0]);
    expect(await balanceOf(next.client)).toBe(before[2]);
  });
});

describe('the payout timer', () => {
  it('pays ended races by itself, after draining their wagers', async () => {
    const base = t.app.services.config;
    const timed = await startTestApp({
      races: { ...base.races, scheduled: true, settleIntervalMs: 50 },
    });
    try {
      // The wager is moved into a past day with the timer held, or it could accrue first.
      await timed.app.services.races.stop();
      const p = await racer(timed);
      await wager(p.client, 2_500);
      await settledAt(timed, p.user.id, '2025-05-06T18:00:00Z');
      const before = await balanceOf(p.client);
      const failures: unknown[] = [];
      // No drain here: the timer's pass accrues the wager, then pays the race.
      timed.app.services.races.start((error) => failures.push(error));
      // The week ends after the day, so its race is paid last.
      const paidRaces = async () => {
        const res = await p.client.post('/api/race/history', {});
        return res.body.races as Array<{ race: { id: string }; winners: unknown[] }>;
      };
      await expect
        .poll(async () => (await paidRaces()).map((r) => r.race.id), { timeout: 10_000 })
        .toEqual(['weekly:2025-05-05', 'daily:2025-05-06']);
      for (const finished of await paidRaces())
        expect(finished.winners).toMatchObject([
          { rank: 1, user: { id: p.user.id }, wagered: 2_500 },
        ]);
      // Alone in its day's race and in that week's (ended too): 30% of each pool.
      expect((await balanceOf(p.client)) - before).toBe(3_000 + 15_000);
      expect(failures).toEqual([]);
    } finally {
      await timed.close();
    }
  });
});
