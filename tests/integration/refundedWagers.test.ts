import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../src/server/db/transaction';
import type { CaseBattle } from '../../src/shared/contract/battles';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import { pause } from '../helpers/notificationProbe';
import { grantRole } from '../helpers/promote';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A stake given back (a cancelled coin flip, a battle seat refunded before the start) was
// never wagered: the public profile and the player's own overview count neither its stake
// nor the bet, while a flip that was played counts once it is decided.

let t: TestApp;
let cheap: { slug: string; price: number; id: string };

beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls a flip
    rounds: { chainLength: 100, scheduled: false, beacon: { kind: 'local', periodMs: 40 } },
  });
  cheap = await makeCase(t);
});
afterAll(() => t.close());

async function player(funds = 0) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  if (funds > 0)
    await transact(t.app.services.db, (tx) =>
      t.app.services.wallet.move(tx, {
        userId: user.id,
        amount: funds,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
  return { client, user };
}

async function figures(p: Awaited<ReturnType<typeof player>>) {
  const stats = await new Client(t.url, t.origin).get(`/api/users/${p.user.id}/stats`);
  expect(stats.status).toBe(200);
  const overview = await p.client.get('/api/users/me/overview');
  expect(overview.status).toBe(200);
  return {
    public: { bets: stats.body.stats.bets, wagered: stats.body.stats.wagered },
    own: {
      bets: overview.body.overview.bets,
      wagered: overview.body.overview.wagered,
      favouriteGame: overview.body.overview.favouriteGame,
    },
  };
}

async function flipped(id: string): Promise<CoinFlipGame> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const game = (await new Client(t.url, t.origin).get(`/api/games/coinflip/${id}`)).body
      .game as CoinFlipGame;
    if (game.state === 'FLIPPED') return game;
    if (Date.now() > deadline) throw new Error(`not flipped: ${JSON.stringify(game)}`);
    await pause(25);
  }
}

describe('stakes given back are no wagers', () => {
  it('five cancelled flips of 1,000.00 show nothing wagered', async () => {
    const p = await player(500_000);
    for (let i = 0; i < 5; i++) {
      const made = await p.client.post('/api/games/coinflip', { amount: 100_000, side: 'CT' });
      expect(made.status).toBe(200);
      const cancelled = await p.client.post(`/api/games/coinflip/${made.body.game.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.game.state).toBe('CANCELLED');
    }
    expect(await figures(p)).toEqual({
      public: { bets: 0, wagered: 0 },
      own: { bets: 0, wagered: 0, favouriteGame: null },
    });

    // A bet that was played still counts, beside the cancelled ones.
    expect(
      (await p.client.post('/api/games/dice/bet', { amount: 300, target: 5050, direction: 'over' }))
        .status,
    ).toBe(200);
    expect(await figures(p)).toEqual({
      public: { bets: 1, wagered: 300 },
      own: { bets: 1, wagered: 300, favouriteGame: 'dice' },
    });
  });

  it('a flip played against the bot counts once it is decided', async () => {
    const p = await player();
    const made = await p.client.post('/api/games/coinflip', { amount: 2_500, side: 'T' });
    expect(made.status).toBe(200);
    expect((await p.client.post(`/api/games/coinflip/${made.body.game.id}/bot`)).status).toBe(200);
    await flipped(made.body.game.id as string);
    expect(await figures(p)).toEqual({
      public: { bets: 1, wagered: 2_500 },
      own: { bets: 1, wagered: 2_500, favouriteGame: 'coin-flip' },
    });
  });

  it('battle seats refunded before the start show nothing wagered', async () => {
    const creator = await player();
    const joiner = await player();
    const made = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 3,
      cases: [{ slug: cheap.slug, amount: 2 }],
    });
    expect(made.status).toBe(200);
    const id = (made.body.caseBattle as CaseBattle)._id;
    // The joiner leaves (their seat refunded), then the creator closes the battle.
    expect((await joiner.client.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);
    expect((await joiner.client.post(`/api/case-battles/${id}/leave`)).status).toBe(200);
    expect((await creator.client.post(`/api/case-battles/${id}/leave`)).status).toBe(200);
    for (const p of [creator, joiner])
      expect(await figures(p)).toEqual({
        public: { bets: 0, wagered: 0 },
        own: { bets: 0, wagered: 0, favouriteGame: null },
      });
  });

  it('a mines game refunded at a ban shows nothing wagered', async () => {
    const p = await player();
    const admin = await player();
    await grantRole(t.app.services.db, admin.user.id, 'ADMIN');
    expect(
      (await p.client.post('/api/games/mines/start', { amount: 2_500, mines: 3 })).status,
    ).toBe(200);
    // Open, the stake counts; the ban refunds it at 1x (no tile revealed).
    expect((await figures(p)).public).toEqual({ bets: 1, wagered: 2_500 });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const ban = await admin.client.post('/api/admin/users/ban', {
      userId: p.user.id,
      until,
      reason: 'refund check',
    });
    expect(ban.status).toBe(200);
    const stats = await new Client(t.url, t.origin).get(`/api/users/${p.user.id}/stats`);
    expect(stats.body.stats).toMatchObject({ bets: 0, wagered: 0 });
  });
});
