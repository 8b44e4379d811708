import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../games/fair';
import { WHEEL_COOLDOWN_MS, spinWheel, wheelTier, xpForTier } from '../helpers/wheel';
import { queryRows } from '../../src/server/db/client';
import { RewardWheel } from '../../src/server/domain/wheel/wheel';
import { wager } from '../helpers/racePlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The reward wheel: one free spin per 24 h from the last, decided by the player's own seed
// pair at its next nonce, paid from promotions in the claim's transaction.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

/**
 * A signed-up player who has played today: 500.00 gems on dice carry 5.00 of edge, 3.00
 * kept after the best rakeback, a commission and rounding: what a few spins need (playCover.ts).
 */
async function player({ played = true } = {}) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  if (played) await wager(client, 50_000);
  return { client, user };
}

/** A wheel over the app's own database and wallet, on a clock the test moves. */
function wheelAt(clock: { now: number }) {
  const { db, wallet, seedPairs } = t.app.services;
  const { playCover: cover } = t.app.services;
  return new RewardWheel({ db, wallet, seeds: seedPairs, cover, clock: () => clock.now });
}

async function balanceOf(client: Client): Promise<number> {
  return (await client.get('/api/users/me')).body.user.balance;
}

describe('the free spin', () => {
  it('shows the tier 0 wheel, ready, to a new player', async () => {
    const { client } = await player({ played: false });
    const res = await client.get('/api/wheel');
    expect(res.status).toBe(200);
    expect(res.body.wheel).toEqual({
      level: 0,
      tier: 0,
      segments: wheelTier(0).segments.map(({ prize, tickets }) => ({ prize, tickets })),
      nextSpinAt: null,
    });
  });

  it('pays the segment the seeds land on at the next nonce, once per 24 h', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    const seeds = (await client.get('/api/fairness/seeds')).body.active;

    const res = await client.post('/api/wheel/spin');
    expect(res.status).toBe(200);
    const { spin } = res.body;
    expect(spin).toMatchObject({
      tier: 0,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      serverSeed: null,
    });
    expect(spin.prize).toBe(wheelTier(0).segments[spin.segment]!.prize);
    expect(res.body.balance).toBe(before + spin.prize);
    expect(await balanceOf(client)).toBe(before + spin.prize);
    expect(Date.parse(res.body.nextSpinAt) - Date.parse(spin.spunAt)).toBe(WHEEL_COOLDOWN_MS);
    expect((await client.get('/api/fairness/seeds')).body.active.nonce).toBe(seeds.nonce + 1);
    expect((await client.get('/api/wheel')).body.wheel.nextSpinAt).toBe(res.body.nextSpinAt);

    const again = await client.post('/api/wheel/spin');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('WHEEL_NOT_READY');
    expect(again.body.error.message).toMatch(
      /^Your next free spin is ready in (24 h|23 h \d+ min)$/,
    );
    expect(await balanceOf(client)).toBe(before + spin.prize);

    // A bet after the spin plays on at the nonce after it.
    const bet = await client.post('/api/games/dice/bet', {
      amount: 10,
      target: 5000,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    expect(bet.body.bet.fairness.nonce).toBe(seeds.nonce + 1);
  });

  it('pays one of many parallel spins; the others are told the time left', async () => {
    const { client, user } = await player();
    const before = await balanceOf(client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/wheel/spin')),
    );
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toMatch(/^Your next free spin is ready in /);
    }
    expect(await balanceOf(client)).toBe(before + won[0]!.body.spin.prize);
    const spins = await queryRows(
      t.app.services.db,
      sql`SELECT 1 FROM wheel_spins WHERE user_id = ${user.id}`,
    );
    expect(spins).toHaveLength(1);
  });

  it('opens again exactly 24 h after the last spin (rolling, on an injected clock)', async () => {
    const { client, user } = await player();
    const clock = { now: Date.parse('2031-03-01T10:00:00.000Z') };
    const wheel = wheelAt(clock);
    const first = await wheel.spin(user.id);
    expect(first.nextSpinAt).toBe('2031-03-02T10:00:00.000Z');

    clock.now += WHEEL_COOLDOWN_MS - 1_000;
    await expect(wheel.spin(user.id)).rejects.toThrow('Your next free spin is ready in 1 s');
    expect((await wheel.state(user.id)).nextSpinAt).toBe('2031-03-02T10:00:00.000Z');

    clock.now += 1_000;
    expect((await wheel.state(user.id)).nextSpinAt).toBeNull();
    const second = await wheel.spin(user.id);
    expect(second.spin.nonce).toBe(first.spin.nonce + 1);
    expect(second.nextSpinAt).toBe('2031-03-03T10:00:00.000Z');
    expect(await balanceOf(client)).toBe(second.balance);
  });

  it('spins better prizes at higher levels', async () => {
    const { user } = await player();
    await t.app.services.db.execute(
      sql`UPDATE users SET xp = ${xpForTier(2)} WHERE id = ${user.id}`,
    );
    const wheel = wheelAt({ now: Date.parse('2031-04-01T00:00:00.000Z') });
    expect((await wheel.state(user.id)).tier).toBe(2);
    const { spin } = await wheel.spin(user.id);
    expect(spin.tier).toBe(2);
    expect(spin.prize).toBe(wheelTier(2).segments[spin.segment]!.prize);
  });
});

