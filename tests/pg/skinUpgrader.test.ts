import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playUpgrade } from '../../games/skin-upgrader/core';
import { skinUpgraderGame } from '../../games/skin-upgrader/game';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { CatalogueItems } from '../../src/server/domain/cases/catalogue/catalogueItems';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import { DomainEventBus } from '../../src/server/domain/events';
import { type GameServices, createGameServices } from '../../src/server/domain/games/gameServices';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

// The Skin Upgrader on PostgreSQL with 40 connections: bets of one player and of many really run
// at once, and none ever stakes what its balance no longer holds.

const KNIFE = { id: 'bayonet-fade', name: '★ Bayonet | Fade', price: 97_773 };

/** The snapshot, with the knife at a price the test knows. */
const feed: PriceFeed = {
  name: 'test prices',
  async prices(names) {
    const found = await new SnapshotPriceFeed().prices(names);
    found.set(KNIFE.name, KNIFE.price);
    return found;
  },
};

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let wallet: Wallet;
let games: GameServices;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 40 });
  const events = new DomainEventBus();
  wallet = new Wallet(events);
  games = createGameServices(handle.db, wallet, events, undefined, new CatalogueItems(feed, null));
});

afterAll(async () => {
  const report = await verifyLedger(handle.db);
  await handle.close();
  await scratch.drop();
  expect(report.problems).toEqual([]);
});

const balance = (userId: string) => wallet.balanceOf({ db: handle.db }, userId);
/** 1% at the knife: a win (1 in 100) pays 977.73 for 10.87. */
const ONE_PERCENT = { amount: 1_087, target: KNIFE.id, direction: 'under' } as const;

async function storedBets(userId: string) {
  return queryRows<{
    nonce: number;
    amount: number;
    payout: number;
    params: { chance: number; direction: 'under' | 'over'; target: { price: number } };
    server_seed: string;
    client_seed: string;
  }>(
    handle.db,
    sql`SELECT b.nonce, b.amount::int AS amount, b.payout::int AS payout, b.params,
               sp.server_seed, sp.client_seed
        FROM bets b JOIN seed_pairs sp ON sp.id = b.seed_pair_id
        WHERE b.user_id = ${userId} ORDER BY b.nonce`,
  );
}

describe('skin-upgrader bets on PostgreSQL', () => {
  it('never spend more than the balance, one player betting 40 times at once', async () => {
    const userId = await fundedPlayer(handle.db, wallet, 5_000);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        games.instantGames.bet(skinUpgraderGame, userId, ONE_PERCENT),
      ),
    );
    const accepted = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.bet] : []));
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    let running = 5_000;
    for (const b of [...accepted].sort((x, y) => x.fairness.nonce - y.fairness.nonce)) {
      running -= b.amount;
      expect(running).toBeGreaterThanOrEqual(0);
      running += b.payout;
    }
    expect(await balance(userId)).toBe(running);
    if (accepted.every((b) => b.payout === 0)) expect(accepted).toHaveLength(4);
    // Every stored bet is the core's outcome of its seeds and its kept terms.
    const stored = await storedBets(userId);
    expect(stored.map((b) => b.nonce)).toEqual(stored.map((_, i) => i));
    for (const b of stored) {
      const again = playUpgrade(
        { serverSeed: b.server_seed, clientSeed: b.client_seed, nonce: b.nonce },
        b.amount,
        b.params.target.price,
        b.params.direction,
      );
      expect(again.chance).toBe(b.params.chance);
      expect(again.payout).toBe(b.payout);
    }
  });

  it('keeps every player whole when many players bet at once', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, () => fundedPlayer(handle.db, wallet, 3_000)),
    );
    const results = await Promise.allSettled(
      players.flatMap((userId) =>
        Array.from({ length: 5 }, () =>
          games.instantGames.bet(skinUpgraderGame, userId, ONE_PERCENT),
        ),
      ),
    );
    for (const userId of players) {
      const stored = await storedBets(userId);
      let running = 3_000;
      for (const b of stored) {
        running -= b.amount;
        expect(running).toBeGreaterThanOrEqual(0);
        running += b.payout;
      }
      expect(await balance(userId)).toBe(running);
    }
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
  });
});
