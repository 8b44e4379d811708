import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COIN_FLIP_MAX_OPEN_PER_PLAYER,
  coinFlipFee,
  coinFlipPayout,
  coinFlipSide,
} from '../../games/coin-flip/core';
import { FLOAT_ROUNDING_DOWN } from '../../games/fair';
import { beaconFloats } from '../../games/fair/beaconDraw';
import { sha256Hex } from '../../games/fair/hash';
import { queryRows } from '../../src/server/db/client';
import { COIN_FLIP_REVEAL_MS } from '../../games/coin-flip/game';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import { eventually, pause } from '../helpers/notificationProbe';
import { coinFlipDriver, newCoinFlipDriver } from '../helpers/coinFlipDriver';
import { grantRole } from '../helpers/promote';
import { balanceOf, registeredPlayer } from '../helpers/players';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Coin flips between players and against the bot on a real server with the local beacon
// ticking every 40 ms: stakes, the beacon round named when the second seat fills, the flip
// paying 2x less 5% once, refusals that change nothing, and the fairness data recomputed.

let t: TestApp;
const sockets: Socket[] = [];
const heard: CoinFlipGame[] = [];
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls the games
    rounds: {
      chainLength: 100,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
    },
  });
  const watcher = await new Client(t.url, t.origin).socket();
  sockets.push(watcher);
  expect(await watcher.emitWithAck('game:coin-flip.subscribe')).toBe(true);
  watcher.on('coin-flip.game', (payload: { data: { game: CoinFlipGame } }) =>
    heard.push(payload.data.game),
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const player = () => registeredPlayer(t);
const gameOf = async (id: string) =>
  (await new Client(t.url, t.origin).get(`/api/games/coinflip/${id}`)).body.game as CoinFlipGame;

async function flipped(id: string, timeoutMs = 10_000): Promise<CoinFlipGame> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const game = await gameOf(id);
    if (game.state === 'FLIPPED') return game;
    if (Date.now() > deadline) throw new Error(`not flipped: ${JSON.stringify(game)}`);
    await pause(25);
  }
}

/** The side the fairness data shows, recomputed as any verifier would. */
function expectFair(game: CoinFlipGame) {
  expect(game.serverSeed).not.toBeNull();
  expect(sha256Hex(game.serverSeed!)).toBe(game.serverSeedHash);
  expect(game.beaconValue).toMatch(/^[0-9a-f]{64}$/);
  // The draw's first float is the side, its second rounds the 5% fee.
  const [float, roundingFloat] = beaconFloats(
    { serverSeed: game.serverSeed!, beaconValue: game.beaconValue!, round: 0, seat: 0 },
    2,
  ) as [number, number];
  const side = coinFlipSide(float);
  expect(game.winningSide).toBe(side);
  expect(game.winner).toBe(side === game.creator.side ? 'creator' : 'joiner');
  expect(game.payout).toBe(coinFlipPayout(game.amount, roundingFloat));
  expect(game.fee).toBe(coinFlipFee(game.amount, roundingFloat));
}

const seatBets = (gameId: string) =>
  queryRows<{ user_id: string; amount: number; payout: number | null; settled: boolean }>(
    t.app.services.db,
    sql`SELECT user_id, amount, payout, settled_at IS NOT NULL AS settled
        FROM bets WHERE room_id = ${gameId} AND game = 'coin-flip' ORDER BY created_at`,
  );

