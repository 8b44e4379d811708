import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playDice } from '../../games/dice/core';
import { queryRows } from '../../src/server/db/client';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { inParallel } from '../helpers/twoProcesses';

// Two processes on one PostgreSQL: the bets guard locks a limited player's row before it
// sums their stakes, so bets racing on both processes cannot each fit the same room, and
// reads a self-exclusion under a row lock, so no bet slips in while one commits.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 30,
    rateLimitPerMinute: 100_000,
  };
  a = await startTestApp(config);
  b = await startTestApp(config);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

type Direction = 'over' | 'under';
/**
 * Plinko, 8 rows, low risk: 1x in 112 of 256 drops. A bet that pays its stake back moves no
 * money, so no transfer locks the player's row before the guard reads the exclusion.
 */
const PAYS_STAKE_BACK_OFTEN = { amount: 100, rows: 8, risk: 'low' } as const;
const bet = (client: Client, amount: number, target = 5000, direction: Direction = 'over') =>
  client.post('/api/games/dice/bet', { amount, target, direction });

/** One player's session on both processes. */
async function playerOnBoth() {
  const onA = new Client(a.url, a.origin);
  const user = await onA.register();
  const onB = new Client(b.url, b.origin);
  onB.cookie = onA.cookie;
  return { user, clients: [onA, onB] as const };
}

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(a.app.services.db, query);

