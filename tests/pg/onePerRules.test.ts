import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_BATTLE_OPEN_MAX_PER_PLAYER } from '../../games/case-battle/core';
import { COIN_FLIP_MAX_OPEN_PER_PLAYER } from '../../games/coin-flip/core';
import { CRASH_BET_MAX } from '../../games/crash/core';
import { ROULETTE_MAX_BETS_PER_ROUND } from '../../games/roulette/core';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { GIFT_CARD_RULES } from '../../src/server/domain/giftCards/giftCards';
import { xpToReach } from '../../src/shared/levels';
import { crashChainWithFirstRound, publishCrashChain } from '../helpers/crashChain';
import { pause } from '../helpers/notificationProbe';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { makeCase } from '../helpers/testCases';
import { Client } from '../helpers/testApp';
import {
  type TwoProcesses,
  inParallel,
  playerOnBoth,
  startTwoProcesses,
} from '../helpers/twoProcesses';

// Every "one per" rule raced for real: two processes on one PostgreSQL, pools big enough
// that the requests run at the same moment, each rule hit by 30 requests of one player at
// once. Exactly one goes through (or exactly the rule's number), every other answer is the
// refusal a second request made after the first gets, and the money moves once. The
// cluster's close() checks the whole ledger.

const N = 30;
// Round 1 crashes early, so the test sees it settle.
const crash = crashChainWithFirstRound(110, 300);
const roulette = rouletteChainWithSlots([]);
const gifts = { ...GIFT_CARD_RULES.perAccount };
let cluster: TwoProcesses;
let a: TwoProcesses['a'];

beforeAll(async () => {
  // 30 redemptions by one player must reach the card, not the attempts' throttle.
  GIFT_CARD_RULES.perAccount.limit = 1_000;
  cluster = await startTwoProcesses({
    dbPoolSize: 40,
    rounds: {
      chainLength: crash.chain.length,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 30 },
      timing: {
        crash: { bettingMs: 6_000, resultMs: 500, tickMs: 50 },
        roulette: { bettingMs: 6_000, rollingMs: 1_000, resultMs: 500 },
      },
      caseBattleSpinMs: 200,
    },
  });
  ({ a } = cluster);
  await publishCrashChain(a.app.services.db, crash.chain, crash.salt);
  await publishRouletteChain(a.app.services.db, roulette.chain, roulette.salt);
}, 60_000);

afterAll(async () => {
  await cluster?.close();
  GIFT_CARD_RULES.perAccount.limit = gifts.limit;
});

type Answer = Awaited<ReturnType<Client['post']>>;

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

/** `n` succeed; every other answer is `status` with `code`, never a 500. */
function expectExactly(answers: Answer[], n: number, status: number, code: string) {
  const refusals = answers.filter((r) => r.status !== 200);
  expect(refusals.map((r) => [r.status, r.body.error?.code])).toEqual(
    Array.from({ length: answers.length - n }, () => [status, code]),
  );
  return answers.filter((r) => r.status === 200);
}

/** A player's session on both processes, with `extra` hundredths deposited. */
async function player(extra = 0) {
  const session = await playerOnBoth(cluster);
  if (extra > 0)
    await transact(a.app.services.db, (tx) =>
      a.app.services.wallet.move(tx, {
        userId: session.user.id,
        amount: extra,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
  return session;
}

/** The i-th of the racing requests goes through process a or b in turn. */
const race = (clients: readonly Client[], send: (client: Client) => Promise<Answer>) =>
  inParallel(N, (i) => send(clients[i % 2]!));

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(a.app.services.db, query))[0]!.n);

let roundsStarted = false;
/** What the servers driving the rounds (and the coin flips) report going wrong. */
const roundErrors: unknown[] = [];
/** The rounds the bets below rode: the last test waits for them to settle. */
const rode: { crash?: number; roulette?: number } = {};

/** A round of `game` taking bets for at least 3 more seconds. */
async function bettingRound(game: 'crash' | 'roulette'): Promise<number> {
  if (!roundsStarted) {
    for (const t of [cluster.a, cluster.b])
      t.app.services.rounds.start((error) => roundErrors.push(error));
    roundsStarted = true;
  }
  const watcher = new Client(a.url, a.origin);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { round } = (await watcher.get(`/api/games/${game}/round`)).body;
    if (
      round?.phase === 'betting' &&
      Date.parse(round.bettingEndsAt) - Date.parse(round.serverTime) > 3_000
    )
      return round.id as number;
    if (Date.now() > deadline)
      throw new Error(`no ${game} betting round: ${JSON.stringify(round)}`);
    await pause(50);
  }
}