describe('a coin flip between two players', () => {
  it('stakes both seats, names the beacon round, flips once and pays 2x less 5%', async () => {
    const creator = await player();
    const joiner = await player();
    const stake = 1_235; // 5% of 24.70 is 1.235: the fee is rounded fairly to 1.23 or 1.24
    expect([coinFlipFee(stake, FLOAT_ROUNDING_DOWN), coinFlipFee(stake, 0)]).toEqual([123, 124]);

    const created = await creator.client.post('/api/games/coinflip', { amount: stake, side: 'T' });
    expect(created.status).toBe(200);
    const open = created.body.game as CoinFlipGame;
    expect(open).toMatchObject({
      state: 'OPEN',
      amount: stake,
      creator: { username: creator.user.username, side: 'T' },
      joiner: null,
      fairness: null,
      serverSeed: null,
      winningSide: null,
    });
    expect(open.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.balance).toBe(creator.balance - stake);
    expect((await new Client(t.url, t.origin).get('/api/games/coinflip')).body.open).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: open.id, state: 'OPEN' })]),
    );

    const joined = await joiner.client.post(`/api/games/coinflip/${open.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.balance).toBe(joiner.balance - stake);
    const waiting = joined.body.game as CoinFlipGame;
    expect(waiting.joiner).toEqual({ username: joiner.user.username, side: 'CT', bot: false });
    expect(['WAITING_FOR_BEACON', 'FLIPPED']).toContain(waiting.state);
    expect(waiting.fairness).toMatchObject({ beacon: 'local', beaconLabel: expect.any(String) });
    expect(waiting.serverSeedHash).toBe(open.serverSeedHash);

    const done = await flipped(open.id);
    expectFair(done);
    expect(done.fairness).toEqual(waiting.fairness);
    expect(done.payout).toBe(2 * stake - done.fee!);
    const [winner, loser] = done.winner === 'creator' ? [creator, joiner] : [joiner, creator];
    expect(await balanceOf(winner.client)).toBe(winner.balance - stake + done.payout!);
    expect(await balanceOf(loser.client)).toBe(loser.balance - stake);

    const bets = await seatBets(open.id);
    expect(bets).toHaveLength(2);
    expect(bets.every((bet) => bet.settled)).toBe(true);
    expect(bets.map((bet) => Number(bet.payout)).sort((a, b) => a - b)).toEqual([0, done.payout]);

    // Every change was told to the room, ending with the flip, which no later flip repeats.
    await eventually(() => heard.some((g) => g.id === open.id && g.state === 'FLIPPED'));
    const states = heard.filter((g) => g.id === open.id).map((g) => g.state);
    expect(states).toEqual(['OPEN', 'WAITING_FOR_BEACON', 'FLIPPED']);
    await expect(
      coinFlipDriver(t.app.services.rooms.of('coin-flip')).flip(open.id, {
        status: 'ready',
        round: done.fairness!.blockNumber,
        value: 'f'.repeat(64),
        evidence: { kind: 'local' },
      }),
    ).resolves.toMatchObject({ state: 'FLIPPED', beaconValue: done.beaconValue });
    expect(await balanceOf(winner.client)).toBe(winner.balance + stake - done.fee!);
  });

  it('refuses joining your own game, and a game no longer open', async () => {
    const creator = await player();
    const other = await player();
    const late = await player();
    const { body } = await creator.client.post('/api/games/coinflip', { amount: 500, side: 'CT' });
    const own = await creator.client.post(`/api/games/coinflip/${body.game.id}/join`);
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe('You cannot join your own game');
    expect(await balanceOf(creator.client)).toBe(creator.balance - 500);

    expect((await other.client.post(`/api/games/coinflip/${body.game.id}/join`)).status).toBe(200);
    const again = await late.client.post(`/api/games/coinflip/${body.game.id}/join`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This game is no longer open');
    expect(await balanceOf(late.client)).toBe(late.balance);
    await flipped(body.game.id);
  });

  it('lets exactly one of two joins at once take the seat; money moves once', async () => {
    const creator = await player();
    const [a, b] = await Promise.all([player(), player()]);
    const { body } = await creator.client.post('/api/games/coinflip', { amount: 700, side: 'T' });
    const answers = await Promise.all([
      a.client.post(`/api/games/coinflip/${body.game.id}/join`),
      b.client.post(`/api/games/coinflip/${body.game.id}/join`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refusal = answers.find((r) => r.status === 409)!;
    expect(refusal.body.error.message).toBe('This game is no longer open');
    const game = await flipped(body.game.id);
    expectFair(game);
    const seated = answers[0]!.status === 200 ? a : b;
    const refused = seated === a ? b : a;
    expect(game.joiner?.username).toBe(seated.user.username);
    expect(await balanceOf(refused.client)).toBe(refused.balance);
    expect(await seatBets(body.game.id)).toHaveLength(2);
  });
});

describe('the lobby over the socket', () => {
  it('answers a subscription with the lists, then every change', async () => {
    const creator = await player();
    const { body } = await creator.client.post('/api/games/coinflip', { amount: 300, side: 'CT' });
    const socket = await new Client(t.url, t.origin).socket();
    sockets.push(socket);
    const lists = new Promise<{ open: CoinFlipGame[] }>((resolve) =>
      socket.once('coin-flip.games', (payload: { data: { open: CoinFlipGame[] } }) =>
        resolve(payload.data),
      ),
    );
    expect(await socket.emitWithAck('game:coin-flip.subscribe')).toBe(true);
    expect((await lists).open.map((game) => game.id)).toContain(body.game.id);
    const change = new Promise<CoinFlipGame>((resolve) =>
      socket.on('coin-flip.game', (payload: { data: { game: CoinFlipGame } }) => {
        if (payload.data.game.id === body.game.id) resolve(payload.data.game);
      }),
    );
    expect((await creator.client.post(`/api/games/coinflip/${body.game.id}/cancel`)).status).toBe(
      200,
    );
    expect((await change).state).toBe('CANCELLED');
  });
});

describe('a coin flip against the bot', () => {
  it('pays the creator when they win and keeps the stake when the bot wins', async () => {
    const creator = await player();
    const stake = 1_000;
    const outcomes = new Set<string>();
    let balance = creator.balance;
    for (let i = 0; i < 40 && outcomes.size < 2; i++) {
      const side = i % 2 === 0 ? 'CT' : 'T';
      const { body } = await creator.client.post('/api/games/coinflip', { amount: stake, side });
      const called = await creator.client.post(`/api/games/coinflip/${body.game.id}/bot`);
      expect(called.status).toBe(200);
      expect(called.body.game.joiner).toEqual({
        username: null,
        side: side === 'CT' ? 'T' : 'CT',
        bot: true,
      });
      const game = await flipped(body.game.id);
      expectFair(game);
      outcomes.add(game.winner!);
      balance += game.winner === 'creator' ? game.payout! - stake : -stake;
      expect(await balanceOf(creator.client)).toBe(balance);
      const bets = await seatBets(body.game.id);
      expect(bets).toHaveLength(1); // the bot's seat stakes nothing
      expect(Number(bets[0]!.payout)).toBe(game.winner === 'creator' ? game.payout : 0);
    }
    expect([...outcomes].sort()).toEqual(['creator', 'joiner']);
  });

  it("holds the winner's payout in every tab until the coin has landed", async () => {
    const creator = await player();
    const socket = await creator.client.socket();
    sockets.push(socket);
    const balances: Array<{ balance: number; reveal?: { payout: number; inMs: number } }> = [];
    socket.on('user.balance', (payload: { data: (typeof balances)[number] }) =>
      balances.push(payload.data),
    );
    for (let i = 0; i < 40; i++) {
      const { body } = await creator.client.post('/api/games/coinflip', {
        amount: 600,
        side: 'CT',
      });
      await creator.client.post(`/api/games/coinflip/${body.game.id}/bot`);
      if ((await flipped(body.game.id)).winner === 'creator') break;
    }
    await eventually(() => balances.some((b) => b.reveal));
    const held = balances.find((b) => b.reveal)!;
    expect(held.reveal!.payout).toBe(coinFlipPayout(600, 0));
    expect(held.reveal!.inMs).toBeGreaterThanOrEqual(COIN_FLIP_REVEAL_MS);
  });

  it('lets only the creator call the bot', async () => {
    const creator = await player();
    const other = await player();
    const { body } = await creator.client.post('/api/games/coinflip', { amount: 300, side: 'T' });
    const res = await other.client.post(`/api/games/coinflip/${body.game.id}/bot`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Only the creator can call the bot');
    expect((await gameOf(body.game.id)).state).toBe('OPEN');
    expect((await creator.client.post(`/api/games/coinflip/${body.game.id}/cancel`)).status).toBe(
      200,
    );
  });
});

describe('cancelling', () => {
  it('refunds the creator while the game is open, and never after a seat filled', async () => {
    const creator = await player();
    const other = await player();
    const { body } = await creator.client.post('/api/games/coinflip', {
      amount: 2_500,
      side: 'CT',
    });
    const notYours = await other.client.post(`/api/games/coinflip/${body.game.id}/cancel`);
    expect(notYours.status).toBe(409);
    expect(notYours.body.error.message).toBe('Only the creator can cancel this game');

    const cancelled = await creator.client.post(`/api/games/coinflip/${body.game.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.game.state).toBe('CANCELLED');
    expect(cancelled.body.balance).toBe(creator.balance);
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    const twice = await creator.client.post(`/api/games/coinflip/${body.game.id}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This game can no longer be cancelled');
    const joinCancelled = await other.client.post(`/api/games/coinflip/${body.game.id}/join`);
    expect(joinCancelled.status).toBe(409);
    expect(await balanceOf(other.client)).toBe(other.balance);
    expect((await seatBets(body.game.id))[0]).toMatchObject({ payout: 2500, settled: true });

    const next = await creator.client.post('/api/games/coinflip', { amount: 400, side: 'T' });
    await other.client.post(`/api/games/coinflip/${next.body.game.id}/join`);
    const late = await creator.client.post(`/api/games/coinflip/${next.body.game.id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This game can no longer be cancelled');
    await flipped(next.body.game.id);
  });
});

