import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOAT_ROUNDING_DOWN } from '../../games/fair';
import { minesMultiplierE4, minesPayout } from '../../games/mines/core';
import { queryRows } from '../../src/server/db/client';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A banned player can neither reveal nor cash out, so a ban closes their open mines game
// as a finished game closes: cashed out at its multiplier with a safe tile revealed, the
// stake refunded without. The ledger verifies after the suite (startTestApp's close).

const PASSWORD = 'correct horse battery';
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.url);
  const user = await admin.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
});
afterAll(() => t.close());

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.app.services.db, query);

const balanceOf = (userId: string) =>
  t.app.services.wallet.balanceOf({ db: t.app.services.db }, userId);

async function safeTile(userId: string) {
  const [row] = await rows<{ mine_positions: number[] }>(
    sql`SELECT mine_positions FROM mines_games WHERE user_id = ${userId} AND state = 'active'`,
  );
  return [...Array(25).keys()].find((tile) => !row!.mine_positions.includes(tile))!;
}

async function ban(
  userId: string,
  until: string | null = new Date(Date.now() + 86_400_000).toISOString(),
) {
  const res = await admin.post('/api/admin/users/ban', { userId, until, reason: 'mines check' });
  expect(res.status).toBe(200);
}

async function betOf(betId: string) {
  const [row] = await rows<Record<string, unknown>>(
    sql`SELECT amount::int AS amount, payout::int AS payout, multiplier_e4::int AS multiplier_e4,
               outcome, settled_at IS NOT NULL AS settled FROM bets WHERE id = ${betId}`,
  );
  return row!;
}

async function gameOf(betId: string) {
  const [row] = await rows<{ state: string; revealed: number[]; mine_positions: number[] }>(
    sql`SELECT state, revealed, mine_positions FROM mines_games WHERE bet_id = ${betId}`,
  );
  return row!;
}

const transfersOf = (betId: string) =>
  rows<{ kind: string }>(
    sql`SELECT kind FROM wallet_transfers WHERE reference = ${betId} ORDER BY id`,
  ).then((found) => found.map((r) => r.kind));

async function banAudit(userId: string) {
  const [row] = await rows<{ details: Record<string, unknown> }>(
    sql`SELECT details FROM audit_log WHERE target_id = ${userId} AND action = 'user.ban'
        ORDER BY id DESC LIMIT 1`,
  );
  return row!.details;
}

describe('a ban closes the open mines game', () => {
  it('cashes out a game with a safe tile revealed at its current multiplier', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const start = await player.post('/api/games/mines/start', { amount: 1_000, mines: 5 });
    const betId = start.body.game.id as string;
    const tile = await safeTile(user.id);
    expect((await player.post('/api/games/mines/reveal', { tile })).status).toBe(200);
    const beforeBan = await balanceOf(user.id);

    await ban(user.id);

    // rounded fairly: either way of 10.00 x 1.2375 = 12.375
    const payout = (await betOf(betId)).payout as number;
    expect([minesPayout(1_000, 5, 1, FLOAT_ROUNDING_DOWN), minesPayout(1_000, 5, 1, 0)]).toContain(
      payout,
    );
    expect(await balanceOf(user.id)).toBe(beforeBan + payout);
    const game = await gameOf(betId);
    expect(game.state).toBe('cashed');
    expect(game.revealed).toEqual([tile]);
    expect(await betOf(betId)).toEqual({
      amount: 1_000,
      payout,
      multiplier_e4: minesMultiplierE4(5, 1),
      settled: true,
      outcome: {
        mines: 5,
        revealed: [tile],
        minePositions: game.mine_positions,
        state: 'cashed',
        closedBy: 'ban',
      },
    });
    expect(await transfersOf(betId)).toEqual(['bet', 'payout']);
    expect(await banAudit(user.id)).toMatchObject({
      closedGames: [{ betId, closedAs: 'cashed-out', payout }],
    });
  });

  it('refunds a game with no tile revealed: the stake back, at 1x, recorded on the bet', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const before = await balanceOf(user.id);
    const start = await player.post('/api/games/mines/start', { amount: 2_500, mines: 3 });
    const betId = start.body.game.id as string;
    expect(await balanceOf(user.id)).toBe(before - 2_500);

    await ban(user.id);

    expect(await balanceOf(user.id)).toBe(before);
    const bet = await betOf(betId);
    expect(bet).toMatchObject({ amount: 2_500, payout: 2_500, multiplier_e4: 10_000 });
    expect(bet.outcome).toMatchObject({ revealed: [], state: 'cashed', closedBy: 'ban' });
    expect((bet.outcome as { minePositions: number[] }).minePositions).toHaveLength(3);
    expect(await transfersOf(betId)).toEqual(['bet', 'refund']);
    expect(await banAudit(user.id)).toMatchObject({
      closedGames: [{ betId, closedAs: 'refunded', payout: 2_500 }],
    });
  });

  it('leaves the player able to play again once the ban is lifted, the closed game in history', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const start = await player.post('/api/games/mines/start', { amount: 700, mines: 2 });
    await ban(user.id);
    await ban(user.id, null);
    const back = new Client(t.url);
    expect(
      (await back.post('/api/auth/login', { login: user.username, password: PASSWORD })).status,
    ).toBe(200);
    expect((await back.get('/api/games/mines/active')).body).toEqual({ game: null });
    const history = (await back.get('/api/games/bets')).body.bets as { id: string }[];
    expect(history.map((b) => b.id)).toContain(start.body.game.id);
    expect((await back.post('/api/games/mines/start', { amount: 700, mines: 2 })).status).toBe(200);
  });

  it('bans a player with no open game and closes nothing', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const before = await balanceOf(user.id);
    await ban(user.id);
    expect(await balanceOf(user.id)).toBe(before);
    expect(await banAudit(user.id)).not.toHaveProperty('closedGames');
  });
});