describe('one per player and round', () => {
  it('crash: one bet per round, however many arrive at once (30 at the maximum)', async () => {
    const { user, clients } = await player(N * CRASH_BET_MAX);
    const before = await balanceOf(clients[0]);
    const roundId = await bettingRound('crash');
    rode.crash = roundId;
    const answers = await race(clients, (c) =>
      c.post('/api/games/crash/bet', { amount: CRASH_BET_MAX, autoCashout: null }),
    );
    expect(expectExactly(answers, 1, 409, 'ALREADY_BET')).toHaveLength(1);
    expect(await balanceOf(clients[1])).toBe(before - CRASH_BET_MAX);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM bets WHERE round_id = ${roundId} AND user_id = ${user.id}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE user_id = ${user.id} AND kind = 'bet'`,
      ),
    ).toBe(1);
  });

  it(`roulette: at most ${ROULETTE_MAX_BETS_PER_ROUND} bets per round`, async () => {
    const { user, clients } = await player();
    const before = await balanceOf(clients[0]);
    const roundId = await bettingRound('roulette');
    rode.roulette = roundId;
    const answers = await race(clients, (c) =>
      c.post('/api/games/roulette/bet', { option: 'RED', amount: 100 }),
    );
    expectExactly(answers, ROULETTE_MAX_BETS_PER_ROUND, 409, 'TOO_MANY_BETS');
    expect(await balanceOf(clients[1])).toBe(before - ROULETTE_MAX_BETS_PER_ROUND * 100);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM bets WHERE round_id = ${roundId} AND user_id = ${user.id}`,
      ),
    ).toBe(ROULETTE_MAX_BETS_PER_ROUND);
  });
});

describe('one game or seat per player', () => {
  it('mines: one active game', async () => {
    const { user, clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/games/mines/start', { amount: 100, mines: 3 }),
    );
    expectExactly(answers, 1, 409, 'MINES_GAME_ACTIVE');
    expect(await balanceOf(clients[1])).toBe(before - 100);
    expect(await count(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`)).toBe(
      1,
    );
  });

  it('coin flip: a game is joined once, by one seat', async () => {
    const creator = new Client(a.url, a.origin);
    await creator.register();
    const created = await creator.post('/api/games/coinflip', { amount: 900, side: 'CT' });
    expect(created.status).toBe(200);
    const { user, clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post(`/api/games/coinflip/${created.body.game.id}/join`),
    );
    expectExactly(answers, 1, 409, 'COIN_FLIP_REFUSED');
    // One stake of 900 left the account. A loaded machine may draw the flip before the read,
    // so the payout (read after the balance) may have come back too; a second stake cannot.
    const balance = await balanceOf(clients[1]);
    const bets = await queryRows<{ payout: number | null }>(
      a.app.services.db,
      sql`SELECT payout FROM bets WHERE user_id = ${user.id}`,
    );
    expect(bets).toHaveLength(1);
    expect([before - 900, before - 900 + Number(bets[0]!.payout ?? 0)]).toContain(balance);
  });

  it('case battle: one seat per player', async () => {
    const box = await makeCase(a);
    const creator = new Client(a.url, a.origin);
    await creator.register();
    const created = await creator.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 4,
      cases: [{ slug: box.slug, amount: 1 }],
    });
    expect(created.status).toBe(200);
    const { user, clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post(`/api/case-battles/${created.body.caseBattle._id}/join`, {}),
    );
    expectExactly(answers, 1, 409, 'CASE_BATTLE_REFUSED');
    expect(await balanceOf(clients[1])).toBe(before - box.price);
    expect(await count(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`)).toBe(
      1,
    );
  });
});