describe('limits under concurrency (PostgreSQL)', () => {
  it('20 racing bets of 2.00 against a 10.00 wager limit: exactly 5 pass', async () => {
    const { clients } = await playerOnBoth();
    const set = await clients[0].post('/api/responsible-gambling/limits', {
      data: { kind: 'wager', period: 'day', amount: 1_000 },
    });
    expect(set.status).toBe(200);
    const answers = await inParallel(20, (i) => bet(clients[i % 2]!, 200));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      // A nonce race is answered by the settlement's retry; what is left is the limit.
      expect(refused.body.error.code).toBe('LIMIT_REACHED');
    }
  });

  it('24 racing bets against a 10.00 loss limit: exactly the bets its room allows, wins included', async () => {
    const { user, clients } = await playerOnBoth();
    const cap = 1_000;
    const stake = 200;
    const burst = 24;
    await clients[0].post('/api/responsible-gambling/limits', {
      data: { kind: 'loss', period: 'day', amount: cap },
    });
    const start = (await clients[0].get('/api/users/me')).body.user.balance as number;
    await clients[0].get('/api/fairness/seeds'); // makes the pair the bets will play on
    // Bets take nonces in the order the guard weighs them (the pair's row lock is held to
    // commit), so the pair's own outcomes tell how many the limit lets through. A choice is
    // picked whose run wins at least once and still meets the limit inside the burst, so
    // a guard weighing stakes alone, or weighing two bets at once, passes a different count.
    // The server seed is random: a pair that offers no such choice (it happens) is rotated.
    const choices = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000].flatMap((target) =>
      (['under', 'over'] as const).map((direction) => ({ target, direction })),
    );
    let run: ({ choice: (typeof choices)[number] } & ReturnType<typeof allowedRun>) | undefined;
    for (let pairs = 0; !run && pairs < 10; pairs++) {
      if (pairs > 0) {
        const rotated = await clients[0].post('/api/fairness/seeds/rotate', {
          clientSeed: `pair-${pairs}`,
        });
        expect(rotated.status).toBe(200);
      }
      const [pair] = await rows<{ server_seed: string; client_seed: string }>(
        sql`SELECT server_seed, client_seed FROM seed_pairs
            WHERE user_id = ${user.id} AND revealed_at IS NULL`,
      );
      run = choices
        .map((choice) => ({ choice, ...allowedRun(pair!, choice, stake, cap) }))
        .find((r) => r.wins > 0 && r.payouts.length <= burst - 4);
    }
    expect(run, 'no choice on ten pairs both wins and meets the limit').toBeDefined();
    const { target, direction } = run!.choice;

    const answers = await inParallel(burst, (i) => bet(clients[i % 2]!, stake, target, direction));
    const taken = answers.filter((r) => r.status === 200);
    expect(taken).toHaveLength(run!.payouts.length);
    for (const refused of answers.filter((r) => r.status !== 200))
      expect(refused.body.error.code).toBe('LIMIT_REACHED');

    const stored = await rows<{ nonce: number; payout: number }>(
      sql`SELECT nonce, payout::int AS payout FROM bets WHERE user_id = ${user.id} ORDER BY nonce`,
    );
    expect(stored).toEqual(run!.payouts.map((payout, nonce) => ({ nonce, payout })));
    // Net losses, after every bet in the order they committed, never pass the limit.
    let lost = 0;
    for (const { payout } of stored) {
      lost += stake - payout;
      expect(lost).toBeLessThanOrEqual(cap);
    }
    expect((await clients[1].get('/api/users/me')).body.user.balance).toBe(start - lost);
  });

  it('a self-exclusion racing bets on two processes: every bet taken committed before it', async () => {
    const { user, clients } = await playerOnBoth();
    const lanes = 8;
    const betsBeforeExclusion = 6;
    const log: { sentAt: number; answeredAt: number; status: number; code?: string }[] = [];
    let exclusionSentAt = Infinity;
    let exclusionAnsweredAt = Infinity;
    const race: { exclusion?: Promise<{ status: number; betsSeen: number }> } = {};

    const exclude = async () => {
      exclusionSentAt = performance.now();
      const res = await clients[1].post('/api/responsible-gambling/self-exclusion', {
        data: { period: '24h' },
      });
      exclusionAnsweredAt = performance.now();
      const [seen] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`,
      );
      return { status: res.status, betsSeen: seen!.n };
    };
    // Each lane bets back to back until it is refused for a bet sent after the exclusion
    // answered; the lanes together keep bets in flight while the exclusion commits.
    const lane = async (client: Client) => {
      for (;;) {
        const sentAt = performance.now();
        const res = await client.post('/api/games/plinko/bet', PAYS_STAKE_BACK_OFTEN);
        log.push({
          sentAt,
          answeredAt: performance.now(),
          status: res.status,
          code: res.body.error?.code,
        });
        if (res.status !== 200 && res.status !== 403) throw new Error(`bet answered ${res.status}`);
        if (
          res.status === 200 &&
          log.filter((r) => r.status === 200).length === betsBeforeExclusion
        )
          race.exclusion ??= exclude();
        if (res.status === 403 && sentAt > exclusionAnsweredAt) return;
        if (log.length > 4_000) throw new Error('the exclusion never stopped the bets');
      }
    };
    await inParallel(lanes, (i) => lane(clients[i % 2]!));
    const excluded = await race.exclusion!;
    expect(excluded.status).toBe(200);

    const taken = log.filter((r) => r.status === 200);
    const refused = log.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['SELF_EXCLUDED']));
    // The race was real: bets were in flight while the exclusion ran.
    expect(log.some((r) => r.sentAt < exclusionAnsweredAt && r.answeredAt > exclusionSentAt)).toBe(
      true,
    );
    // Once any bet was refused, no bet sent later, on either process, was taken.
    const firstRefusal = Math.min(...refused.map((r) => r.answeredAt));
    expect(taken.filter((r) => r.sentAt > firstRefusal)).toEqual([]);
    // Every taken bet was already committed when the exclusion answered, and none after.
    const [stored] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`,
    );
    expect(stored!.n).toBe(taken.length);
    expect(excluded.betsSeen).toBe(taken.length);
    // PostgreSQL keeps no commit times here, but the player's row is written by every settled
    // bet (its XP) and by the exclusion, and row locks order those writes as their commits:
    // the row's last writer is the exclusion, not a bet that committed after it.
    const [row] = await rows<{ xmin: string; excluded: boolean }>(
      sql`SELECT xmin::text AS xmin, self_excluded_until > now() AS excluded
          FROM users WHERE id = ${user.id}`,
    );
    expect(row!.excluded).toBe(true);
    const writers = await rows<{ xmin: string }>(
      sql`SELECT DISTINCT xmin::text AS xmin FROM bets WHERE user_id = ${user.id}`,
    );
    expect(writers.map((w) => w.xmin)).not.toContain(row!.xmin);
  });
});

/**
 * The bets a loss limit lets through on this pair, one after another: each is weighed by its
 * stake against the losses (stakes less payouts) before it, as the bets guard does.
 */
function allowedRun(
  pair: { server_seed: string; client_seed: string },
  choice: { target: number; direction: Direction },
  stake: number,
  cap: number,
) {
  const payouts: number[] = [];
  let lost = 0;
  while (lost + stake <= cap && payouts.length < 100) {
    const seeds = {
      serverSeed: pair.server_seed,
      clientSeed: pair.client_seed,
      nonce: payouts.length,
    };
    const { payout } = playDice(seeds, stake, choice.target, choice.direction);
    payouts.push(payout);
    lost += stake - payout;
  }
  return { payouts, wins: payouts.filter((p) => p > 0).length };
}
