import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEAL_SLACK_MS } from '../../games/pace';
import {
  UPGRADE_CHANCE_MAX,
  playUpgrade,
  quoteUpgrade,
  upgradeChance,
  upgradeMultiplierE4,
} from '../../games/skin-upgrader/core';
import { type SkinUpgraderOutcome, skinUpgraderGame } from '../../games/skin-upgrader/game';
import { queryRows } from '../../src/server/db/client';
import { DEFAULT_BET_LIMITS } from '../../src/server/domain/games/betLimits';
import { InstantGames } from '../../src/server/domain/games/instantGames';
import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import type { DomainEvents } from '../../src/server/domain/events';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The Skin Upgrader against the real server: the target's price is the server's (a feed
// with a few prices set here), the stake and payout move exactly, parallel bets never
// spend what is not there, and every refusal says why and changes nothing.

/** The parts of a bet's answer these tests read. */
interface UpgradeAnswer {
  balance: number;
  ledgerPosition: number;
  bet: { id: string; outcome: SkinUpgraderOutcome };
}

const REDLINE = { id: 'ak-47-redline', name: 'AK-47 | Redline', price: 3_000 };
const BAYONET = { id: 'bayonet-fade', name: '★ Bayonet | Fade', price: 97_773 };
const ASIIMOV = { id: 'ak-47-asiimov', name: 'AK-47 | Asiimov', price: 10_000 };
/** In the catalogue, but the feed has no price for it. */
const UNPRICED = { id: 'awp-asiimov', name: 'AWP | Asiimov' };

/** The dated snapshot with a few prices set by the test, and one item left unpriced. */
class TestPriceFeed implements PriceFeed {
  readonly name = 'test prices';
  private readonly snapshot = new SnapshotPriceFeed();
  async prices(names: readonly string[]): Promise<Map<string, number>> {
    const found = await this.snapshot.prices(names);
    for (const item of [REDLINE, BAYONET, ASIIMOV]) found.set(item.name, item.price);
    found.delete(UNPRICED.name);
    return found;
  }
}

let t: TestApp;
const settled: DomainEvents['bet.settled'][] = [];
beforeAll(async () => {
  t = await startTestApp({}, { priceFeed: new TestPriceFeed() });
  t.app.services.events.on('bet.settled', (event) => settled.push(event));
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}
const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;
const bet = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/games/skin-upgrader/bet', body);

/** Everything a refused bet must leave as it was. */
async function snapshot(client: Client) {
  return {
    balance: await balanceOf(client),
    seeds: (await client.get('/api/fairness/seeds')).body,
    bets: (await client.get('/api/games/bets?game=skin-upgrader')).body.bets,
  };
}

async function ledgerOf(betId: string) {
  return queryRows<{ kind: string; amount: number }>(
    t.app.services.db,
    sql`SELECT t.kind, e.amount::int AS amount
        FROM wallet_transfers t
        JOIN wallet_entries e ON e.transfer_id = t.id
        JOIN wallet_accounts a ON a.id = e.account_id AND a.kind = 'user'
        WHERE t.reference = ${betId} ORDER BY t.id`,
  );
}

describe('skin-upgrader bets', () => {
  it('stake the amount, pay the target price on a win, keep what the verifier needs', async () => {
    const { client, user } = await player();
    const seeds = (await client.get('/api/fairness/seeds')).body;
    let balance = await balanceOf(client);
    const placed = [];
    for (let i = 0; i < 10; i++) {
      const body = {
        amount: 500 + i * 100,
        target: REDLINE.id,
        direction: i % 2 ? 'over' : 'under',
      };
      const res = await bet(client, body);
      expect(res.status).toBe(200);
      const terms = quoteUpgrade(body.amount, REDLINE.price);
      if (!terms.ok) throw new Error(terms.message);
      expect(res.body.bet).toMatchObject({
        game: 'skin-upgrader',
        amount: body.amount,
        fairness: { ...seeds.active, nonce: i },
        outcome: {
          target: {
            id: REDLINE.id,
            name: REDLINE.name,
            rarity: 'classified',
            price: REDLINE.price,
          },
          direction: body.direction,
          chance: upgradeChance(body.amount, REDLINE.price),
        },
      });
      const { outcome, payout, multiplier } = res.body.bet;
      expect(payout).toBe(outcome.win ? REDLINE.price : 0);
      expect(multiplier).toBe(
        outcome.win ? upgradeMultiplierE4(body.amount, REDLINE.price) / 1e4 : 0,
      );
      balance = balance - body.amount + payout;
      expect(res.body.balance).toBe(balance);
      expect(await balanceOf(client)).toBe(balance);
      placed.push({ body, bet: res.body.bet });
    }

    // Once the seed is revealed, the core gives every roll and payout again.
    const { revealed } = (await client.post('/api/fairness/seeds/rotate', { clientSeed: 'next' }))
      .body;
    for (const { body, bet: settledBet } of placed) {
      const again = playUpgrade(
        {
          serverSeed: revealed.serverSeed,
          clientSeed: revealed.clientSeed,
          nonce: settledBet.fairness.nonce,
        },
        settledBet.amount,
        settledBet.outcome.target.price,
        body.direction as 'under' | 'over',
      );
      expect(settledBet.outcome.roll).toBe(again.roll);
      expect(settledBet.outcome.win).toBe(again.win);
      expect(settledBet.payout).toBe(again.payout);

      // The bet row keeps the priced target, the chance and the direction: all a verifier needs.
      const [row] = await queryRows<Record<string, unknown>>(
        t.app.services.db,
        sql`SELECT user_id, game, amount::int AS amount, payout::int AS payout, params, outcome
            FROM bets WHERE id = ${settledBet.id}`,
      );
      expect(row).toEqual({
        user_id: user.id,
        game: 'skin-upgrader',
        amount: body.amount,
        payout: settledBet.payout,
        params: {
          target: {
            id: REDLINE.id,
            name: REDLINE.name,
            rarity: 'classified',
            price: REDLINE.price,
          },
          chance: settledBet.outcome.chance,
          direction: body.direction,
        },
        outcome: settledBet.outcome,
      });
      // One transfer nets the stake and the payout.
      expect(await ledgerOf(settledBet.id)).toEqual([
        { kind: 'bet', amount: settledBet.payout - body.amount },
      ]);
    }
    // The history lists them, newest first.
    const history = (await client.get('/api/games/bets?game=skin-upgrader')).body.bets;
    expect(history.map((b: { id: string }) => b.id)).toEqual(placed.map((p) => p.bet.id).reverse());
  });

  it('lowers a stake past 75% to the largest within 75%, and takes only that', async () => {
    const { client } = await player();
    const before = await balanceOf(client);
    // 90.00 on a 100.00 skin would be 81%: 83.33 buys 74.997% (a 90% return, as any stake).
    const res = await bet(client, { amount: 9_000, target: ASIIMOV.id, direction: 'under' });
    expect(res.status).toBe(200);
    expect(res.body.bet.amount).toBe(8_333);
    expect(res.body.bet.outcome.chance).toBeLessThanOrEqual(UPGRADE_CHANCE_MAX);
    expect(res.body.bet.outcome.chance).toBe(upgradeChance(8_333, ASIIMOV.price));
    expect(res.body.balance).toBe(before - 8_333 + res.body.bet.payout);
    expect(await balanceOf(client)).toBe(res.body.balance);
  });

  it('announces each bet after it commits, with when its needle lands', async () => {
    const { client, user } = await player();
    for (const pace of [undefined, 'turbo', 'instant'] as const) {
      const res = await bet(client, {
        amount: 1_000,
        target: REDLINE.id,
        direction: 'under',
        ...(pace ? { pace } : {}),
      });
      expect(res.status).toBe(200);
      expect(settled.filter((e) => e.betId === res.body.bet.id)).toEqual([
        {
          betId: res.body.bet.id,
          userId: user.id,
          username: user.username,
          game: 'skin-upgrader',
          amount: 1_000,
          payout: res.body.bet.payout,
          multiplierE4: Math.round(res.body.bet.multiplier * 10_000),
          revealInMs:
            skinUpgraderGame.revealMs(res.body.bet.outcome, pace ?? 'normal') + REVEAL_SLACK_MS,
        },
      ]);
    }
  });

  it('holds a win in every other view until the needle lands', async () => {
    const { client, user } = await player();
    const balances: DomainEvents['user.balance'][] = [];
    const stop = t.app.services.events.on('user.balance', (event) => {
      if (event.userId === user.id) balances.push(event);
    });
    try {
      // 75% a spin: twelve misses in a row are 1 in 17 million.
      let win: UpgradeAnswer | null = null;
      for (let i = 0; i < 12 && !win; i++) {
        const res = await bet(client, { amount: 2_500, target: REDLINE.id, direction: 'over' });
        if (res.body.bet.outcome.win) win = res.body as UpgradeAnswer;
      }
      if (!win) throw new Error('no win in twelve spins at 75%');
      const event = balances.find((e) => e.ledgerPosition === win.ledgerPosition)!;
      expect(event.balance).toBe(win.balance);
      expect(event.reveal).toEqual({
        id: win.bet.id,
        payout: REDLINE.price,
        inMs: skinUpgraderGame.revealMs(win.bet.outcome, 'normal') + REVEAL_SLACK_MS,
      });
    } finally {
      stop();
    }
  });

  it('never spends more than the balance when many bets arrive at once', async () => {
    const { client } = await player();
    // An open mines game holds all but 50.00; then 12 bets of 10.87 (1% at a 977.73 knife)
    // arrive together: 130.44 staked against 50.00.
    const start = await balanceOf(client);
    await client.post('/api/games/mines/start', { amount: start - 5_000, mines: 3 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        bet(client, { amount: 1_087, target: BAYONET.id, direction: 'over' }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.body.bet);
    const refused = answers.filter((a) => a.status !== 200);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        message: 'Insufficient balance',
        code: 'INSUFFICIENT_BALANCE',
      });
    }
    // In the order they settled (the nonce), each stake was covered by the balance then.
    let running = 5_000;
    for (const b of [...accepted].sort((x, y) => x.fairness.nonce - y.fairness.nonce)) {
      running -= b.amount;
      expect(running).toBeGreaterThanOrEqual(0);
      running += b.payout;
    }
    expect(await balanceOf(client)).toBe(running);
    // Without a win (99% each) exactly four fit; a win pays for more, never for all at once.
    if (accepted.every((b) => b.payout === 0)) {
      expect(accepted).toHaveLength(4);
      expect(running).toBe(5_000 - 4 * 1_087);
    }
    expect(refused.length + accepted.length).toBe(12);
    // The nonces taken are consecutive after the mines game's: refused bets gave theirs back.
    const nonces = accepted.map((b) => b.fairness.nonce).sort((x, y) => x - y);
    expect(nonces).toEqual(nonces.map((_, i) => i + 1));
  });
});

describe('skin-upgrader refusals change nothing', () => {
  it.each([
    [
      'an unknown target',
      { amount: 1_000, target: 'no-such-skin', direction: 'under' },
      400,
      'UNKNOWN_ITEM',
      'There is no item "no-such-skin" in the catalogue',
    ],
    [
      'a target with no price',
      { amount: 1_000, target: UNPRICED.id, direction: 'under' },
      400,
      'ITEM_UNPRICED',
      'AWP | Asiimov has no price right now: pick another',
    ],
    [
      'a target cheaper than the stake',
      { amount: 5_000, target: REDLINE.id, direction: 'under' },
      400,
      'TARGET_NOT_PRICIER',
      'Pick a skin worth more than your stake of 50.00',
    ],
    [
      'a target worth the stake',
      { amount: 3_000, target: REDLINE.id, direction: 'over' },
      400,
      'TARGET_NOT_PRICIER',
      'Pick a skin worth more than your stake of 30.00',
    ],
    [
      'a chance below 1%',
      { amount: 10, target: BAYONET.id, direction: 'under' },
      400,
      'CHANCE_TOO_LOW',
      'The chance would be below 1%: stake at least 10.87 for this skin',
    ],
    [
      'an amount below the minimum',
      { amount: 5, target: REDLINE.id, direction: 'under' },
      400,
      'VALIDATION',
      'amount: The minimum bet is 0.10',
    ],
    [
      'an amount above the maximum',
      { amount: 1_000_001, target: BAYONET.id, direction: 'under' },
      400,
      'VALIDATION',
      'amount: The maximum bet is 10,000.00',
    ],
    [
      'a fractional amount',
      { amount: 100.5, target: REDLINE.id, direction: 'under' },
      400,
      'VALIDATION',
      'amount: Amount must be a whole number of hundredths',
    ],
    ['no amount', { target: REDLINE.id, direction: 'under' }, 400, 'VALIDATION', /^amount: /],
    [
      'a bad direction',
      { amount: 100, target: REDLINE.id, direction: 'sideways' },
      400,
      'VALIDATION',
      'direction: Direction must be "under" or "over"',
    ],
    [
      'a malformed target',
      { amount: 100, target: 'AK-47 | Redline', direction: 'under' },
      400,
      'VALIDATION',
      'target: Target must be the id of a catalogue skin, e.g. "ak-47-redline"',
    ],
    [
      'a price in the body',
      { amount: 100, target: REDLINE.id, direction: 'under', price: 1_000_000 },
      400,
      'VALIDATION',
      'Unknown field: price',
    ],
  ] as const)('%s', async (_label, body, status, code, message) => {
    const { client } = await player();
    const before = await snapshot(client);
    const res = await bet(client, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    if (typeof message === 'string') expect(res.body.error.message).toBe(message);
    else expect(res.body.error.message).toMatch(message);
    expect(await snapshot(client)).toEqual(before);
  });

  it('a stake above the balance', async () => {
    const { client } = await player();
    const start = await balanceOf(client);
    // An open mines game holds all but 5.00 of the balance; then 10.00 for a 30.00 skin.
    const held = await client.post('/api/games/mines/start', { amount: start - 500, mines: 3 });
    expect(held.body.balance).toBe(500);
    const before = await snapshot(client);
    const res = await bet(client, { amount: 1_000, target: REDLINE.id, direction: 'under' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await snapshot(client)).toEqual(before);
  });

  it('a paused game, until it is resumed', async () => {
    const { client: operator, user: op } = await player();
    await grantRole(t.app.services.db, op.id, 'ADMIN');
    const paused = await operator.post('/api/admin/games/disable', {
      game: 'skin-upgrader',
      reason: 'Repricing the catalogue',
    });
    expect(paused.status).toBe(200);
    const { client } = await player();
    const before = await snapshot(client);
    try {
      const res = await bet(client, { amount: 1_000, target: REDLINE.id, direction: 'under' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('GAME_DISABLED');
      expect(res.body.error.message).toMatch(/^Skin Upgrader is paused/);
      expect(await snapshot(client)).toEqual(before);
    } finally {
      expect(
        (await operator.post('/api/admin/games/enable', { game: 'skin-upgrader' })).status,
      ).toBe(200);
    }
    const resumed = await bet(client, { amount: 1_000, target: REDLINE.id, direction: 'under' });
    expect(resumed.status).toBe(200);
  });

  it('a visitor', async () => {
    const res = await bet(new Client(t.url, t.origin), {
      amount: 1_000,
      target: REDLINE.id,
      direction: 'under',
    });
    expect(res.status).toBe(401);
  });

  it('a target worth more than the maximum payout', async () => {
    // The site's catalogue tops out far below 250,000.00: an operator's lower limit shows it.
    const services = t.app.services;
    const games = new InstantGames(
      {
        db: services.db,
        wallet: services.wallet,
        seeds: services.seedPairs,
        events: services.events,
        switchboard: services.switchboard,
        settlement: services.settlement,
      },
      services.gameRegistry,
      { ...DEFAULT_BET_LIMITS, payoutMax: 50_000 },
      services.catalogue,
    );
    const { client, user } = await player();
    const before = await snapshot(client);
    await expect(
      games.bet(skinUpgraderGame, user.id, {
        amount: 5_000,
        target: BAYONET.id,
        direction: 'under',
      }),
    ).rejects.toMatchObject({
      code: 'PAYOUT_LIMIT',
      message: expect.stringMatching(
        /^This bet could pay 977\.73, more than the maximum payout of 500\.00/,
      ),
    });
    expect(await snapshot(client)).toEqual(before);
    // Within the limit the same service plays.
    const won = await games.bet(skinUpgraderGame, user.id, {
      amount: 1_000,
      target: REDLINE.id,
      direction: 'under',
    });
    expect(won.bet.outcome.target.price).toBe(REDLINE.price);
  });
});

describe('the Skin Upgrader in the contract', () => {
  it('is served at /games/skin-upgrader/bet, its one name, and at neither old one', async () => {
    const doc = (await new Client(t.url).get('/docs/openapi.json')).body;
    expect(doc.paths['/games/skin-upgrader/bet'].post.operationId).toBe('skinUpgraderBet');
    const { client } = await player();
    for (const path of ['/games/upgrader/bet', '/games/skin-upgrade/bet']) {
      expect(Object.keys(doc.paths)).not.toContain(path);
      const old = await client.post(`/api${path}`, {
        amount: 1_000,
        target: REDLINE.id,
        direction: 'under',
      });
      expect(old.status, path).toBe(404);
    }
  });

  it('prices targets as the catalogue lists them', async () => {
    const { items } = (
      await new Client(t.url).get(`/api/catalogue/items?search=${encodeURIComponent('Redline')}`)
    ).body;
    expect(items).toContainEqual(expect.objectContaining({ id: REDLINE.id, price: REDLINE.price }));
  });
});