describe('open games per player', () => {
  it(`coin flip: at most ${COIN_FLIP_MAX_OPEN_PER_PLAYER} open games`, async () => {
    const { user, clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/games/coinflip', { amount: 100, side: 'T' }),
    );
    expectExactly(answers, COIN_FLIP_MAX_OPEN_PER_PLAYER, 409, 'TOO_MANY_OPEN_GAMES');
    expect(await balanceOf(clients[1])).toBe(before - COIN_FLIP_MAX_OPEN_PER_PLAYER * 100);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM rooms WHERE kind = 'coin-flip' AND creator_id = ${user.id} AND state = 'OPEN'`,
      ),
    ).toBe(COIN_FLIP_MAX_OPEN_PER_PLAYER);
  });

  it(`case battle: at most ${CASE_BATTLE_OPEN_MAX_PER_PLAYER} open battles`, async () => {
    const box = await makeCase(a);
    const { user, clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/case-battles', {
        mode: 'VERSUS',
        playerAmount: 2,
        cases: [{ slug: box.slug, amount: 1 }],
      }),
    );
    expectExactly(answers, CASE_BATTLE_OPEN_MAX_PER_PLAYER, 409, 'TOO_MANY_OPEN_BATTLES');
    expect(await balanceOf(clients[1])).toBe(before - CASE_BATTLE_OPEN_MAX_PER_PLAYER * box.price);
    expect(await count(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`)).toBe(
      CASE_BATTLE_OPEN_MAX_PER_PLAYER,
    );
  });
});

