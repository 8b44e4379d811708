import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { SandboxDepositProvider } from '../../src/server/domain/cashier/skins/sandboxDepositProvider';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { pause } from '../helpers/notificationProbe';
import { balanceOf, say, setLevel } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Steam's trade protection follows the money (docs/money.md, "Skin deposits"): gems of a skin
// deposit still inside protection make whoever holds them wait to withdraw, the depositor or
// a player they reached by a tip, the rain or a coin flip. The wagering rule is off here
// (CRYPTO_WAGER_FACTOR 0), so each withdrawal answers to trade protection alone. Deposits
// complete on the sandbox provider, run by hand; every app's close verifies the ledger.

let t: TestApp;
let provider: SandboxDepositProvider;
const sockets: Socket[] = [];

beforeAll(async () => {
  const base = testConfig();
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    tipTwoFactorAbove: 100_000_000,
    cryptoCashier: { ...base.cryptoCashier, wagerFactor: 0, approvalAbove: 100_000_000 },
    skinDeposits: { ...base.skinDeposits, provider: { kind: 'sandbox', acceptMs: 86_400_000 } },
    rain: { ...base.rain, minLevel: 2 },
    rounds: { chainLength: 100, scheduled: false, beacon: { kind: 'local', periodMs: 40 } },
  });
  provider = t.app.services.skinDeposits.provider as SandboxDepositProvider;
}, 300_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

