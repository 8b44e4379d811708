import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLOAT_ROUNDING_DOWN } from '../../games/fair';
import { minePositions, minesMultiplierE4, minesPayout } from '../../games/mines/core';

/** A cash-out rounded fairly: one of these two (fairness.test.ts checks which, from the seed). */
const roundedEitherWay = (amount: number, mines: number, picks: number) => [
  minesPayout(amount, mines, picks, FLOAT_ROUNDING_DOWN),
  minesPayout(amount, mines, picks, 0),
];
import { queryRows } from '../../src/server/db/client';
import { Client } from '../helpers/testApp';
import { gameSuite } from '../helpers/gameSuite';
import { REVEAL_SLACK_MS } from '../../games/pace';

const suite = gameSuite();
const { settled, player, balanceOf } = suite;

/** The board as stored: the test reads it to pick safe tiles and mines on purpose. */
async function boardOf(userId: string) {
  const [row] = await queryRows<{ mine_positions: number[] }>(
    suite.t.app.services.db,
    sql`SELECT mine_positions FROM mines_games WHERE user_id = ${userId} AND state = 'active'`,
  );
  const mines = row!.mine_positions;
  return { mines, safe: [...Array(25).keys()].filter((tile) => !mines.includes(tile)) };
}

async function betRow(betId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    suite.t.app.services.db,
    sql`SELECT amount::int AS amount, payout::int AS payout, multiplier_e4::int AS multiplier_e4,
               outcome, settled_at IS NOT NULL AS settled FROM bets WHERE id = ${betId}`,
  );
  return row!;
}