describe('one claim per player', () => {
  /** Today's play that covers a daily reward (rewards/playCover.ts): 500.00 on dice. */
  async function playToday(client: Client) {
    const res = await client.post('/api/games/dice/bet', {
      amount: 50_000,
      target: 5000,
      direction: 'over',
      pace: 'instant',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** A player at `level`, on both processes. */
  async function atLevel(level: number) {
    const session = await player();
    await queryRows(
      a.app.services.db,
      sql`UPDATE users SET xp = ${xpToReach(level)} WHERE id = ${session.user.id}`,
    );
    return session;
  }

  it('daily case: one opening per tier and day', async () => {
    const { user, clients } = await atLevel(1);
    await playToday(clients[0]!);
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/rewards/daily-case/open', { level: 1 }),
    );
    const [opened] = expectExactly(answers, 1, 409, 'DAILY_CASE_OPENED');
    expect(await balanceOf(clients[1])).toBe(before + opened!.body.openings[0].payout);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM daily_case_claims WHERE user_id = ${user.id}`),
    ).toBe(1);
  });

  it('level reward: one claim per level', async () => {
    const { user, clients } = await atLevel(20);
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) => c.post('/api/rewards/level/claim', { level: 20 }));
    expectExactly(answers, 1, 409, 'LEVEL_REWARD_CLAIMED');
    expect(await balanceOf(clients[1])).toBe(before + 500);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE user_id = ${user.id} AND kind = 'level-reward'`,
      ),
    ).toBe(1);
  });

  it('rakeback: what is claimable is paid once', async () => {
    const { user, clients } = await player();
    await transact(a.app.services.db, (tx) =>
      a.app.services.rewards.addClaimableRakeback(tx, user.id, 1_234),
    );
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) => c.post('/api/rewards/rakeback/claim'));
    const [paid] = expectExactly(answers, 1, 400, 'NOTHING_TO_CLAIM');
    expect(paid!.body.amount).toBe(1_234);
    expect(await balanceOf(clients[1])).toBe(before + 1_234);
  });

  it('wheel: one spin per 24 hours', async () => {
    const { user, clients } = await player();
    await playToday(clients[0]!);
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) => c.post('/api/wheel/spin'));
    const [spun] = expectExactly(answers, 1, 409, 'WHEEL_NOT_READY');
    expect(await balanceOf(clients[1])).toBe(before + (spun!.body.spin.prize as number));
    expect(
      await count(sql`SELECT count(*)::int AS n FROM wheel_spins WHERE user_id = ${user.id}`),
    ).toBe(1);
  });

  it('promo code: one redemption per player', async () => {
    const admin = new Client(a.url, a.origin);
    await grantRole(a.app.services.db, (await admin.register()).id, 'ADMIN');
    await enableTwoFactor(admin);
    const code = `ONE${randomUUID().slice(0, 8)}`;
    const created = await admin.post('/api/admin/promo-codes', {
      code,
      amount: 250,
      items: [],
      maxUses: 1_000,
      minLevel: 0,
      expiresAt: null,
    });
    expect(created.status).toBe(200);
    const { clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/promo-codes/redeem', { data: { code } }),
    );
    expectExactly(answers, 1, 409, 'PROMO_CODE_USED');
    expect(await balanceOf(clients[1])).toBe(before + 250);
    expect(
      await count(sql`SELECT uses AS n FROM promo_codes WHERE id = ${created.body.promoCode.id}`),
    ).toBe(1);
  });

  it('gift card: a card is redeemed once', async () => {
    const admin = new Client(a.url, a.origin);
    await grantRole(a.app.services.db, (await admin.register()).id, 'ADMIN');
    await enableTwoFactor(admin);
    const batch = await admin.post('/api/admin/gift-cards/batches', {
      count: 1,
      value: 4_321,
      expiresAt: null,
      note: 'one per card',
    });
    expect(batch.status).toBe(200);
    const code = batch.body.codes[0] as string;
    const { clients } = await player();
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/gift-cards/redeem', { data: { code } }),
    );
    expectExactly(answers, 1, 409, 'GIFT_CARD_USED');
    expect(await balanceOf(clients[1])).toBe(before + 4_321);
  });

  it('affiliate commission: what is claimable is paid once', async () => {
    const { user, clients } = await player();
    // 3.21 gems of commission, kept as hundredths x 10^8 as the accrual keeps it.
    await queryRows(
      a.app.services.db,
      sql`INSERT INTO affiliate_balances (user_id, earned_e8, claimable_e8)
          VALUES (${user.id}, 32100000000, 32100000000)`,
    );
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) => c.post('/api/affiliate/claim'));
    expectExactly(answers, 1, 409, 'NOTHING_TO_CLAIM');
    expect(await balanceOf(clients[1])).toBe(before + 321);
  });

  it('inventory: one free case is opened once', async () => {
    const { user, clients } = await player();
    await transact(a.app.services.db, (tx) =>
      a.app.services.inventory.grant(tx, user.id, 'free-case', 1),
    );
    const before = await balanceOf(clients[0]);
    const answers = await race(clients, (c) =>
      c.post('/api/user/inventory/consume', { data: { id: 'free-case' } }),
    );
    const [opened] = expectExactly(answers, 1, 409, 'ITEM_NOT_HELD');
    expect(await balanceOf(clients[1])).toBe(
      before + (opened!.body.freeCase.openings[0].payout as number),
    );
  });

  it('XP boost: one active at a time, whichever boosts arrive at once', async () => {
    const { user, clients } = await player();
    const boosts = ['xp-boost-1.5x-1h', 'xp-boost-2x-1h'];
    await transact(a.app.services.db, async (tx) => {
      for (const boost of boosts) await a.app.services.inventory.grant(tx, user.id, boost, N);
    });
    const answers = await inParallel(N, (i) =>
      clients[i % 2]!.post('/api/user/inventory/consume', { data: { id: boosts[(i >> 1) % 2] } }),
    );
    expectExactly(answers, 1, 409, 'XP_BOOST_ACTIVE');
    expect(
      await count(
        sql`SELECT coalesce(sum(amount), 0)::int AS n FROM inventory_items WHERE user_id = ${user.id}`,
      ),
    ).toBe(2 * N - 1);
  });
});

describe('the rounds these bets rode', () => {
  it('settled every bet, and the servers driving them met no error', async () => {
    const watcher = new Client(a.url, a.origin);
    for (const game of ['crash', 'roulette'] as const) {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const { round } = (await watcher.get(`/api/games/${game}/round`)).body;
        if (round && (round.id !== rode[game] || round.phase === 'ended')) break;
        if (Date.now() > deadline) throw new Error(`${game} round ${rode[game]} never ended`);
        await pause(100);
      }
    }
    await pause(500);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM bets
            WHERE round_id IN (${rode.crash!}, ${rode.roulette!}) AND settled_at IS NULL`,
      ),
    ).toBe(0);
    expect(roundErrors).toEqual([]);
  }, 150_000);
});