let partner = 910_000_000;
/** A player with 2FA on (for withdrawals) and a trade URL (for skin deposits). */
async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  const { code } = await enableTwoFactor(client);
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${partner++}&token=P2YkRJOk`;
  expect((await client.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
  return { client, user, code };
}
type Player = Awaited<ReturnType<typeof player>>;

/** A completed skin deposit of the player's first skin: its gems are credited at once. */
async function skinDeposit(p: Player): Promise<{ id: string; gems: number; until: Date }> {
  const inventory = await p.client.get('/api/cashier/skins/inventory');
  const res = await p.client.post('/api/cashier/skins/deposit', {
    assetIds: [inventory.body.items[0].assetId],
  });
  expect(res.status).toBe(200);
  provider.settle(res.body.deposit.offerId, 'ACCEPTED');
  await t.app.services.skinDeposits.poll();
  const [row] = await queryRows<{ amount: number; until: Date | string }>(
    t.app.services.db,
    sql`SELECT amount::int AS amount, protected_until AS until FROM skin_deposits
        WHERE id = ${res.body.deposit.id} AND status = 'COMPLETED'`,
  );
  expect(row!.amount).toBeGreaterThan(0);
  return { id: res.body.deposit.id, gems: row!.amount, until: new Date(row!.until) };
}

/** Moves a deposit's protection end (Steam's window passing, or two windows apart). */
async function protectUntil(depositId: string, until: Date) {
  await t.app.services.db.execute(
    sql`UPDATE skin_deposits SET protected_until = ${until.toISOString()}::timestamptz
        WHERE id = ${depositId}`,
  );
}
const past = () => new Date(Date.now() - 1_000);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const withdraw = (p: Player) =>
  p.client.post('/api/cashier/crypto/withdraw', {
    amount: 1_000,
    symbol: 'BTC',
    blockchain: 'BTC',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    code: p.code(),
  });

const minute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

async function expectWaitUntil(p: Player, until: Date) {
  const res = await withdraw(p);
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('TRADE_PROTECTED');
  expect(res.body.error.message).toContain(`Withdrawals wait until ${minute(until)} UTC`);
}
async function expectWithdrawn(p: Player) {
  const res = await withdraw(p);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** What the player holds of each deposit's protection (deposit id to hundredths). */
async function heldBy(p: Player): Promise<Record<string, number>> {
  const lots = await transact(t.app.services.db, (tx) =>
    t.app.services.wallet.protection.heldBy(tx, p.user.id),
  );
  return Object.fromEntries(lots.map((lot) => [lot.deposit, lot.amount]));
}

const tip = (from: Player, to: Player, amount: number) =>
  from.client.post('/api/users/tip', {
    recipient: to.user.id,
    amount,
    idempotencyKey: randomUUID(),
  });

describe('trade protection carried by a tip', () => {
  it("makes the receiver wait until the sender's protected_until; after it, both withdraw", async () => {
    const [a, b] = [await player(), await player()];
    const deposit = await skinDeposit(a);
    const until = inDays(3);
    await protectUntil(deposit.id, until);
    const part = Math.floor(deposit.gems / 2);
    expect((await tip(a, b, part)).status).toBe(200);

    expect(await heldBy(b)).toEqual({ [deposit.id]: part });
    expect(await heldBy(a)).toEqual({ [deposit.id]: deposit.gems - part });
    await expectWaitUntil(b, until);
    const toB = await withdraw(b);
    expect(toB.body.error.message).toContain('a skin deposit your gems came from');
    await expectWaitUntil(a, until);
    // The other way out, a skin bought with the gems, waits too.
    const page = await t.app.services.catalogue.search({
      minPrice: 200,
      maxPrice: 5_000,
      sort: 'price-asc',
      limit: 1,
    });
    const bought = await b.client.post('/api/steam/skins', { data: { itemId: page.items[0]!.id } });
    expect(bought.status).toBe(200);
    const skinOut = await b.client.post('/api/steam/withdraw', {
      data: { skinIds: [bought.body.skin.id] },
    });
    expect(skinOut.status).toBe(403);
    expect(skinOut.body.error.code).toBe('TRADE_PROTECTED');

    await protectUntil(deposit.id, past());
    expect(await heldBy(b)).toEqual({});
    await expectWithdrawn(b);
    await expectWithdrawn(a);
  });

  it('holds no more than the protected value: the rest of a tip, and later tips, are free', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const deposit = await skinDeposit(a);
    const free = (await balanceOf(a.client)) - deposit.gems;
    expect(free).toBeGreaterThan(2_000); // the demo's starting gems
    expect((await tip(a, b, deposit.gems + 1_000)).status).toBe(200);
    expect(await heldBy(b)).toEqual({ [deposit.id]: deposit.gems });
    // The whole protected value went to B: A and whoever A tips next owe Steam nothing.
    expect(await heldBy(a)).toEqual({});
    expect((await tip(a, c, 500)).status).toBe(200);
    expect(await heldBy(c)).toEqual({});
    await expectWithdrawn(a);
    await expectWithdrawn(c);
    await expectWaitUntil(b, deposit.until);
  });

  it('two tips at once carry no more than the protected value between them', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const deposit = await skinDeposit(a);
    const amount = Math.floor(deposit.gems * 0.75);
    const [toB, toC] = await Promise.all([tip(a, b, amount), tip(a, c, amount)]);
    expect([toB.status, toC.status]).toEqual([200, 200]);
    const [heldB, heldC] = [(await heldBy(b))[deposit.id] ?? 0, (await heldBy(c))[deposit.id] ?? 0];
    expect(heldB + heldC).toBe(deposit.gems);
    expect([heldB, heldC].sort((x, y) => x - y)).toEqual([deposit.gems - amount, amount]);
    expect(await heldBy(a)).toEqual({});
  });

  it('a reversal of the deposit leaves the carried protection running, and names it', async () => {
    const [a, b] = [await player(), await player()];
    const deposit = await skinDeposit(a);
    const balance = await balanceOf(a.client);
    // A tips everything away, the deposit's gems with it: the reversal finds nothing to take.
    expect((await tip(a, b, balance)).status).toBe(200);
    const [row] = await queryRows<{ offer_id: string }>(
      t.app.services.db,
      sql`SELECT offer_id FROM skin_deposits WHERE id = ${deposit.id}`,
    );
    provider.settle(row!.offer_id, 'REVERSED', 'The trade was reversed on Steam');
    expect(await t.app.services.skinDeposits.poll()).toContain('reversed');

    const [reversed] = await queryRows<{ status: string; shortfall: number }>(
      t.app.services.db,
      sql`SELECT status, shortfall::int AS shortfall FROM skin_deposits WHERE id = ${deposit.id}`,
    );
    expect(reversed).toEqual({ status: 'REVERSED', shortfall: deposit.gems });
    // B still waits the whole window out, and the freeze's record names who holds what.
    expect(await heldBy(b)).toEqual({ [deposit.id]: deposit.gems });
    await expectWaitUntil(b, deposit.until);
    const [audit] = await queryRows<{ details: { carriedOn: unknown } }>(
      t.app.services.db,
      sql`SELECT details FROM audit_log WHERE action = 'cashier.skins.freeze'
          AND target_id = ${a.user.id}`,
    );
    expect(audit!.details.carriedOn).toEqual([
      { userId: b.user.id, pool: null, amount: deposit.gems },
    ]);
  });
});

async function flipped(id: string): Promise<CoinFlipGame> {
  for (let tries = 0; tries < 400; tries++) {
    const game = (await new Client(t.url, t.origin).get(`/api/games/coinflip/${id}`)).body
      .game as CoinFlipGame;
    if (game.state === 'FLIPPED') return game;
    await pause(25);
  }
  throw new Error(`coin flip ${id} never flipped`);
}

describe('trade protection carried by a pot', () => {
  it("a coin flip won by a friend hands the winner the loser's protected stake", async () => {
    const [a, b] = [await player(), await player()];
    const [depositA, depositB] = [await skinDeposit(a), await skinDeposit(b)];
    const [untilA, untilB] = [inDays(2), inDays(5)];
    await protectUntil(depositA.id, untilA);
    await protectUntil(depositB.id, untilB);
    const stake = Math.min(depositA.gems, depositB.gems, 10_000);
    const created = await a.client.post('/api/games/coinflip', { amount: stake, side: 'T' });
    expect(created.status).toBe(200);
    const id = created.body.game.id as string;
    expect((await b.client.post(`/api/games/coinflip/${id}/join`)).status).toBe(200);
    const game = await flipped(id);

    const [winner, loser] = game.winner === 'joiner' ? [b, a] : [a, b];
    const [won, lost] = game.winner === 'joiner' ? [depositB, depositA] : [depositA, depositB];
    expect(await heldBy(winner)).toEqual({ [won.id]: won.gems, [lost.id]: stake });
    expect(await heldBy(loser)).toEqual(lost.gems > stake ? { [lost.id]: lost.gems - stake } : {});
    // The winner waits for the later of the two windows, whichever was whose.
    await expectWaitUntil(winner, untilB);

    await protectUntil(depositA.id, past());
    await protectUntil(depositB.id, past());
    await expectWithdrawn(winner);
    await expectWithdrawn(loser);
  }, 60_000);
});

describe('trade protection carried by a pot with a bot seat', () => {
  it("goes to the players' payouts in proportion; the bot's share of it simply ends", async () => {
    const [a, b] = [await player(), await player()];
    const deposit = await skinDeposit(a);
    const stake = Math.min(deposit.gems, 1_000);
    // A room game's or battle's settlement: A's stake lost, B and the bot paid alike.
    await transact(t.app.services.db, (tx) =>
      t.app.services.wallet.carrySharedPot(tx, {
        kind: 'room-game',
        reference: randomUUID(),
        seats: [
          { userId: a.user.id, stake, payout: 0 },
          { userId: b.user.id, stake, payout: stake },
          { userId: null, stake, payout: stake },
        ],
      }),
    );
    expect(await heldBy(b)).toEqual({ [deposit.id]: Math.ceil(stake / 2) });
    expect(await heldBy(a)).toEqual(
      deposit.gems > stake ? { [deposit.id]: deposit.gems - stake } : {},
    );
  });
});

describe('trade protection carried by the rain', () => {
  it('goes into the pool with a rain tip and out to whoever catches the rain', async () => {
    const a = await player();
    const b = await player();
    const deposit = await skinDeposit(a);
    const socket = await b.client.socket();
    sockets.push(socket);
    await setLevel(t, b.user.id, 3);
    await say(socket, 'make it rain');
    const rain = await a.client.post('/api/rain/tip', {
      amount: deposit.gems,
      idempotencyKey: randomUUID(),
    });
    expect(rain.status).toBe(200);
    expect(await heldBy(a)).toEqual({});

    const round = await t.app.services.rain.payRound(1_000);
    expect(round.recipients).toEqual([b.user.id]);
    // B's share of the pool takes that share of the deposit's protection (all of it here).
    const share = Math.ceil((deposit.gems * round.share) / round.pool);
    expect(await heldBy(b)).toEqual({ [deposit.id]: share });
    await expectWaitUntil(b, deposit.until);
    await expectWithdrawn(a);

    await protectUntil(deposit.id, past());
    await expectWithdrawn(b);
  });
});
