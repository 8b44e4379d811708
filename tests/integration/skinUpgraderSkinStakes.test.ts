import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPGRADE_CHANCE_SCALE,
  rollUpgrade,
  upgradeChance,
  upgradeMultiplierE4,
} from '../../games/skin-upgrader/core';
import { type SkinUpgraderOutcome, skinUpgraderGame } from '../../games/skin-upgrader/game';
import { queryRows } from '../../src/server/db/client';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import type { DomainEvents } from '../../src/server/domain/events';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Skins of the site inventory as upgrade stakes, against the real server: the stake is the
// skins' catalogue value plus the gems, priced by the server; a win delivers the target to
// the inventory or its price in gems as chosen before the roll; the staked skins leave the
// inventory with the bet; every refusal changes nothing.

const REDLINE = { id: 'ak-47-redline', name: 'AK-47 | Redline', price: 3_000 };
const ASIIMOV = { id: 'ak-47-asiimov', name: 'AK-47 | Asiimov', price: 10_000 };
const BAYONET = { id: 'bayonet-fade', name: '★ Bayonet | Fade', price: 97_773 };
const UNPRICED = { id: 'awp-asiimov', name: 'AWP | Asiimov' };

/** The dated snapshot with a few prices set by the test, and one item left unpriced. */
class TestPriceFeed implements PriceFeed {
  readonly name = 'test prices';
  private readonly snapshot = new SnapshotPriceFeed();
  async prices(names: readonly string[]): Promise<Map<string, number>> {
    const found = await this.snapshot.prices(names);
    for (const item of [REDLINE, ASIIMOV, BAYONET]) found.set(item.name, item.price);
    found.delete(UNPRICED.name);
    return found;
  }
}

interface UpgradeAnswer {
  balance: number;
  ledgerPosition: number;
  bet: { id: string; amount: number; payout: number; outcome: SkinUpgraderOutcome };
}

let t: TestApp;
const balances: DomainEvents['user.balance'][] = [];
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { priceFeed: new TestPriceFeed() });
  t.app.services.events.on('user.balance', (event) => balances.push(event));
});
afterAll(async () => {
  const report = await verifyLedger(t.app.services.db);
  await t.close();
  expect(report.problems).toEqual([]);
});

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}
const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;
const bet = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/games/skin-upgrader/bet', body);

/** Buys a Redline (30.00) into the player's site inventory. */
async function buyRedline(client: Client): Promise<string> {
  const res = await client.post('/api/steam/skins', { data: { itemId: REDLINE.id } });
  expect(res.status).toBe(200);
  return res.body.skin.id as string;
}

const heldSkins = async (client: Client) =>
  (await client.get('/api/steam/trade-offers')).body.skins as {
    id: string;
    itemId: string;
    price: number;
    state: string;
  }[];

/**
 * The held skins once a won skin shows: another tab's inventory lists it only after the
 * needle has landed (the upgrade's reveal time), never at the answer.
 */
async function wonSkinShown(client: Client, outcome: SkinUpgraderOutcome) {
  const answeredAt = Date.now();
  const before = await heldSkins(client);
  expect(before.some((skin) => skin.itemId === ASIIMOV.id)).toBe(false);
  let held = before;
  while (held.length === before.length && Date.now() - answeredAt < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    held = await heldSkins(client);
  }
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(
    skinUpgraderGame.revealMs(outcome, 'normal'),
  );
  return held;
}

/** A skin held as if bought when `price` was its price (the catalogue's may differ now). */
async function holdSkin(userId: string, itemId: string, name: string, price: number) {
  const [row] = await queryRows<{ id: string }>(
    t.app.services.db,
    sql`INSERT INTO steam_skins (id, user_id, item_id, name, price)
        VALUES (gen_random_uuid(), ${userId}, ${itemId}, ${name}, ${price}) RETURNING id`,
  );
  return row!.id;
}