describe('mines', () => {
  it('takes the stake at start and hides the mines while the game is played', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    const seeds = (await client.get('/api/fairness/seeds')).body.active;
    const res = await client.post('/api/games/mines/start', { amount: 500, mines: 3 });
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(before - 500);
    expect(res.body.game).toEqual({
      id: expect.any(String),
      amount: 500,
      mines: 3,
      revealed: [],
      state: 'active',
      multiplier: 1,
      nextMultiplier: minesMultiplierE4(3, 1) / 10_000,
      payout: minesPayout(500, 3, 0, FLOAT_ROUNDING_DOWN),
      minePositions: null,
      fairness: { ...seeds, nonce: 0 },
      createdAt: expect.any(String),
    });
    expect(await balanceOf(client)).toBe(before - 500);
    // Reload / another tab: the same session finds the same game, still without its mines.
    const otherTab = new Client(suite.t.url, suite.t.origin);
    otherTab.cookie = client.cookie;
    expect((await otherTab.get('/api/games/mines/active')).body).toEqual({ game: res.body.game });
    // An unsettled game is not in the history yet.
    expect((await client.get('/api/games/bets')).body.bets).toEqual([]);
  });

  it('reveals safe tiles, refuses a tile twice, and cashes out exactly', async () => {
    const { client, user } = await player();
    const start = await client.post('/api/games/mines/start', { amount: 1_000, mines: 5 });
    const { safe } = await boardOf(user.id);
    const afterStake = start.body.balance;

    const first = await client.post('/api/games/mines/reveal', { tile: safe[0] });
    expect(first.status).toBe(200);
    expect(first.body.balance).toBe(afterStake);
    expect(first.body.game).toMatchObject({
      revealed: [safe[0]],
      state: 'active',
      multiplier: minesMultiplierE4(5, 1) / 10_000,
      nextMultiplier: minesMultiplierE4(5, 2) / 10_000,
      // shown rounded down while active: the cash-out rounds it fairly
      payout: minesPayout(1_000, 5, 1, FLOAT_ROUNDING_DOWN),
      minePositions: null,
    });

    const twice = await client.post('/api/games/mines/reveal', { tile: safe[0] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(`Tile ${safe[0]} is already revealed`);

    // A reveal made from another tab continues the same game.
    const otherTab = new Client(suite.t.url, suite.t.origin);
    otherTab.cookie = client.cookie;
    const second = await otherTab.post('/api/games/mines/reveal', { tile: safe[1] });
    expect(second.body.game.revealed).toEqual([safe[0], safe[1]]);

    const cashed = await client.post('/api/games/mines/cashout');
    expect(cashed.status).toBe(200);
    const payout = cashed.body.game.payout;
    expect(roundedEitherWay(1_000, 5, 2)).toContain(payout);
    expect(payout).toBeGreaterThan(1_000);
    expect(cashed.body.balance).toBe(afterStake + payout);
    expect(await balanceOf(client)).toBe(afterStake + payout);
    const board = await queryRows<{ mine_positions: number[] }>(
      suite.t.app.services.db,
      sql`SELECT mine_positions FROM mines_games WHERE bet_id = ${start.body.game.id}`,
    );
    expect(cashed.body.game).toMatchObject({
      state: 'cashed',
      revealed: [safe[0], safe[1]],
      payout,
      multiplier: minesMultiplierE4(5, 2) / 10_000,
      nextMultiplier: null,
      minePositions: board[0]!.mine_positions,
    });
    expect(await betRow(start.body.game.id)).toEqual({
      amount: 1_000,
      payout,
      multiplier_e4: minesMultiplierE4(5, 2),
      outcome: {
        mines: 5,
        revealed: [safe[0], safe[1]],
        minePositions: board[0]!.mine_positions,
        state: 'cashed',
      },
      settled: true,
    });
    expect(settled.filter((e) => e.betId === start.body.game.id)).toEqual([
      {
        betId: start.body.game.id,
        userId: user.id,
        username: user.username,
        game: 'mines',
        amount: 1_000,
        payout,
        multiplierE4: minesMultiplierE4(5, 2),
        // A cash-out pays what its button showed: only the answer's trip to wait for.
        revealInMs: REVEAL_SLACK_MS,
      },
    ]);
    expect((await client.get('/api/games/mines/active')).body).toEqual({ game: null });
    const history = (await client.get('/api/games/bets?game=mines')).body.bets;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: start.body.game.id, payout, game: 'mines' });
  });

  it('ends the game on a mine, pays nothing and shows every mine', async () => {
    const { client, user } = await player();
    const start = await client.post('/api/games/mines/start', { amount: 700, mines: 10 });
    const { mines, safe } = await boardOf(user.id);
    await client.post('/api/games/mines/reveal', { tile: safe[3] });
    const boom = await client.post('/api/games/mines/reveal', { tile: mines[0] });
    expect(boom.status).toBe(200);
    expect(boom.body.balance).toBe(start.body.balance);
    expect(boom.body.game).toMatchObject({
      state: 'busted',
      revealed: [safe[3], mines[0]],
      payout: 0,
      multiplier: 0,
      nextMultiplier: null,
      minePositions: mines,
    });
    expect(await balanceOf(client)).toBe(start.body.balance);
    expect(await betRow(start.body.game.id)).toMatchObject({ payout: 0, settled: true });
    expect(settled.find((e) => e.betId === start.body.game.id)).toMatchObject({
      payout: 0,
      multiplierE4: 0,
      game: 'mines',
    });
    const after = await client.post('/api/games/mines/reveal', { tile: safe[0] });
    expect(after.status).toBe(404);
    expect(after.body.error.message).toBe('You have no mines game in progress');
  });

  it('cashes out by itself when the last safe tile is revealed', async () => {
    const { client, user } = await player();
    const start = await client.post('/api/games/mines/start', { amount: 100, mines: 23 });
    const { safe } = await boardOf(user.id);
    expect(safe).toHaveLength(2);
    await client.post('/api/games/mines/reveal', { tile: safe[1] });
    const last = await client.post('/api/games/mines/reveal', { tile: safe[0] });
    const payout = last.body.game.payout;
    expect(roundedEitherWay(100, 23, 2)).toContain(payout);
    expect(last.body.game).toMatchObject({ state: 'cashed', payout, revealed: [safe[1], safe[0]] });
    expect(last.body.balance).toBe(start.body.balance + payout);
    expect((await client.get('/api/games/mines/active')).body.game).toBeNull();
  });

  it('allows one active game per player', async () => {
    const { client } = await player();
    await client.post('/api/games/mines/start', { amount: 100, mines: 1 });
    const before = await balanceOf(client);
    const again = await client.post('/api/games/mines/start', { amount: 100, mines: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'You already have a mines game in progress: finish it first',
    );
    expect(await balanceOf(client)).toBe(before);
    expect((await client.get('/api/fairness/seeds')).body.active.nonce).toBe(1);
  });

  it('starts one game only when many starts arrive together', async () => {
    const { client, user } = await player();
    const before = await balanceOf(client);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.post('/api/games/mines/start', { amount: 100, mines: 2 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await balanceOf(client)).toBe(before - 100);
    const [row] = await queryRows<{ n: number }>(
      suite.t.app.services.db,
      sql`SELECT count(*)::int AS n FROM mines_games WHERE user_id = ${user.id}`,
    );
    expect(row!.n).toBe(1);
  });

  it('pays a cash-out once when cash-outs and reveals race', async () => {
    const { client, user } = await player();
    const start = await client.post('/api/games/mines/start', { amount: 1_000, mines: 3 });
    const { safe } = await boardOf(user.id);
    await client.post('/api/games/mines/reveal', { tile: safe[0] });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => client.post('/api/games/mines/cashout')),
      ...safe.slice(1, 4).map((tile) => client.post('/api/games/mines/reveal', { tile })),
    ]);
    const cashouts = answers.slice(0, 4).filter((a) => a.status === 200);
    expect(cashouts).toHaveLength(1);
    const game = cashouts[0]!.body.game;
    expect(roundedEitherWay(1_000, 3, game.revealed.length)).toContain(game.payout);
    expect(await balanceOf(client)).toBe(start.body.balance + game.payout);
  });

  it('refuses a cash-out before a safe tile, and steps without a game', async () => {
    const { client } = await player();
    const none = await client.post('/api/games/mines/cashout');
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('You have no mines game in progress');
    const noReveal = await client.post('/api/games/mines/reveal', { tile: 3 });
    expect(noReveal.status).toBe(404);

    const start = await client.post('/api/games/mines/start', { amount: 100, mines: 4 });
    const early = await client.post('/api/games/mines/cashout');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe('Reveal at least one safe tile before cashing out');
    expect(await balanceOf(client)).toBe(start.body.balance);
    expect((await client.get('/api/games/mines/active')).body.game.state).toBe('active');
  });

  it('refuses a reveal that could pay more than the maximum payout, and still cashes out', async () => {
    const { client, user } = await player();
    // 1,000.00 on 5 mines: 15 safe picks pay 208.7x, a 16th would pay 417x (417,000.00).
    const start = await client.post('/api/games/mines/start', { amount: 100_000, mines: 5 });
    const { safe } = await boardOf(user.id);
    for (const tile of safe.slice(0, 15)) {
      expect((await client.post('/api/games/mines/reveal', { tile })).status).toBe(200);
    }
    expect(minesPayout(100_000, 5, 15, 0)).toBeLessThanOrEqual(25_000_000);
    expect(minesPayout(100_000, 5, 16, 0)).toBeGreaterThan(25_000_000);
    const refused = await client.post('/api/games/mines/reveal', { tile: safe[15] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'PAYOUT_LIMIT',
      message: 'Another safe tile would pay more than the maximum payout of 250,000.00: cash out',
    });
    const game = (await client.get('/api/games/mines/active')).body.game;
    expect(game.revealed).toEqual(safe.slice(0, 15));
    const cashed = await client.post('/api/games/mines/cashout');
    expect(roundedEitherWay(100_000, 5, 15)).toContain(cashed.body.game.payout);
    expect(cashed.body.balance).toBe(start.body.balance + cashed.body.game.payout);
  });

  it('places the mines the public core draws from the revealed seed', async () => {
    const { client, user } = await player();
    const start = await client.post('/api/games/mines/start', { amount: 100, mines: 7 });
    const { mines, safe } = await boardOf(user.id);
    await client.post('/api/games/mines/reveal', { tile: safe[0] });
    await client.post('/api/games/mines/cashout');
    const { revealed } = (await client.post('/api/fairness/seeds/rotate', { clientSeed: 'm' }))
      .body;
    const seeds = { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: 0 };
    expect(start.body.game.fairness.nonce).toBe(0);
    expect(minePositions(seeds, 7)).toEqual(mines);
  });
});
