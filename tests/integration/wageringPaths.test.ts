import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { type HolderRole, MONEY_HOLDERS } from '../../src/server/domain/wallet/requirement/holders';
import { POT_GAMES } from '../../src/server/domain/wallet/requirement/potGames';
import type { PoolKind } from '../../src/server/domain/wallet/walletTypes';
import type { CaseBattle } from '../../src/shared/contract';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import { operatorClient, twoFactorPlayer } from '../helpers/cryptoCashier';
import { pause } from '../helpers/notificationProbe';
import { makeCase } from '../helpers/testCases';
import { type Client, type TestApp, startTestApp } from '../helpers/testApp';

// Every way gems move between players, taken from the wallet's own lists: each holder a
// player's gems can move to (holders.ts) and each game whose stakes share a pot (potGames.ts).
// For each, a deposit of 119.00 on A moves to B by that path, and B's withdrawal is refused
// until it is wagered. A holder or pot game with no scenario here fails the test.
let t: TestApp;
let operator: Client;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    cryptoCashier: { ...testConfig().cryptoCashier, approvalAbove: 1_000_000 },
    rounds: {
      chainLength: 100,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
      caseBattleSpinMs: 200,
    },
  });
  operator = await operatorClient(t);
}, 300_000); // a loaded machine builds the app and its round chains slowly
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof twoFactorPlayer>>;

/** 1 LTC at 119.00 gems, confirmed at once: A owes 119.00 of wagering. */
async function depositOn(player: Player): Promise<void> {
  const address = await player.client.post('/api/cashier/crypto/deposit-address', {
    symbol: 'LTC',
    blockchain: 'LTC',
  });
  const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
    address: address.body.address.address,
    coinAmount: '1',
  });
  const done = await operator.post('/api/admin/cashier/sandbox/confirm', {
    reference: sent.body.txId,
    all: true,
  });
  expect(done.body.transaction.amount).toBe(11_900);
}

const withdraw = (player: Player) =>
  player.client.post('/api/cashier/crypto/withdraw', {
    amount: 1_000,
    symbol: 'LTC',
    blockchain: 'LTC',
    address: 'ltc1qg82hxkz3rn4w6dwzm0tq8l3j0d2',
    code: player.code(),
  });

async function expectRefused(player: Player, owed?: number) {
  const res = await withdraw(player);
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('WAGER_REQUIRED');
  if (owed !== undefined) expect(res.body.error.message).toContain(`Wager ${owed.toFixed(2)} more`);
}

const inWallet = <T>(work: Parameters<typeof transact<T>>[1]) => transact(t.app.services.db, work);
const wallet = () => t.app.services.wallet;

async function pair() {
  const a = await twoFactorPlayer(t);
  const b = await twoFactorPlayer(t);
  await depositOn(a);
  return { a, b };
}