async function skinRow(skinId: string) {
  const [row] = await queryRows<{ state: string; staked_in: string | null }>(
    t.app.services.db,
    sql`SELECT state, staked_in FROM steam_skins WHERE id = ${skinId}`,
  );
  return row;
}

async function ledgerOf(reference: string) {
  return queryRows<{ kind: string; amount: number }>(
    t.app.services.db,
    sql`SELECT t.kind, e.amount::int AS amount
        FROM wallet_transfers t
        JOIN wallet_entries e ON e.transfer_id = t.id
        JOIN wallet_accounts a ON a.id = e.account_id AND a.kind = 'user'
        WHERE t.reference = ${reference} ORDER BY t.id`,
  );
}

/** The roll the player's next bet gets (the test reads the secret seed from the database). */
async function nextRoll(userId: string): Promise<number> {
  const [pair] = await queryRows<{ server_seed: string; client_seed: string; nonce: number }>(
    t.app.services.db,
    sql`SELECT server_seed, client_seed, nonce FROM seed_pairs
        WHERE user_id = ${userId} AND revealed_at IS NULL`,
  );
  return rollUpgrade({
    serverSeed: pair!.server_seed,
    clientSeed: pair!.client_seed,
    nonce: pair!.nonce,
  });
}

/**
 * The direction that wins (or loses) the next bet at `chance`, after cheap gem bets that
 * move the nonce on until one does. Above 50% the two winning ranges overlap, so a roll in
 * both wins either way and a loss needs another nonce.
 */
async function directionFor(client: Client, userId: string, chance: number, win: boolean) {
  await client.get('/api/fairness/seeds');
  for (let i = 0; i < 50; i++) {
    const roll = await nextRoll(userId);
    const under = roll < chance;
    const over = roll >= UPGRADE_CHANCE_SCALE - chance;
    if (win && under) return 'under';
    if (win && over) return 'over';
    if (!win && !under) return 'under';
    if (!win && !over) return 'over';
    const filler = await bet(client, { amount: 100, target: REDLINE.id, direction: 'under' });
    expect(filler.status).toBe(200);
  }
  throw new Error(`no ${win ? 'winning' : 'losing'} roll in 50 nonces`);
}

