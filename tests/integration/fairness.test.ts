import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playDice } from '../../games/dice/core';
import { minePositions, minesPayout, minesRoundingFloat } from '../../games/mines/core';
import { playPlinko } from '../../games/plinko/core';
import { queryRows } from '../../src/server/db/client';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

async function activePairs(userId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM seed_pairs WHERE user_id = ${userId} AND revealed_at IS NULL`,
  );
  return row!.n;
}

describe('seed pairs', () => {
  it('creates a pair on first look, with a random client seed, and keeps it', async () => {
    const { client, user } = await player();
    expect(await activePairs(user.id)).toBe(0);
    const first = await client.get('/api/fairness/seeds');
    expect(first.status).toBe(200);
    expect(first.body.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.active.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(first.body.active.nonce).toBe(0);
    expect(first.body.next.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.next.serverSeedHash).not.toBe(first.body.active.serverSeedHash);
    expect((await client.get('/api/fairness/seeds')).body).toEqual(first.body);
    expect(await activePairs(user.id)).toBe(1);
  });

  it("starts the first pair with the browser's client seed, shown before any bet", async () => {
    const { client, user } = await player();
    const started = await client.post('/api/fairness/seeds/start', {
      clientSeed: '3f9a0c1de2b47a65c8d90e1f2a3b4c5d',
    });
    expect(started.status).toBe(200);
    expect(started.body.active).toMatchObject({
      clientSeed: '3f9a0c1de2b47a65c8d90e1f2a3b4c5d',
      nonce: 0,
    });
    expect(await activePairs(user.id)).toBe(1);
    expect((await client.get('/api/fairness/seeds')).body).toEqual(started.body);

    // The first bet plays on it.
    const bet = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    expect(bet.body.bet.fairness).toMatchObject({
      clientSeed: '3f9a0c1de2b47a65c8d90e1f2a3b4c5d',
      serverSeedHash: started.body.active.serverSeedHash,
      nonce: 0,
    });

    // A pair that exists is not changed by it.
    const again = await client.post('/api/fairness/seeds/start', { clientSeed: 'other-seed' });
    expect(again.status).toBe(200);
    expect(again.body.active).toMatchObject({
      clientSeed: '3f9a0c1de2b47a65c8d90e1f2a3b4c5d',
      serverSeedHash: started.body.active.serverSeedHash,
      nonce: 1,
    });
    expect(await activePairs(user.id)).toBe(1);
  });

  it('refuses a client seed the contract does not allow, creating nothing', async () => {
    const { client, user } = await player();
    for (const clientSeed of ['', 'has space', 'x'.repeat(65), 42]) {
      const res = await client.post('/api/fairness/seeds/start', { clientSeed });
      expect(res.status).toBe(400);
    }
    expect(await activePairs(user.id)).toBe(0);
  });

  it('still makes a server seed for an API client that bets without starting', async () => {
    const { client } = await player();
    const bet = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    expect(bet.body.bet.fairness.clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('creates exactly one pair when the first looks and bets arrive together', async () => {
    const { client, user } = await player();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => client.get('/api/fairness/seeds')),
      ...Array.from({ length: 5 }, () =>
        client.post('/api/games/dice/bet', { amount: 10, target: 5000, direction: 'over' }),
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await activePairs(user.id)).toBe(1);
    const hashes = new Set(answers.slice(5).map((a) => a.body.bet.fairness.serverSeedHash));
    expect(hashes.size).toBe(1);
    const nonces = answers.slice(5).map((a) => a.body.bet.fairness.nonce);
    expect([...nonces].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('rotates: reveals the committed seed, promotes the next one, starts at nonce 0', async () => {
    const { client } = await player();
    const before = (await client.get('/api/fairness/seeds')).body;
    await client.post('/api/games/dice/bet', { amount: 10, target: 5000, direction: 'over' });
    await client.post('/api/games/dice/bet', { amount: 10, target: 5000, direction: 'under' });

    const res = await client.post('/api/fairness/seeds/rotate', { clientSeed: 'my-lucky-seed!' });
    expect(res.status).toBe(200);
    expect(res.body.revealed).toEqual({
      serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      serverSeedHash: before.active.serverSeedHash,
      clientSeed: before.active.clientSeed,
      nonce: 2,
    });
    expect(sha256(res.body.revealed.serverSeed)).toBe(before.active.serverSeedHash);
    expect(res.body.active).toEqual({
      serverSeedHash: before.next.serverSeedHash,
      clientSeed: 'my-lucky-seed!',
      nonce: 0,
    });
    expect(res.body.next.serverSeedHash).not.toBe(before.next.serverSeedHash);
    expect((await client.get('/api/fairness/seeds')).body).toEqual({
      active: res.body.active,
      next: res.body.next,
    });

    // The promoted seed is revealed by the next rotation, and matches the hash shown as "next".
    const again = await client.post('/api/fairness/seeds/rotate', { clientSeed: 'second' });
    expect(sha256(again.body.revealed.serverSeed)).toBe(before.next.serverSeedHash);
    expect(again.body.revealed.nonce).toBe(0);
    expect(again.body.active.serverSeedHash).toBe(res.body.next.serverSeedHash);

    const list = await client.get('/api/fairness/seeds/revealed');
    expect(list.status).toBe(200);
    expect(list.body.pairs.map((p: { serverSeed: string }) => p.serverSeed)).toEqual([
      again.body.revealed.serverSeed,
      res.body.revealed.serverSeed,
    ]);
    expect(list.body.pairs[1]).toMatchObject({ clientSeed: before.active.clientSeed, nonce: 2 });
    expect(Date.parse(list.body.pairs[0].revealedAt)).toBeGreaterThanOrEqual(
      Date.parse(list.body.pairs[1].revealedAt),
    );
  });

  it('pages through every revealed pair, newest first, 50 at most per page', async () => {
    const { client } = await player();
    const seeds: string[] = [];
    for (let i = 0; i < 53; i++) {
      const res = await client.post('/api/fairness/seeds/rotate', { clientSeed: `seed-${i}` });
      seeds.push(res.body.revealed.serverSeed);
    }
    const newestFirst = seeds.reverse();
    const first = (await client.get('/api/fairness/seeds/revealed')).body;
    expect(first.pairs).toHaveLength(50);
    expect(first.nextCursor).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await client.get(`/api/fairness/seeds/revealed?before=${first.nextCursor}`))
      .body;
    expect(second).toMatchObject({ nextCursor: null });
    const all = [...first.pairs, ...second.pairs].map((p: { serverSeed: string }) => p.serverSeed);
    expect(all).toEqual(newestFirst);

    // Smaller pages walk the same list with no pair twice or missing.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=7&before=${cursor}` : '?limit=7';
      const page = (await client.get(`/api/fairness/seeds/revealed${query}`)).body;
      expect(page.pairs.length).toBeLessThanOrEqual(7);
      walked.push(...page.pairs.map((p: { serverSeed: string }) => p.serverSeed));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(newestFirst);
  });

  it("refuses a bad page and shows no one else's pairs through a cursor", async () => {
    const a = await player();
    const b = await player();
    await a.client.post('/api/fairness/seeds/rotate', { clientSeed: 'a-1' });
    await a.client.post('/api/fairness/seeds/rotate', { clientSeed: 'a-2' });
    const mine = (await a.client.get('/api/fairness/seeds/revealed?limit=1')).body;
    expect(mine.pairs).toHaveLength(1);
    const foreign = await b.client.get(`/api/fairness/seeds/revealed?before=${mine.nextCursor}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual({ pairs: [], nextCursor: null });
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?before=nope', '?page=2'])
      expect((await a.client.get(`/api/fairness/seeds/revealed${query}`)).status).toBe(400);
  });

  it('keeps the seed secret while a mines game depends on it', async () => {
    const { client } = await player();
    const before = (await client.get('/api/fairness/seeds')).body;
    expect((await client.post('/api/games/mines/start', { amount: 100, mines: 3 })).status).toBe(
      200,
    );
    const refused = await client.post('/api/fairness/seeds/rotate', { clientSeed: 'peek' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Finish your mines game/);
    expect((await client.get('/api/fairness/seeds')).body).toEqual({
      ...before,
      active: { ...before.active, nonce: 1 },
    });
    expect((await client.get('/api/fairness/seeds/revealed')).body.pairs).toEqual([]);
  });

  it.each([
    [{ clientSeed: '' }, /Client seed is required/],
    [{ clientSeed: 'has space' }, /visible ASCII/],
    [{ clientSeed: 'x'.repeat(65) }, /at most 64/],
    [{ clientSeed: 42 }, /must be a string/],
    [{}, /clientSeed/],
  ])('refuses rotating to %j and changes nothing', async (body, message) => {
    const { client } = await player();
    const before = (await client.get('/api/fairness/seeds')).body;
    const res = await client.post('/api/fairness/seeds/rotate', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await client.get('/api/fairness/seeds')).body).toEqual(before);
  });
});

describe('every bet verifies against its revealed seed', () => {
  it('reproduces every dice, plinko and mines outcome with the public cores', async () => {
    const { client, user } = await player();
    for (let i = 0; i < 8; i++) {
      const res = await client.post('/api/games/dice/bet', {
        amount: 25,
        target: 1000 + i * 1000,
        direction: i % 2 ? 'over' : 'under',
      });
      expect(res.status).toBe(200);
    }
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
    ] as const) {
      expect((await client.post('/api/games/plinko/bet', { amount: 20, rows, risk })).status).toBe(
        200,
      );
    }
    await client.post('/api/games/mines/start', { amount: 30, mines: 5 });
    const [game] = await queryRows<{ mine_positions: number[] }>(
      t.app.services.db,
      sql`SELECT mine_positions FROM mines_games WHERE user_id = ${user.id} AND state = 'active'`,
    );
    const safe = [...Array(25).keys()].find((tile) => !game!.mine_positions.includes(tile))!;
    await client.post('/api/games/mines/reveal', { tile: safe });
    expect((await client.post('/api/games/mines/cashout')).status).toBe(200);

    const rotated = await client.post('/api/fairness/seeds/rotate', { clientSeed: 'done' });
    const { serverSeed, clientSeed, nonce: used } = rotated.body.revealed;
    expect(used).toBe(12);

    const { body } = await client.get('/api/games/bets?limit=100');
    expect(body.bets).toHaveLength(12);
    const nonces = body.bets.map((b: { fairness: { nonce: number } }) => b.fairness.nonce);
    expect([...nonces].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    for (const bet of body.bets) {
      expect(bet.fairness.clientSeed).toBe(clientSeed);
      expect(bet.fairness.serverSeedHash).toBe(sha256(serverSeed));
      const seeds = { serverSeed, clientSeed, nonce: bet.fairness.nonce };
      if (bet.game === 'dice') {
        const result = playDice(seeds, bet.amount, bet.outcome.target, bet.outcome.direction);
        expect(bet.outcome.roll).toBe(result.roll);
        expect(bet.outcome.win).toBe(result.win);
        expect(bet.payout).toBe(result.payout);
      } else if (bet.game === 'plinko') {
        const result = playPlinko(seeds, bet.amount, bet.outcome.rows, bet.outcome.risk);
        expect(bet.outcome.path).toEqual(result.path);
        expect(bet.outcome.bucket).toBe(result.bucket);
        expect(bet.payout).toBe(result.payout);
        expect(bet.multiplier).toBe(result.multiplierE4 / 10_000);
      } else {
        expect(bet.outcome.minePositions).toEqual(minePositions(seeds, bet.outcome.mines));
        expect(bet.outcome.state).toBe('cashed');
        const { mines, revealed } = bet.outcome;
        const roundingFloat = minesRoundingFloat(seeds, mines);
        expect(bet.payout).toBe(minesPayout(bet.amount, mines, revealed.length, roundingFloat));
      }
    }
  });
});