describe('free value needs play', () => {
  it('refuses a spin to a player whose last 24 h of wagers do not cover it', async () => {
    const { client, user } = await player({ played: false });
    const before = await balanceOf(client);
    const refused = await client.post('/api/wheel/spin');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('NEEDS_PLAY');
    expect(refused.body.error.message).toMatch(
      /^Play first: wager [\d,.]+ more gems today to unlock this free reward$/,
    );
    // Nothing was taken: no spin row, no prize, and the wheel is still ready.
    const rows = await queryRows(
      t.app.services.db,
      sql`SELECT 1 FROM wheel_spins WHERE user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(0);
    expect(await balanceOf(client)).toBe(before);
    expect((await client.get('/api/wheel')).body.wheel.nextSpinAt).toBeNull();

    // 10.00 gems on dice keep 0.06 of edge, short of tier 0's 0.1084; 20.00 more cover it.
    await wager(client, 1_000);
    expect((await client.post('/api/wheel/spin')).status).toBe(403);
    await wager(client, 2_000);
    expect((await client.post('/api/wheel/spin')).status).toBe(200);
  });

  it('weighs a spin with the daily rewards taken in the same 24 h', async () => {
    const { user, client } = await player({ played: false });
    // 30.00 gems keep 0.18: one tier 0 spin (0.1084) but not two.
    await wager(client, 3_000);
    const clock = { now: Date.now() };
    const wheel = wheelAt(clock);
    await wheel.spin(user.id);
    clock.now += WHEEL_COOLDOWN_MS;
    await expect(wheel.spin(user.id)).rejects.toThrow(/^Play first: wager /);
    await wager(client, 1_000);
    await wheel.spin(user.id);
  });
});

describe('verifying a spin', () => {
  it('recomputes every spin from the seeds revealed by a rotation', async () => {
    const { client, user } = await player();
    // The wager took the pair's first nonce: the spins start a fresh pair.
    expect((await client.post('/api/fairness/seeds/rotate', { clientSeed: 'spins' })).status).toBe(
      200,
    );
    const clock = { now: Date.parse('2031-05-01T00:00:00.000Z') };
    const wheel = wheelAt(clock);
    for (let i = 0; i < 3; i++) {
      await wheel.spin(user.id);
      clock.now += WHEEL_COOLDOWN_MS;
    }
    const hidden = (await client.get('/api/wheel/spins')).body.spins;
    expect(hidden).toHaveLength(3);
    for (const spin of hidden) expect(spin.serverSeed).toBeNull();

    const rotated = await client.post('/api/fairness/seeds/rotate', { clientSeed: 'next-seed' });
    expect(rotated.status).toBe(200);
    const { spins } = (await client.get('/api/wheel/spins')).body;
    expect(spins.map((s: { nonce: number }) => s.nonce)).toEqual([2, 1, 0]);
    for (const spin of spins) {
      expect(sha256Hex(spin.serverSeed)).toBe(spin.serverSeedHash);
      const again = spinWheel(
        { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce },
        spin.tier,
      );
      expect(again).toMatchObject({
        ticket: spin.ticket,
        segment: spin.segment,
        prize: spin.prize,
      });
    }
    // The spins took nonces 0..2 of the pair the rotation revealed.
    const revealed = (await client.get('/api/fairness/seeds/revealed')).body.pairs[0];
    expect(revealed).toMatchObject({ serverSeed: spins[0].serverSeed, nonce: 3 });
  });
});
