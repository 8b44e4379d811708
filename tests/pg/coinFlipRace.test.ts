import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_FLIP_MAX_OPEN_PER_PLAYER, coinFlipPayout } from '../../games/coin-flip/core';
import { queryRows } from '../../src/server/db/client';
import { waitForRound } from '../../src/server/domain/beacon/waitForRound';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import { coinFlipDriver, newCoinFlipDriver } from '../helpers/coinFlipDriver';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two servers on one PostgreSQL. Two players join one game through different servers at
// the same moment; one game is flipped by both servers at once, several times over; a
// player races creations across both servers against the open-games cap. Each time the
// row lock and the state check let exactly one through, and money moves once.

let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const rounds = {
    chainLength: 100,
    scheduled: false,
    beacon: { kind: 'local' as const, periodMs: 30 },
  };
  const rateLimitPerMinute = 1_000_000;
  a = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  b = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await scratch?.drop();
});

async function player(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user, balance: await balanceOf(client) };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

async function flipped(t: TestApp, id: string): Promise<CoinFlipGame> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const game = (await new Client(t.url, t.origin).get(`/api/games/coinflip/${id}`)).body
      .game as CoinFlipGame;
    if (game.state === 'FLIPPED') return game;
    if (Date.now() > deadline) throw new Error(`not flipped: ${JSON.stringify(game)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('coin flips on two servers', () => {
  it('seats one of two joins made through different servers at once', async () => {
    const creator = await player(a);
    const [x, y] = await Promise.all([player(a), player(b)]);
    const { body } = await creator.client.post('/api/games/coinflip', { amount: 900, side: 'CT' });
    const answers = await Promise.all([
      x.client.post(`/api/games/coinflip/${body.game.id}/join`),
      y.client.post(`/api/games/coinflip/${body.game.id}/join`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const game = await flipped(b, body.game.id);
    const seated = answers[0]!.status === 200 ? x : y;
    const refused = seated === x ? y : x;
    expect(game.joiner?.username).toBe(seated.user.username);
    expect(await balanceOf(refused.client)).toBe(refused.balance);
    const pays = game.winner === 'creator' ? [creator, seated] : [seated, creator];
    expect(await balanceOf(pays[0]!.client)).toBe(pays[0]!.balance - 900 + coinFlipPayout(900, 0));
    expect(await balanceOf(pays[1]!.client)).toBe(pays[1]!.balance - 900);
  });

  it('flips a game once when both servers flip it at the same moment', async () => {
    const creator = await player(a);
    const joiner = await player(b);
    // The game is seated by a process that stops before the value arrives, so the flip is
    // left to the two servers, which are both told to flip it at once, three times each.
    const services = a.app.services;
    const namer = newCoinFlipDriver({ ...services, beacon: services.rounds.beacon });
    const { game } = await namer.create(creator.user.id, { amount: 1_500, side: 'T' });
    const seated = await namer.join(joiner.user.id, game.id);
    namer.room.driver.stop();
    const reading = await waitForRound(services.rounds.beacon, seated.game.fairness!.blockNumber);
    const flips = await Promise.all(
      [a, b, a, b, a, b].map((t) =>
        coinFlipDriver(t.app.services.rooms.of('coin-flip')).flip(game.id, reading),
      ),
    );
    for (const done of flips) {
      expect(done).toMatchObject({ state: 'FLIPPED', beaconValue: reading.value });
      expect(done.winner).toBe(flips[0]!.winner);
    }
    const [winner, loser] = flips[0]!.winner === 'creator' ? [creator, joiner] : [joiner, creator];
    expect(await balanceOf(winner.client)).toBe(winner.balance - 1_500 + coinFlipPayout(1_500, 0));
    expect(await balanceOf(loser.client)).toBe(loser.balance - 1_500);
    const payouts = await queryRows<{ count: number }>(
      services.db,
      sql`SELECT count(*)::int AS count FROM wallet_transfers
          WHERE kind = 'payout' AND reference IN
            (SELECT id::text FROM bets WHERE room_id = ${game.id})`,
    );
    expect(payouts[0]!.count).toBe(1);
  });

  it('holds the open-games cap across servers', async () => {
    const racer = new Client(a.url, a.origin);
    await racer.register();
    const other = new Client(b.url, b.origin);
    other.cookie = racer.cookie;
    const start = await balanceOf(racer);
    const answers = await Promise.all(
      Array.from({ length: COIN_FLIP_MAX_OPEN_PER_PLAYER + 3 }, (_, i) =>
        (i % 2 ? other : racer).post('/api/games/coinflip', { amount: 100, side: 'T' }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(COIN_FLIP_MAX_OPEN_PER_PLAYER);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await balanceOf(racer)).toBe(start - 100 * COIN_FLIP_MAX_OPEN_PER_PLAYER);
  });
});
