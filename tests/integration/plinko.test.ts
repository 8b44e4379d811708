import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playPlinko, plinkoTableE4 } from '../../games/plinko/core';
import { queryRows } from '../../src/server/db/client';
import { gameSuite } from '../helpers/gameSuite';
import { plinkoGame } from '../../games/plinko/game';
import { revealInMs } from '../../src/server/domain/settlement/reveal';

const suite = gameSuite();
const { settled, player, balanceOf } = suite;

describe('plinko bets', () => {
  it('drop one ball per bet, pay its bucket by the table, and verify after the reveal', async () => {
    const { client, user } = await player();
    let balance = await balanceOf(client);
    const bets = [];
    const risks = ['low', 'medium', 'high'] as const;
    for (let rows = 8; rows <= 16; rows++) {
      const body = { amount: 100 + rows, rows, risk: risks[rows % 3]! };
      const res = await client.post('/api/games/plinko/bet', body);
      expect(res.status).toBe(200);
      const { bet } = res.body;
      expect(bet.game).toBe('plinko');
      expect(bet.outcome.rows).toBe(rows);
      expect(bet.outcome.risk).toBe(body.risk);
      expect(bet.outcome.path).toHaveLength(rows);
      expect(bet.outcome.bucket).toBe(bet.outcome.path.filter((step: number) => step === 1).length);
      const multiplierE4 = plinkoTableE4(rows, body.risk)[bet.outcome.bucket]!;
      expect(bet.multiplier).toBe(multiplierE4 / 10_000);
      // Rounded down or up by the bet's own float: checked to the hundredth after the reveal.
      const exact = (body.amount * multiplierE4) / 10_000;
      expect([Math.floor(exact), Math.ceil(exact)]).toContain(bet.payout);
      balance = balance - body.amount + bet.payout;
      expect(res.body.balance).toBe(balance);
      expect(settled.find((e) => e.betId === bet.id)).toEqual({
        betId: bet.id,
        userId: user.id,
        username: user.username,
        game: 'plinko',
        amount: body.amount,
        payout: bet.payout,
        multiplierE4,
        // More rows fall longer: no other view shows the ball's bucket before it lands.
        revealInMs: revealInMs(plinkoGame.revealMs(bet.outcome, 'normal')),
      });
      bets.push({ body, bet });
    }
    expect(await balanceOf(client)).toBe(balance);

    const { revealed } = (await client.post('/api/fairness/seeds/rotate', { clientSeed: 'p' }))
      .body;
    for (const { body, bet } of bets) {
      const seeds = {
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: bet.fairness.nonce,
      };
      const result = playPlinko(seeds, body.amount, body.rows, body.risk);
      expect(bet.outcome.path).toEqual(result.path);
      expect(bet.payout).toBe(result.payout);
      const [row] = await queryRows<{ payout: number; outcome: unknown; params: unknown }>(
        suite.t.app.services.db,
        sql`SELECT payout::int AS payout, outcome, params FROM bets WHERE id = ${bet.id}`,
      );
      expect(row).toEqual({
        payout: bet.payout,
        outcome: bet.outcome,
        params: { rows: body.rows, risk: body.risk },
      });
    }
  });

  it('refuses a bet whose best bucket would pay more than the maximum payout', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    // 16 rows, high risk: 1000x at the edges, so 250.01 could win 250,010.00.
    const res = await client.post('/api/games/plinko/bet', {
      amount: 25_001,
      rows: 16,
      risk: 'high',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'This bet could pay 250,010.00, more than the maximum payout of 250,000.00: bet at most 250.00',
    );
    expect(await balanceOf(client)).toBe(before);
    const ok = await client.post('/api/games/plinko/bet', {
      amount: 25_000,
      rows: 16,
      risk: 'high',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    const res = await client.post('/api/games/plinko/bet', {
      amount: before + 10,
      rows: 8,
      risk: 'low',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Insufficient balance');
    expect(await balanceOf(client)).toBe(before);
    expect((await client.get('/api/fairness/seeds')).body.active.nonce).toBe(0);
  });
});
