import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { FROZEN_UNTIL } from '../../src/server/domain/cashier/deposits/accountFreeze';
import { SandboxDepositProvider } from '../../src/server/domain/cashier/skins/sandboxDepositProvider';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Skin deposits on PGlite, end to end over HTTP, on the demo's sandbox: its inventory (the
// same catalogue skins for every Steam account) and its deposit side, whose offers the test
// ends as a player or Steam would (accept, decline, expire, reverse). The poller is run by
// hand (services.skinDeposits.poll()). Every app's close verifies the ledger.

let t: TestApp;
let provider: SandboxDepositProvider;

beforeAll(async () => {
  const base = testConfig().skinDeposits;
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    // Offers are accepted only when a test says so; KYC level 1 above 150.00 gems of skins
    // in 30 days (two of the sandbox's skins pass under it, all of them over).
    skinDeposits: {
      ...base,
      provider: { kind: 'sandbox', acceptMs: 86_400_000 },
      kycLevels: [[15_000, 1]],
    },
  });
  provider = t.app.services.skinDeposits.provider as SandboxDepositProvider;
});
afterAll(async () => {
  await t?.close();
});

let partner = 900_000_000;
async function player(withTradeUrl = true) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  // Each player their own Steam account (the sandbox's asset ids follow it).
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${partner++}&token=P2YkRJOk`;
  if (withTradeUrl)
    expect((await client.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
  return { client, user };
}

interface Skin {
  assetId: string;
  marketName: string;
  value: number;
  gems: number;
}

async function inventoryOf(client: Client) {
  const res = await client.get('/api/cashier/skins/inventory');
  expect(res.status).toBe(200);
  return res.body as { rateBps: number; items: Skin[]; unavailable: number };
}

async function deposit(client: Client, skins: Skin[]) {
  const res = await client.post('/api/cashier/skins/deposit', {
    assetIds: skins.map((s) => s.assetId),
  });
  expect(res.status).toBe(200);
  return res.body.deposit as { id: string; offerId: string; status: string; gems: number };
}

const depositsOf = async (client: Client) =>
  (await client.get('/api/cashier/skins/deposits')).body.deposits;

async function state(id: string) {
  const [row] = await queryRows<{
    status: string;
    credits: number;
    reversals: number;
    amount: number;
    reversed: number;
    shortfall: number;
  }>(
    t.app.services.db,
    sql`SELECT d.status, d.amount::int AS amount, d.reversed::int AS reversed,
               d.shortfall::int AS shortfall,
               (SELECT count(*)::int FROM wallet_transfers
                WHERE kind = 'skin-deposit' AND reference = ${id}) AS credits,
               (SELECT count(*)::int FROM wallet_transfers
                WHERE kind = 'skin-reversal' AND reference = ${id}) AS reversals
        FROM skin_deposits d WHERE d.id = ${id}`,
  );
  return row!;
}

async function noticesOf(userId: string) {
  return queryRows<{ type: string; title: string }>(
    t.app.services.db,
    sql`SELECT n.type, n.title FROM notifications n
        WHERE ${userId}::uuid = ANY(n.target_user_ids) ORDER BY n.created_at, n.type DESC`,
  );
}

describe('the depositable inventory', () => {
  it('lists tradable catalogue skins with their value and the gems each brings at the rate', async () => {
    const { client } = await player();
    const inventory = await inventoryOf(client);
    expect(inventory.rateBps).toBe(9_000);
    expect(inventory.items.length).toBeGreaterThan(3);
    // The sandbox's held skin (not tradable) and its Well-Worn and Battle-Scarred skins (the
    // catalogue's Field-Tested price would overvalue them) are left out and counted.
    expect(inventory.unavailable).toBe(3);
    expect(inventory.items.map((skin) => skin.marketName)).not.toContain(
      'P250 | Asiimov (Battle-Scarred)',
    );
    for (const skin of inventory.items) {
      expect(skin.value).toBeGreaterThan(0);
      expect(skin.gems).toBe(Math.floor((skin.value * 9_000) / 10_000));
    }
    const sorted = [...inventory.items].sort((a, b) => b.value - a.value);
    expect(inventory.items).toEqual(sorted);
  });

  it('asks for a trade URL first, and a session', async () => {
    const { client } = await player(false);
    const res = await client.get('/api/cashier/skins/inventory');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NO_TRADE_URL');
    const anonymous = new Client(t.url, t.origin);
    expect((await anonymous.get('/api/cashier/skins/inventory')).status).toBe(401);
  });
});

describe('a skin deposit', () => {
  it('sends an offer; the completed trade credits once with STEAM_DEPOSIT_COMPLETED', async () => {
    const { client, user } = await player();
    const start = await balanceOf(client);
    const skins = (await inventoryOf(client)).items.slice(0, 2);
    const gems = skins[0]!.gems + skins[1]!.gems;
    const opened = await deposit(client, skins);
    expect(opened).toMatchObject({ status: 'SENT', gems });
    expect(await balanceOf(client)).toBe(start); // nothing before the trade completes

    // A second deposit waits for the first offer.
    const second = await client.post('/api/cashier/skins/deposit', {
      assetIds: [(await inventoryOf(client)).items[2]!.assetId],
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('DEPOSIT_IN_FLIGHT');

    expect(await t.app.services.skinDeposits.poll()).not.toContain('credited'); // still waiting
    provider.settle(opened.offerId, 'ACCEPTED');
    await t.app.services.skinDeposits.poll();
    expect(await balanceOf(client)).toBe(start + gems);
    const [row] = await depositsOf(client);
    expect(row).toMatchObject({ status: 'COMPLETED', amount: gems, bonus: 0, held: 0 });
    expect(new Date(row.protectedUntil).getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    expect((await noticesOf(user.id)).map((n) => n.type)).toEqual([
      'STEAM_TRADE_OFFER_SENT',
      'STEAM_DEPOSIT_COMPLETED',
    ]);

    // The same news again (a later poll, under protection) changes nothing.
    await t.app.services.skinDeposits.poll();
    const replay = await t.app.services.skinDeposits.applyUpdate({
      offerId: opened.offerId,
      state: 'ACCEPTED',
      reason: null,
    });
    expect(replay.outcome).toBe('unchanged');
    expect(await balanceOf(client)).toBe(start + gems);
    expect(await state(opened.id)).toMatchObject({ credits: 1, status: 'COMPLETED' });
  });

  it('holds withdrawals until the trade protection ends, then the wagering rule applies', async () => {
    const { client, user } = await player();
    const { code } = await enableTwoFactor(client);
    const opened = await deposit(client, (await inventoryOf(client)).items.slice(0, 1));
    provider.settle(opened.offerId, 'ACCEPTED');
    await t.app.services.skinDeposits.poll();
    const withdraw = () =>
      client.post('/api/cashier/crypto/withdraw', {
        amount: 1_000,
        symbol: 'BTC',
        blockchain: 'BTC',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        code: code(),
      });
    const before = await balanceOf(client);
    // The trade can still be reversed: the gems play, but nothing leaves.
    const held = await withdraw();
    expect(held.status).toBe(403);
    expect(held.body.error.code).toBe('TRADE_PROTECTED');
    expect(held.body.error.message).toMatch(
      /^Withdrawals wait until \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    // Protection over (the row's end moved to the past): the deposit's wagering rule speaks.
    await t.app.services.db.execute(
      sql`UPDATE skin_deposits SET protected_until = now() - interval '1 second'
          WHERE user_id = ${user.id}`,
    );
    const unwagered = await withdraw();
    expect(unwagered.body.error.code).toBe('WAGER_REQUIRED');
    expect(await balanceOf(client)).toBe(before);
  });

  it('refuses skins not in the inventory, and bad bodies', async () => {
    const { client } = await player();
    const stranger = await client.post('/api/cashier/skins/deposit', { assetIds: ['123'] });
    expect(stranger.status).toBe(409);
    expect(stranger.body.error.code).toBe('SKIN_NOT_DEPOSITABLE');
    for (const body of [{ assetIds: [] }, { assetIds: ['x1'] }, { assetIds: ['1', '1'] }, {}])
      expect((await client.post('/api/cashier/skins/deposit', body)).status).toBe(400);
    expect(await depositsOf(client)).toEqual([]);
  });

  it.each([
    ['DECLINED', 'declined', 'The trade offer was declined'],
    ['EXPIRED', 'expired', 'The trade offer expired'],
  ] as const)('a %s offer credits nothing and says so', async (ending, outcome, reason) => {
    const { client, user } = await player();
    const start = await balanceOf(client);
    const opened = await deposit(client, (await inventoryOf(client)).items.slice(0, 1));
    provider.settle(opened.offerId, ending);
    expect(await t.app.services.skinDeposits.poll()).toContain(outcome);
    expect(await balanceOf(client)).toBe(start);
    expect(await depositsOf(client)).toMatchObject([{ status: ending, amount: 0, reason }]);
    expect((await noticesOf(user.id)).at(-1)).toEqual({
      type: 'STEAM_TRADE_OFFER_CANCELLED',
      title: 'Deposit not completed',
    });
    // A later acceptance of the ended offer credits nothing; a new deposit may start.
    provider.settle(opened.offerId, 'ACCEPTED');
    expect(
      (
        await t.app.services.skinDeposits.applyUpdate({
          offerId: opened.offerId,
          state: 'ACCEPTED',
          reason: null,
        })
      ).outcome,
    ).toBe('unchanged');
    expect(await balanceOf(client)).toBe(start);
    expect(await state(opened.id)).toMatchObject({ credits: 0 });
    await deposit(client, (await inventoryOf(client)).items.slice(1, 2));
  });

  it('a trade reversed under protection takes the gems back once and freezes the account', async () => {
    const { client, user } = await player();
    const start = await balanceOf(client);
    const opened = await deposit(client, (await inventoryOf(client)).items.slice(0, 1));
    provider.settle(opened.offerId, 'ACCEPTED');
    await t.app.services.skinDeposits.poll();
    expect(await balanceOf(client)).toBe(start + opened.gems);

    provider.settle(opened.offerId, 'REVERSED', 'The trade was reversed on Steam');
    expect(await t.app.services.skinDeposits.poll()).toContain('reversed');
    // Read in the database: the frozen account's sessions ended.
    expect(await state(opened.id)).toMatchObject({
      status: 'REVERSED',
      credits: 1,
      reversals: 1,
      reversed: opened.gems,
      shortfall: 0,
    });
    expect((await client.get('/api/users/me')).status).toBe(401);
    const [u] = await queryRows<{ balance: number; banned_until: Date }>(
      t.app.services.db,
      sql`SELECT a.balance::int AS balance, u.banned_until FROM users u
          JOIN wallet_accounts a ON a.user_id = u.id WHERE u.id = ${user.id}`,
    );
    expect(u!.balance).toBe(start);
    expect(new Date(u!.banned_until).toISOString()).toBe(FROZEN_UNTIL.toISOString());
    // Replayed: nothing more is taken.
    const again = await t.app.services.skinDeposits.applyUpdate({
      offerId: opened.offerId,
      state: 'REVERSED',
      reason: null,
    });
    expect(again.outcome).toBe('unchanged');
    expect(await state(opened.id)).toMatchObject({ reversals: 1 });
    expect((await noticesOf(user.id)).at(-1)).toEqual({
      type: 'STEAM_TRADE_OFFER_CANCELLED',
      title: 'Deposit reversed',
    });
  });

  it('a reversal the balance cannot cover takes what is there and records the shortfall', async () => {
    const { client } = await player();
    const opened = await deposit(client, (await inventoryOf(client)).items.slice(0, 1));
    provider.settle(opened.offerId, 'ACCEPTED');
    await t.app.services.skinDeposits.poll();
    const balance = await balanceOf(client);
    const vaulted = await client.post('/api/vault/deposit', {
      amount: balance - 100,
      idempotencyKey: randomUUID(),
    });
    expect(vaulted.status).toBe(200);
    provider.settle(opened.offerId, 'REVERSED');
    await t.app.services.skinDeposits.poll();
    expect(await state(opened.id)).toMatchObject({
      status: 'REVERSED',
      reversed: 100,
      shortfall: opened.gems - 100,
    });
    const [{ balance: left }] = (await queryRows<{ balance: number }>(
      t.app.services.db,
      sql`SELECT a.balance::int AS balance FROM wallet_accounts a
          JOIN skin_deposits d ON d.user_id = a.user_id WHERE d.id = ${opened.id}`,
    )) as [{ balance: number }];
    expect(left).toBe(0);
  });

  it('a trade completed after the player excluded themselves is held whole; its reversal takes the held gems', async () => {
    const { client, user } = await player();
    const start = await balanceOf(client);
    const opened = await deposit(client, (await inventoryOf(client)).items.slice(0, 1));
    expect(
      (await client.post('/api/responsible-gambling/self-exclusion', { data: { period: '24h' } }))
        .status,
    ).toBe(200);
    provider.settle(opened.offerId, 'ACCEPTED');
    expect(await t.app.services.skinDeposits.poll()).toContain('credited');
    expect(await balanceOf(client)).toBe(start);
    const [held] = await depositsOf(client);
    expect(held).toMatchObject({ status: 'HELD', amount: 0, held: opened.gems });
    expect(held.reason).toMatch(/held for review: you/);
    expect((await noticesOf(user.id)).at(-1)).toEqual({
      type: 'STEAM_DEPOSIT_COMPLETED',
      title: 'Deposit held for review',
    });
    provider.settle(opened.offerId, 'REVERSED');
    await t.app.services.skinDeposits.poll();
    expect(await state(opened.id)).toMatchObject({
      status: 'REVERSED',
      reversals: 0,
      reversed: opened.gems,
      shortfall: 0,
    });
  });

  it('checks self-exclusion, deposit limits and KYC before any offer is sent', async () => {
    const { client } = await player();
    const items = (await inventoryOf(client)).items;
    const limit = await client.post('/api/responsible-gambling/limits', {
      data: { kind: 'deposit', period: 'day', amount: 1 },
    });
    expect(limit.status).toBe(200);
    const over = await client.post('/api/cashier/skins/deposit', { assetIds: [items[0]!.assetId] });
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('LIMIT_REACHED');

    const { client: big, user: bigUser } = await player();
    const all = (await inventoryOf(big)).items.map((i) => i.assetId);
    const kyc = await big.post('/api/cashier/skins/deposit', { assetIds: all });
    expect(kyc.status).toBe(403);
    expect(kyc.body.error.code).toBe('KYC_REQUIRED');
    expect(kyc.body.error.message).toMatch(
      /^Depositing more than 150\.00 gems in skins in 30 days needs KYC level 1 \(/,
    );
    // With the level, the same deposit is sent.
    await t.app.services.db.execute(sql`UPDATE users SET kyc_level = 1 WHERE id = ${bigUser.id}`);
    expect((await big.post('/api/cashier/skins/deposit', { assetIds: all })).status).toBe(200);

    expect(
      (await client.post('/api/responsible-gambling/self-exclusion', { data: { period: '24h' } }))
        .status,
    ).toBe(200);
    const excluded = await client.post('/api/cashier/skins/deposit', {
      assetIds: [items[0]!.assetId],
    });
    expect(excluded.status).toBe(403);
    expect(excluded.body.error.code).toBe('SELF_EXCLUDED');
    expect(await depositsOf(client)).toEqual([]);
  });
});
