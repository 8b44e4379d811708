import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairFloats } from '../../games/fair';
import type { InstantGameManifest } from '../../games/manifest';
import { GAMES } from '../../games/registry';
import { GAME_KINDS } from '../../src/shared/contract';
import { betAmountSchema } from '../../src/shared/money';
import { createGameRegistry } from '../../src/server/domain/games/registry';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A game added through its manifest alone: nothing of the site's code names it. If any list
// of games in the server were still written out by hand, one of these steps would refuse it.

const coinTossBet = z
  .object({ amount: betAmountSchema, side: z.enum(['heads', 'tails'], { error: 'Pick a side' }) })
  .strict();
const coinTossOutcome = z.object({
  side: z.enum(['heads', 'tails']),
  landed: z.enum(['heads', 'tails']),
  win: z.boolean(),
});

const coinToss: InstantGameManifest<
  'coin-toss',
  z.infer<typeof coinTossBet>,
  z.infer<typeof coinTossOutcome>
> = {
  kind: 'coin-toss',
  name: 'Coin Toss',
  location: 'GAMES',
  play: 'instant',
  houseEdgeBps: 100,
  summary: 'Toss a coin: heads or tails pays 1.98x',
  bet: coinTossBet,
  outcomeSchema: coinTossOutcome,
  outcome(seeds, { side }) {
    const landed = fairFloats(seeds, 1)[0]! < 0.5 ? 'heads' : 'tails';
    return { side, landed, win: landed === side };
  },
  settle: (amount, { win }) =>
    win
      ? { payout: Math.floor((amount * 198) / 100), multiplierE4: 19_800 }
      : { payout: 0, multiplierE4: 0 },
  bestPayout: (amount) => Math.floor((amount * 198) / 100),
  revealMs: (_outcome, pace) => (pace === 'instant' ? 0 : 600),
  longestRevealMs: 600,
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ gameActivityIntervalMs: 60_000 }, { extraGames: [coinToss] });
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}
const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

describe('a game added through its manifest alone', () => {
  it('settles bets over HTTP with the balance moving, and its verifier recomputes them', async () => {
    const { client } = await player();
    const bets = [];
    for (const side of ['heads', 'tails', 'heads', 'heads', 'tails', 'tails'] as const) {
      const before = await balanceOf(client);
      const res = await client.post('/api/games/coin-toss/bet', { amount: 100, side });
      expect(res.status).toBe(200);
      const { bet, balance } = res.body;
      expect(bet).toMatchObject({ game: 'coin-toss', amount: 100, outcome: { side } });
      expect(bet.payout).toBe(bet.outcome.win ? 198 : 0);
      expect(balance).toBe(before - 100 + bet.payout);
      expect(await balanceOf(client)).toBe(balance);
      bets.push(bet);
    }

    // Its bad input is refused by its own schema, and nothing moves.
    const before = await balanceOf(client);
    const refused = await client.post('/api/games/coin-toss/bet', { amount: 100, side: 'edge' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^side: Pick a side/);
    expect(await balanceOf(client)).toBe(before);

    // Once the seed is revealed, the manifest's own rules give every outcome again.
    const rotated = await client.post('/api/fairness/seeds/rotate', { clientSeed: 'next-one' });
    expect(rotated.status).toBe(200);
    const { serverSeed, clientSeed } = rotated.body.revealed;
    for (const bet of bets) {
      const seeds = { serverSeed, clientSeed, nonce: bet.fairness.nonce };
      expect(coinToss.outcome(seeds, { side: bet.outcome.side })).toEqual(bet.outcome);
    }
  });

  it('is counted in the activity and can be paused and resumed', async () => {
    const { client } = await player();
    const socket = await client.socket();
    try {
      const counted = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('coin-toss was never counted')), 5000);
        socket.on('games.activity', ({ data }: { data: { activity: Record<string, number> } }) => {
          if (data.activity['coin-toss'] !== 1) return;
          clearTimeout(timer);
          resolve();
        });
      });
      expect(await socket.timeout(5000).emitWithAck('game:coin-toss.subscribe')).toBe(true);
      await counted;
      expect((await client.get('/api/games/activity')).body.activity['coin-toss']).toBe(1);
    } finally {
      socket.disconnect();
    }

    const { client: operator, user: op } = await player();
    await grantRole(t.app.services.db, op.id, 'ADMIN');
    const paused = await operator.post('/api/admin/games/disable', {
      game: 'coin-toss',
      reason: 'Checking the coin',
    });
    expect(paused.status).toBe(200);
    const before = await balanceOf(client);
    const refused = await client.post('/api/games/coin-toss/bet', { amount: 100, side: 'heads' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^Coin Toss is paused/);
    expect(await balanceOf(client)).toBe(before);
    // Its banner names it, on the games pages (it has no page location of its own).
    const { notifications } = (await new Client(t.url).get('/api/notifications')).body;
    expect(notifications).toContainEqual(
      expect.objectContaining({ type: 'GAME_DISABLED', title: 'Coin Toss is unavailable' }),
    );
    expect((await operator.post('/api/admin/games/enable', { game: 'coin-toss' })).status).toBe(
      200,
    );
    const resumed = await client.post('/api/games/coin-toss/bet', { amount: 100, side: 'heads' });
    expect(resumed.status).toBe(200);
  });

  it('removes nothing from the site registry and does not leak into it', async () => {
    const { client } = await player();
    const dice = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    expect(dice.status).toBe(200);
    expect(t.app.services.gameRegistry.kinds).toEqual([...GAME_KINDS, 'coin-toss']);
    expect(GAMES.map((game) => game.kind)).not.toContain('coin-toss');
    expect(GAME_KINDS).not.toContain('coin-toss');
    expect(createGameRegistry().has('coin-toss')).toBe(false);
    // A game the server does not play is refused where any game is named.
    const { client: operator, user: op } = await player();
    await grantRole(t.app.services.db, op.id, 'ADMIN');
    const unknown = await operator.post('/api/admin/games/disable', {
      game: 'coin-spin',
      reason: 'No such game',
    });
    expect(unknown.status).toBe(400);
  });
});