describe('refusals change nothing', () => {
  it('refuses bad bodies, a stake above the balance, unknown games and too many open games', async () => {
    const creator = await player();
    const before = (await new Client(t.url, t.origin).get('/api/games/coinflip')).body.open.length;
    for (const body of [
      {},
      { amount: 1_000 },
      { amount: 1_000, side: 'HEADS' },
      { amount: 9, side: 'CT' },
      { amount: 1_000_001, side: 'CT' },
      { amount: 10.5, side: 'CT' },
      { amount: '1000', side: 'CT' },
      { amount: 1_000, side: 'CT', extra: true },
    ]) {
      const res = await creator.client.post('/api/games/coinflip', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const tooMuch = await creator.client.post('/api/games/coinflip', {
      amount: creator.balance + 1,
      side: 'T',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe('Insufficient balance');
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    expect((await new Client(t.url, t.origin).get('/api/games/coinflip')).body.open).toHaveLength(
      before,
    );

    const poor = await player();
    const { body } = await creator.client.post('/api/games/coinflip', {
      amount: 50_000,
      side: 'T',
    });
    // The poor player keeps 49,999 hundredths: one short of the stake.
    await poor.client.post('/api/games/coinflip', { amount: poor.balance - 49_999, side: 'T' });
    const cannot = await poor.client.post(`/api/games/coinflip/${body.game.id}/join`);
    expect(cannot.status).toBe(400);
    expect(cannot.body.error.message).toBe('Insufficient balance');
    expect((await gameOf(body.game.id)).state).toBe('OPEN');
    expect(await seatBets(body.game.id)).toHaveLength(1);

    const unknown = await creator.client.post(
      '/api/games/coinflip/00000000-0000-4000-8000-000000000000/join',
    );
    expect(unknown.status).toBe(404);
    expect((await creator.client.post('/api/games/coinflip/not-a-uuid/join')).status).toBe(400);
    expect(
      (await new Client(t.url, t.origin).post('/api/games/coinflip', { amount: 10, side: 'T' }))
        .status,
    ).toBe(401);

    // The cap counts open games only: up to it, then refused, then free again after a cancel.
    for (let i = 1; i < COIN_FLIP_MAX_OPEN_PER_PLAYER; i++) {
      expect(
        (await creator.client.post('/api/games/coinflip', { amount: 10, side: 'CT' })).status,
      ).toBe(200);
    }
    const capped = await creator.client.post('/api/games/coinflip', { amount: 10, side: 'CT' });
    expect(capped.status).toBe(409);
    expect(capped.body.error.message).toBe(
      `You can keep at most ${COIN_FLIP_MAX_OPEN_PER_PLAYER} open coin flips at once`,
    );
    await creator.client.post(`/api/games/coinflip/${body.game.id}/cancel`);
    expect(
      (await creator.client.post('/api/games/coinflip', { amount: 10, side: 'CT' })).status,
    ).toBe(200);
  });

  it('holds the open-games cap when creations race', async () => {
    const racer = await player();
    const answers = await Promise.all(
      Array.from({ length: COIN_FLIP_MAX_OPEN_PER_PLAYER + 3 }, () =>
        racer.client.post('/api/games/coinflip', { amount: 100, side: 'CT' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(COIN_FLIP_MAX_OPEN_PER_PLAYER);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(await balanceOf(racer.client)).toBe(racer.balance - 100 * COIN_FLIP_MAX_OPEN_PER_PLAYER);
  });

  it('keeps the ledger balanced', async () => {
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });
});

describe('after a restart', () => {
  it('the sweep flips a game whose round is overdue and nobody watches', async () => {
    const creator = await player();
    const { services } = t.app;
    const coinFlips = services.rooms.of('coin-flip');
    // Another process names the round, then stops before its value arrives.
    const stopped = newCoinFlipDriver({ ...services, beacon: services.rounds.beacon });
    const { game } = await stopped.create(creator.user.id, { amount: 800, side: 'T' });
    await stopped.callBot(creator.user.id, game.id);
    stopped.room.driver.stop();
    expect(stopped.room.driver.pending).toBe(0);
    await pause(300);
    expect((await gameOf(game.id)).state).toBe('WAITING_FOR_BEACON');
    // A game not overdue yet is left to the process that named it.
    expect(await coinFlips.driver.sweep(60_000)).toBe(0);

    expect(await coinFlips.driver.sweep(0)).toBeGreaterThanOrEqual(1);
    const done = await flipped(game.id);
    expectFair(done);
    const expected =
      creator.balance - 800 + (done.winner === 'creator' ? coinFlipPayout(800, 0) : 0);
    expect(await balanceOf(creator.client)).toBe(expected);
  });

  it('the round leader sweeps by itself once it leads', async () => {
    const creator = await player();
    const { services } = t.app;
    const stopped = newCoinFlipDriver({ ...services, beacon: services.rounds.beacon });
    const { game } = await stopped.create(creator.user.id, { amount: 450, side: 'CT' });
    await stopped.callBot(creator.user.id, game.id);
    stopped.room.driver.stop();
    // This process takes the lead (the embedded database always leads) and sweeps on its
    // schedule: the game is flipped once its round is overdue, with no call from here.
    services.rooms.start(services.rounds.leadership, () => {});
    expectFair(await flipped(game.id, 20_000));
  });
});

describe('pausing coin flip', () => {
  it('refuses new games and joins, and lets open games be settled by their creators', async () => {
    const operator = await player();
    await grantRole(t.app.services.db, operator.user.id, 'ADMIN');
    const creator = await player();
    const other = await player();
    const first = (await creator.client.post('/api/games/coinflip', { amount: 200, side: 'CT' }))
      .body.game as CoinFlipGame;
    const second = (await creator.client.post('/api/games/coinflip', { amount: 300, side: 'T' }))
      .body.game as CoinFlipGame;
    const paused = await operator.client.post('/api/admin/games/disable', {
      game: 'coin-flip',
      reason: 'Checking the beacon',
    });
    expect(paused.status).toBe(200);
    try {
      const create = await other.client.post('/api/games/coinflip', { amount: 200, side: 'T' });
      expect(create.status).toBe(409);
      expect(create.body.error).toMatchObject({ code: 'GAME_DISABLED' });
      expect(create.body.error.message).toMatch(/^Coin Flip is paused/);
      const join = await other.client.post(`/api/games/coinflip/${first.id}/join`);
      expect(join.status).toBe(409);
      expect(join.body.error).toMatchObject({ code: 'GAME_DISABLED' });
      expect(await balanceOf(other.client)).toBe(other.balance);

      // What is already open can still end: a refund, or the bot the creator asked for.
      expect((await creator.client.post(`/api/games/coinflip/${first.id}/cancel`)).status).toBe(
        200,
      );
      expect((await creator.client.post(`/api/games/coinflip/${second.id}/bot`)).status).toBe(200);
      expectFair(await flipped(second.id));
    } finally {
      await operator.client.post('/api/admin/games/enable', { game: 'coin-flip' });
    }
    expect(
      (await other.client.post('/api/games/coinflip', { amount: 200, side: 'T' })).status,
    ).toBe(200);
  });
});