describe('skins as upgrade stakes', () => {
  it('stakes a skin with gems: a win pays the target in gems, the skin is consumed', async () => {
    const { client, user } = await player();
    const skinId = await buyRedline(client);
    // 30.00 of skin + 10.00 of gems on a 100.00 target: a stake of 40.00, 36%.
    const chance = upgradeChance(4_000, ASIIMOV.price);
    const direction = await directionFor(client, user.id, chance, true);
    const before = await balanceOf(client);
    const res = await bet(client, {
      amount: 1_000,
      items: [skinId],
      target: ASIIMOV.id,
      direction,
    });
    expect(res.status).toBe(200);
    const answer = res.body as UpgradeAnswer;
    expect(answer.bet).toMatchObject({
      amount: 4_000,
      payout: ASIIMOV.price,
      multiplier: upgradeMultiplierE4(4_000, ASIIMOV.price) / 1e4,
      outcome: {
        chance,
        direction,
        win: true,
        stake: {
          gems: 1_000,
          items: [{ id: skinId, item: REDLINE.id, name: REDLINE.name, price: REDLINE.price }],
        },
      },
    });
    expect(answer.bet.outcome.winAs).toBeUndefined();
    expect(answer.balance).toBe(before - 1_000 + ASIIMOV.price);
    expect(await balanceOf(client)).toBe(before - 1_000 + ASIIMOV.price);
    // The skin's value entered the stake from the house; the bet staked all of it.
    expect(await ledgerOf(answer.bet.id)).toEqual([
      { kind: 'skin-stake', amount: 3_000 },
      { kind: 'bet', amount: ASIIMOV.price - 4_000 },
    ]);
    expect(await skinRow(skinId)).toEqual({ state: 'CONSUMED', staked_in: answer.bet.id });
    expect(await heldSkins(client)).toEqual([]);
    // The bet row keeps the stake's items: the public record and the verifier read them.
    const history = (await client.get('/api/games/bets?game=skin-upgrader')).body.bets;
    expect(history[0]).toMatchObject({ id: answer.bet.id, outcome: answer.bet.outcome });
  });

  it('stakes skins alone: a loss consumes them and takes no gems', async () => {
    const { client, user } = await player();
    const skins = [await buyRedline(client), await buyRedline(client)];
    const chance = upgradeChance(6_000, ASIIMOV.price);
    const direction = await directionFor(client, user.id, chance, false);
    const before = await balanceOf(client);
    const res = await bet(client, { amount: 0, items: skins, target: ASIIMOV.id, direction });
    expect(res.status).toBe(200);
    const answer = res.body as UpgradeAnswer;
    expect(answer.bet).toMatchObject({
      amount: 6_000,
      payout: 0,
      outcome: { chance, win: false, stake: { gems: 0 } },
    });
    expect(answer.bet.outcome.stake!.items.map((item) => item.id)).toEqual(skins);
    expect(answer.balance).toBe(before);
    expect(await ledgerOf(answer.bet.id)).toEqual([
      { kind: 'skin-stake', amount: 6_000 },
      { kind: 'bet', amount: -6_000 },
    ]);
    for (const skin of skins)
      expect(await skinRow(skin)).toEqual({ state: 'CONSUMED', staked_in: answer.bet.id });
  });

  it('a win kept as a skin puts the target in the inventory and the balance never shows it', async () => {
    const { client, user } = await player();
    const skinId = await buyRedline(client);
    const chance = upgradeChance(5_000, ASIIMOV.price);
    const direction = await directionFor(client, user.id, chance, true);
    const before = await balanceOf(client);
    balances.length = 0;
    const res = await bet(client, {
      amount: 2_000,
      items: [skinId],
      target: ASIIMOV.id,
      direction,
      winAs: 'skin',
    });
    expect(res.status).toBe(200);
    const answer = res.body as UpgradeAnswer;
    expect(answer.bet).toMatchObject({
      amount: 5_000,
      payout: ASIIMOV.price,
      outcome: { win: true, winAs: 'skin', stake: { gems: 2_000 } },
    });
    // The payout bought the target: the gems staked are gone, no win in gems.
    expect(answer.balance).toBe(before - 2_000);
    expect(await balanceOf(client)).toBe(before - 2_000);
    // One balance announced, the last, with no payout held: no view sees the win in gems.
    const mine = balances.filter((event) => event.userId === user.id);
    expect(mine).toEqual([
      { userId: user.id, balance: before - 2_000, ledgerPosition: answer.ledgerPosition },
    ]);
    const held = await wonSkinShown(client, answer.bet.outcome);
    expect(held).toEqual([
      expect.objectContaining({ itemId: ASIIMOV.id, price: ASIIMOV.price, state: 'HELD' }),
    ]);
    const [won] = await queryRows<{ won_in: string }>(
      t.app.services.db,
      sql`SELECT won_in FROM steam_skins WHERE id = ${held[0]!.id}`,
    );
    expect(won!.won_in).toBe(answer.bet.id);
    expect(await ledgerOf(held[0]!.id)).toEqual([{ kind: 'skin-purchase', amount: -10_000 }]);
  });

  it('a loss with the skin chosen takes the gems and the skin, and says so at once', async () => {
    const { client, user } = await player();
    const skinId = await buyRedline(client);
    const chance = upgradeChance(4_000, ASIIMOV.price);
    const direction = await directionFor(client, user.id, chance, false);
    const before = await balanceOf(client);
    balances.length = 0;
    const res = await bet(client, {
      amount: 1_000,
      items: [skinId],
      target: ASIIMOV.id,
      direction,
      winAs: 'skin',
    });
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(before - 1_000);
    expect(balances.filter((event) => event.userId === user.id)).toEqual([
      { userId: user.id, balance: before - 1_000, ledgerPosition: res.body.ledgerPosition },
    ]);
    expect(await heldSkins(client)).toEqual([]);
  });

  it('a stake of gems alone can keep the won skin too', async () => {
    const { client, user } = await player();
    const chance = upgradeChance(3_000, ASIIMOV.price);
    const direction = await directionFor(client, user.id, chance, true);
    const before = await balanceOf(client);
    const res = await bet(client, {
      amount: 3_000,
      target: ASIIMOV.id,
      direction,
      winAs: 'skin',
    });
    expect(res.status).toBe(200);
    expect(res.body.bet.outcome).toMatchObject({ win: true, winAs: 'skin' });
    expect(res.body.bet.outcome.stake).toBeUndefined();
    expect(res.body.balance).toBe(before - 3_000);
    expect(await wonSkinShown(client, res.body.bet.outcome)).toEqual([
      expect.objectContaining({ itemId: ASIIMOV.id, state: 'HELD' }),
    ]);
  });

  it('prices a skin at its catalogue value at the moment of the bet', async () => {
    const { client, user } = await player();
    // Bought when a Redline cost 20.00: it stakes today's 30.00.
    const skinId = await holdSkin(user.id, REDLINE.id, REDLINE.name, 2_000);
    const before = await balanceOf(client);
    const res = await bet(client, {
      amount: 0,
      items: [skinId],
      target: ASIIMOV.id,
      direction: 'under',
    });
    expect(res.status).toBe(200);
    expect(res.body.bet.amount).toBe(REDLINE.price);
    expect(res.body.bet.outcome.stake.items[0].price).toBe(REDLINE.price);
    expect(res.body.bet.outcome.chance).toBe(upgradeChance(REDLINE.price, ASIIMOV.price));
    expect(res.body.balance).toBe(before + res.body.bet.payout);
  });
});

