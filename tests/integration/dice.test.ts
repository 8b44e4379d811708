import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diceChance, playDice } from '../../games/dice/core';
import { queryRows } from '../../src/server/db/client';
import { gameSuite } from '../helpers/gameSuite';
import { diceGame } from '../../games/dice/game';
import { revealInMs } from '../../src/server/domain/settlement/reveal';

const suite = gameSuite();
const { settled, player, balanceOf } = suite;

async function ledgerOf(betId: string) {
  return queryRows<{ kind: string; amount: number }>(
    suite.t.app.services.db,
    sql`SELECT t.kind, e.amount::int AS amount
        FROM wallet_transfers t
        JOIN wallet_entries e ON e.transfer_id = t.id
        JOIN wallet_accounts a ON a.id = e.account_id AND a.kind = 'user'
        WHERE t.reference = ${betId} ORDER BY t.id`,
  );
}

describe('dice bets', () => {
  it('answer with the ledger position of their balance, as user.balance and /users/me do', async () => {
    const { client, user } = await player();
    const pushed: Array<{ balance: number; ledgerPosition: number }> = [];
    const stop = suite.t.app.services.events.on('user.balance', (event) => {
      if (event.userId === user.id) pushed.push(event);
    });
    try {
      const before = (await client.get('/api/users/me')).body.user;
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const res = await client.post('/api/games/dice/bet', {
          amount: 100,
          target: 5000,
          direction: 'over',
        });
        expect(res.status).toBe(200);
        answers.push({ balance: res.body.balance, ledgerPosition: res.body.ledgerPosition });
      }
      // One event per bet, the same balance and position as its answer, always growing.
      expect(pushed.map(({ balance, ledgerPosition }) => ({ balance, ledgerPosition }))).toEqual(
        answers,
      );
      const positions = [before.ledgerPosition, ...answers.map((a) => a.ledgerPosition)];
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(new Set(positions).size).toBe(4);
      // The position is the player's last wallet entry, and /users/me reads the same.
      const [last] = await queryRows<{ id: number }>(
        suite.t.app.services.db,
        sql`SELECT max(e.id)::int AS id FROM wallet_entries e
            JOIN wallet_accounts a ON a.id = e.account_id WHERE a.user_id = ${user.id}`,
      );
      expect(answers.at(-1)!.ledgerPosition).toBe(last!.id);
      const after = (await client.get('/api/users/me')).body.user;
      expect({ balance: after.balance, ledgerPosition: after.ledgerPosition }).toEqual(
        answers.at(-1),
      );
    } finally {
      stop();
    }
  });

  it('take the stake, pay what the core decides, and record the bet', async () => {
    const { client, user } = await player();
    const seeds = (await client.get('/api/fairness/seeds')).body;
    let balance = await balanceOf(client);
    const bets = [];
    for (let i = 0; i < 12; i++) {
      const body = { amount: 150 + i, target: 4000 + i * 300, direction: i % 2 ? 'over' : 'under' };
      const res = await client.post('/api/games/dice/bet', body);
      expect(res.status).toBe(200);
      const { bet } = res.body;
      expect(bet).toMatchObject({
        game: 'dice',
        amount: body.amount,
        fairness: {
          serverSeedHash: seeds.active.serverSeedHash,
          clientSeed: seeds.active.clientSeed,
          nonce: i,
        },
        outcome: {
          target: body.target,
          direction: body.direction,
          chance: diceChance(body.target, body.direction as 'over' | 'under'),
        },
      });
      expect(bet.outcome.win).toBe(bet.payout > 0);
      // The answer's balance is the balance after the bet, nothing else moved it.
      balance = balance - body.amount + bet.payout;
      expect(res.body.balance).toBe(balance);
      expect(await balanceOf(client)).toBe(balance);
      bets.push({ body, bet });
    }

    // After revealing the seed, the core reproduces every roll and payout.
    const { revealed } = (await client.post('/api/fairness/seeds/rotate', { clientSeed: 'x' }))
      .body;
    for (const { body, bet } of bets) {
      const result = playDice(
        {
          serverSeed: revealed.serverSeed,
          clientSeed: revealed.clientSeed,
          nonce: bet.fairness.nonce,
        },
        body.amount,
        body.target,
        body.direction as 'over' | 'under',
      );
      expect(bet.outcome.roll).toBe(result.roll);
      expect(bet.payout).toBe(result.payout);
      expect(bet.multiplier).toBe(result.win ? result.multiplierE4 / 10_000 : 0);

      const [row] = await queryRows<Record<string, unknown>>(
        suite.t.app.services.db,
        sql`SELECT b.user_id, b.game, b.nonce, b.amount::int AS amount, b.payout::int AS payout,
                   b.params, b.outcome, b.settled_at IS NOT NULL AS settled, sp.server_seed
            FROM bets b JOIN seed_pairs sp ON sp.id = b.seed_pair_id WHERE b.id = ${bet.id}`,
      );
      expect(row).toEqual({
        user_id: user.id,
        game: 'dice',
        nonce: bet.fairness.nonce,
        amount: body.amount,
        payout: bet.payout,
        params: { target: body.target, direction: body.direction },
        outcome: bet.outcome,
        settled: true,
        server_seed: revealed.serverSeed,
      });
      // One transfer nets the stake and the payout; a bet that pays its stake back moves nothing.
      const net = bet.payout - body.amount;
      expect(await ledgerOf(bet.id)).toEqual(net === 0 ? [] : [{ kind: 'bet', amount: net }]);
    }
  });

  it('pays a win by the core formula: floor(amount x 99 / chance)', async () => {
    const { client } = await player();
    // 98% to win: a few tries always find a win.
    let win;
    for (let i = 0; i < 30 && !win; i++) {
      const res = await client.post('/api/games/dice/bet', {
        amount: 1_000,
        target: 9800,
        direction: 'under',
      });
      if (res.body.bet.outcome.win) win = res.body.bet;
    }
    expect(win).toBeDefined();
    expect(win.outcome.chance).toBe(9800);
    // 10.00 x 0.99 x 10001 / 9800 = 10.1030...: rounded fairly to 10.10 or 10.11
    expect([1_010, 1_011]).toContain(win.payout);
  });

  it('raises the nonce by one per bet, never repeating', async () => {
    const { client } = await player();
    const nonces = [];
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/games/dice/bet', {
        amount: 10,
        target: 5000,
        direction: 'over',
      });
      nonces.push(res.body.bet.fairness.nonce);
    }
    expect(nonces).toEqual([...Array(10).keys()]);
    expect((await client.get('/api/fairness/seeds')).body.active.nonce).toBe(10);
  });

  it('announces each settled bet after it commits, with when its roll lands', async () => {
    const { client, user } = await player();
    for (const pace of [undefined, 'turbo', 'instant'] as const) {
      const res = await client.post('/api/games/dice/bet', {
        amount: 500,
        target: 5000,
        direction: 'over',
        ...(pace ? { pace } : {}),
      });
      expect(res.status).toBe(200);
      expect(settled.filter((e) => e.betId === res.body.bet.id)).toEqual([
        {
          betId: res.body.bet.id,
          userId: user.id,
          username: user.username,
          game: 'dice',
          amount: 500,
          payout: res.body.bet.payout,
          multiplierE4: Math.round(res.body.bet.multiplier * 10_000),
          revealInMs: revealInMs(diceGame.revealMs(res.body.bet.outcome, pace ?? 'normal')),
        },
      ]);
    }
    // The pace is how the tab shows the bet, not part of the bet.
    const rows = await queryRows<{ params: unknown }>(
      suite.t.app.services.db,
      sql`SELECT params FROM bets WHERE user_id = ${user.id}`,
    );
    expect(rows.map((row) => row.params)).toEqual(
      Array(3).fill({ target: 5000, direction: 'over' }),
    );
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    const seeds = (await client.get('/api/fairness/seeds')).body;
    const res = await client.post('/api/games/dice/bet', {
      amount: before + 1,
      target: 5000,
      direction: 'over',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await balanceOf(client)).toBe(before);
    expect((await client.get('/api/fairness/seeds')).body).toEqual(seeds);
    expect((await client.get('/api/games/bets')).body.bets).toEqual([]);
  });

  it('refuses a bet that could pay more than the maximum payout, saying what may be bet', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    // 1.00% (100 of the 10,001 rolls) pays 99.0099x: 10,000.00 could win 990,099.00.
    const res = await client.post('/api/games/dice/bet', {
      amount: 1_000_000,
      target: 100,
      direction: 'under',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PAYOUT_LIMIT');
    expect(res.body.error.message).toMatch(
      /could pay 990,099\.00, more than the maximum payout of 250,000\.00: bet at most 2,525\.00/,
    );
    expect(await balanceOf(client)).toBe(before);
  });
});