/** How each role a holder plays is crossed by a deposit, and what must stop it. */
const byRole: Record<HolderRole, (holder: string) => Promise<void>> = {
  // Another player: a tip over HTTP, and any other kind the wallet moves between players.
  async player() {
    const { a, b } = await pair();
    const tip = await a.client.post('/api/users/tip', {
      recipient: b.user.id,
      amount: 6_000,
      idempotencyKey: randomUUID(),
    });
    expect(tip.status).toBe(200);
    const c = await twoFactorPlayer(t);
    await inWallet((tx) =>
      wallet().transferBetweenPlayers(tx, {
        fromUserId: a.user.id,
        toUserId: c.user.id,
        amount: 5_900,
        kind: 'any-new-kind',
      }),
    );
    await expectRefused(b, 60);
    await expectRefused(c, 59);
  },
  // A pool: in from A, out to B (the rain's tip and split, or any pool alike).
  async pool(holder) {
    const pool = holder as PoolKind;
    const { a, b } = await pair();
    await inWallet((tx) =>
      wallet().move(tx, {
        userId: a.user.id,
        amount: -11_900,
        counterparty: pool,
        kind: 'rain-tip',
      }),
    );
    await inWallet(async (tx) =>
      wallet().payFromPool(tx, {
        pool,
        kind: 'rain-payout',
        credits: [{ userId: b.user.id, amount: await wallet().poolBalance(tx, pool) }],
      }),
    );
    await expectRefused(b);
  },
  // The player's own vault: in and out wagers nothing.
  async own() {
    const { a } = await pair();
    await inWallet((tx) =>
      wallet().moveVault(tx, { userId: a.user.id, amount: 11_900, kind: 'vault-deposit' }),
    );
    await inWallet((tx) =>
      wallet().moveVault(tx, { userId: a.user.id, amount: -11_900, kind: 'vault-withdraw' }),
    );
    await expectRefused(a, 119);
  },
  // The cashier: the way out itself, for coins and for skins bought with the deposit.
  async outside() {
    const { a } = await pair();
    await expectRefused(a, 119);
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk';
    expect((await a.client.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
    const page = await t.app.services.catalogue.search({
      minPrice: 200,
      maxPrice: 5_000,
      sort: 'price-asc',
      limit: 1,
    });
    const bought = await a.client.post('/api/steam/skins', { data: { itemId: page.items[0]!.id } });
    expect(bought.status).toBe(200);
    const out = await a.client.post('/api/steam/withdraw', {
      data: { skinIds: [bought.body.skin.id] },
    });
    expect(out.status).toBe(403);
    expect(out.body.error.code).toBe('WAGER_REQUIRED');
  },
  // Operators fund gift cards and promo codes; no player can turn a deposit into one.
  async operator() {
    const { a } = await pair();
    const card = await a.client.post('/api/admin/gift-cards/batches', {
      count: 1,
      value: 11_900,
      expiresAt: null,
      note: 'laundry',
    });
    expect(card.status).toBe(403);
    const code = await a.client.post('/api/admin/promo-codes', {
      code: 'LAUNDRY',
      amount: 11_900,
      items: [],
      maxUses: 1,
      minLevel: 0,
      expiresAt: null,
    });
    expect(code.status).toBe(403);
  },
  // The house: a stake against it is the wager that pays the requirement off (pot games
  // that pass players' stakes through it are below).
  async house() {
    const { a } = await pair();
    const bet = await a.client.post('/api/games/dice/bet', {
      amount: 11_900,
      target: 200,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    expect((await withdraw(a)).status).toBe(200);
  },
};

async function coinFlipped(id: string): Promise<CoinFlipGame> {
  for (let tries = 0; tries < 400; tries++) {
    const game = (await operator.get(`/api/games/coinflip/${id}`)).body.game as CoinFlipGame;
    if (game.state === 'FLIPPED') return game;
    await pause(25);
  }
  throw new Error(`coin flip ${id} never flipped`);
}

async function battleDone(id: string): Promise<CaseBattle> {
  for (let tries = 0; tries < 600; tries++) {
    const battle = (await operator.get(`/api/case-battles/${id}`)).body.caseBattle as CaseBattle;
    if (battle.state === 'GAME_COMPLETED') return battle;
    await pause(50);
  }
  throw new Error(`battle ${id} never completed`);
}

/** Each pot game: A stakes from the deposit, B (demo gems only) plays against A. */
const byPotGame: Record<string, () => Promise<void>> = {
  async 'coin-flip'() {
    const { a, b } = await pair();
    const created = await a.client.post('/api/games/coinflip', { amount: 10_000, side: 'T' });
    expect(created.status).toBe(200);
    const id = created.body.game.id as string;
    expect((await b.client.post(`/api/games/coinflip/${id}/join`)).status).toBe(200);
    const game = await coinFlipped(id);
    // The winner holds A's deposit: refused whichever of the two it is.
    if (game.winner === 'joiner') await expectRefused(b, 100);
    else await expectRefused(a, 119);
  },
  async 'case-battle'() {
    const { a, b } = await pair();
    const box = await makeCase(t);
    const created = await a.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      cases: [{ caseId: box.id, amount: 3 }],
    });
    expect(created.status).toBe(200);
    const id = (created.body.caseBattle as CaseBattle)._id;
    expect((await b.client.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);
    await battleDone(id);
    const paid = await queryRows<{ user_id: string; payout: string }>(
      t.app.services.db,
      sql`SELECT user_id, payout FROM bets WHERE case_battle_id = ${id} AND payout > 0`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const { user_id } of paid) await expectRefused(user_id === b.user.id ? b : a);
  },
};

describe('unwagered deposits moved between players', () => {
  for (const [holder, role] of Object.entries(MONEY_HOLDERS))
    it(`cannot leave through ${holder} (${role})`, async () => {
      await byRole[role](holder);
    });

  for (const game of Object.keys(POT_GAMES))
    it(`cannot leave through a ${game} won against another player`, async () => {
      const scenario = byPotGame[game];
      expect(scenario, `no scenario for the pot game ${game}`).toBeDefined();
      await scenario!();
    }, 120_000);
});