describe('refused skin stakes change nothing', () => {
  async function snapshot(client: Client) {
    return {
      balance: await balanceOf(client),
      skins: await heldSkins(client),
      seeds: (await client.get('/api/fairness/seeds')).body,
      bets: (await client.get('/api/games/bets?game=skin-upgrader')).body.bets,
    };
  }

  it.each([
    [
      'a skin worth the target or more',
      () => ({ amount: 0, target: REDLINE.id, direction: 'under' }),
      400,
      'TARGET_NOT_PRICIER',
    ],
    [
      'a skin that is not an id',
      () => ({ amount: 0, items: ['ak-47-redline'], target: ASIIMOV.id, direction: 'under' }),
      400,
      'VALIDATION',
    ],
    [
      'the same skin twice',
      (skin: string) => ({ amount: 0, items: [skin, skin], target: ASIIMOV.id, direction: 'over' }),
      400,
      'VALIDATION',
    ],
    [
      'no gems and no skins',
      () => ({ amount: 0, items: [], target: ASIIMOV.id, direction: 'under' }),
      400,
      'VALIDATION',
    ],
    [
      'eleven skins',
      (skin: string) => ({
        amount: 0,
        items: [
          skin,
          ...Array.from({ length: 10 }, (_, i) =>
            `00000000-0000-4000-8000-00000000000${i}`.slice(-36),
          ),
        ],
        target: ASIIMOV.id,
        direction: 'under',
      }),
      400,
      'VALIDATION',
    ],
    [
      'a bad win choice',
      () => ({ amount: 0, target: ASIIMOV.id, direction: 'under', winAs: 'case' }),
      400,
      'VALIDATION',
    ],
    [
      'a price in the body',
      (skin: string) => ({
        amount: 0,
        items: [{ id: skin, price: 1_000_000 }],
        target: ASIIMOV.id,
        direction: 'under',
      }),
      400,
      'VALIDATION',
    ],
    [
      'a skin nobody holds',
      () => ({
        amount: 0,
        items: ['00000000-0000-4000-8000-000000000000'],
        target: ASIIMOV.id,
        direction: 'under',
      }),
      404,
      'NOT_FOUND',
    ],
  ] as const)('%s', async (_label, body, status, code) => {
    const { client } = await player();
    const skinId = await buyRedline(client);
    const before = await snapshot(client);
    const raw: Record<string, unknown> = { items: [skinId], ...body(skinId) };
    const res = await bet(client, raw);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await snapshot(client)).toEqual(before);
    expect(await skinRow(skinId)).toEqual({ state: 'HELD', staked_in: null });
  });

  it('skins passing 75% on their own, and skins too small for 1%', async () => {
    const { client, user } = await player();
    const skinId = await buyRedline(client);
    const small = await catalogueItemPricedBetween(100, 1_000);
    const smallId = await holdSkin(user.id, small.id, small.name, small.price!);
    const before = await snapshot(client);
    // 30.00 x 0.9 on a target under 36.00 is over 75%: only gems could be lowered.
    const near = await catalogueItemPricedBetween(3_001, 3_599);
    const over = await bet(client, {
      amount: 0,
      items: [skinId],
      target: near.id,
      direction: 'under',
    });
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('ITEMS_OVER_CEILING');
    // Under 10.87 on 977.73 is under 1%.
    const low = await bet(client, {
      amount: 0,
      items: [smallId],
      target: BAYONET.id,
      direction: 'under',
    });
    expect(low.status).toBe(400);
    expect(low.body.error.code).toBe('CHANCE_TOO_LOW');
    expect(await snapshot(client)).toEqual(before);
  });

  it("another player's skin", async () => {
    const owner = await player();
    const skinId = await buyRedline(owner.client);
    const { client } = await player();
    const before = await snapshot(client);
    const res = await bet(client, {
      amount: 0,
      items: [skinId],
      target: ASIIMOV.id,
      direction: 'under',
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('A staked skin is not in your inventory');
    expect(await snapshot(client)).toEqual(before);
    expect(await skinRow(skinId)).toEqual({ state: 'HELD', staked_in: null });
  });

  it('a skin being withdrawn, or already staked', async () => {
    const { client } = await player();
    const skinId = await buyRedline(client);
    await queryRows(
      t.app.services.db,
      sql`UPDATE steam_skins SET state = 'WITHDRAWING' WHERE id = ${skinId} RETURNING id`,
    );
    const before = await snapshot(client);
    const res = await bet(client, {
      amount: 0,
      items: [skinId],
      target: ASIIMOV.id,
      direction: 'under',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SKIN_NOT_HELD');
    expect(await snapshot(client)).toEqual(before);
  });

  it('a skin with no price today', async () => {
    const { client, user } = await player();
    const skinId = await holdSkin(user.id, UNPRICED.id, UNPRICED.name, 5_000);
    const before = await snapshot(client);
    const res = await bet(client, {
      amount: 0,
      items: [skinId],
      target: BAYONET.id,
      direction: 'under',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('ITEM_UNPRICED');
    expect(await snapshot(client)).toEqual(before);
  });

  it('gems the balance does not hold: the skin stays', async () => {
    const { client } = await player();
    const skinId = await buyRedline(client);
    // Seven more skins leave 760.00: 760.01 of gems and the skin stay under 75% of 977.73.
    for (let i = 0; i < 7; i++) await buyRedline(client);
    const balance = await balanceOf(client);
    expect(balance).toBe(76_000);
    const before = await snapshot(client);
    const res = await bet(client, {
      amount: balance + 1,
      items: [skinId],
      target: BAYONET.id,
      direction: 'under',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await snapshot(client)).toEqual(before);
    expect(await skinRow(skinId)).toEqual({ state: 'HELD', staked_in: null });
  });
});

/** A catalogue skin priced within [min, max] hundredths (the snapshot's own prices). */
async function catalogueItemPricedBetween(min: number, max: number) {
  const page = await t.app.services.catalogue.search({
    minPrice: min,
    maxPrice: max,
    sort: 'price-asc',
    limit: 1,
  });
  const item = page.items[0];
  if (!item) throw new Error(`no catalogue skin priced ${min}..${max}`);
  return item;
}
