import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { GIVEN_BACK_SQL } from '../../src/server/domain/accruals/settledWagerSql';
import type { OpenBooks, OpenBooksRow } from '../../src/shared/contract/openBooks';
import { gameSuite } from '../helpers/gameSuite';
import { nextEvent } from '../helpers/testApp';
import { makeCase } from '../helpers/testCases';
import { wager } from '../helpers/racePlayers';
import { xpForTier } from '../helpers/wheel';
import { spinMoments } from '../../src/server/domain/openBooks/spinMoments';
import { OpenBooks as OpenBooksStep } from '../../src/server/domain/openBooks/openBooks';

// The open books through HTTP and the socket: bets of several games folded into figures
// that equal a direct sum over the bets, in each window, and a ledger whose kinds sum to 0.

const suite = gameSuite();
const { player } = suite;

interface Sums {
  bets: number;
  wagered: number;
  paid: number;
}

/** The figures straight from the bets, by game, over settled wagers since `since`. */
async function betSums(since: string): Promise<Record<string, Sums>> {
  const rows = await queryRows<{ game: string; bets: number; wagered: number; paid: number }>(
    suite.t.app.services.db,
    sql`SELECT b.game, count(*)::int AS bets, sum(b.amount)::int AS wagered,
               sum(b.payout)::int AS paid
          FROM bets b WHERE b.settled_at >= ${since}::timestamptz AND NOT ${sql.raw(GIVEN_BACK_SQL)}
         GROUP BY b.game`,
  );
  return Object.fromEntries(rows.map(({ game, ...sums }) => [game, sums]));
}

/** A new player's `count` even-money dice bets of 1.00, one after another: their ids. */
async function diceBetIds(count: number): Promise<string[]> {
  const { client } = await player();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    ids.push(res.body.bet.id as string);
  }
  return ids;
}

/** The open books' rows added up by game. */
function byGame(rows: readonly OpenBooksRow[]): Record<string, Sums> {
  const out: Record<string, Sums> = {};
  for (const row of rows) {
    const sums = (out[row.game] ??= { bets: 0, wagered: 0, paid: 0 });
    sums.bets += row.bets;
    sums.wagered += row.wagered;
    sums.paid += row.paid;
  }
  return out;
}

async function playSeveralGames() {
  const { client } = await player();
  for (const target of [5000, 2000, 9000])
    expect(
      (await client.post('/api/games/dice/bet', { amount: 100, target, direction: 'over' })).status,
    ).toBe(200);
  for (const [rows, risk] of [
    [8, 'low'],
    [12, 'high'],
    [8, 'low'],
  ] as const)
    expect((await client.post('/api/games/plinko/bet', { amount: 50, rows, risk })).status).toBe(
      200,
    );
  expect((await client.post('/api/games/mines/start', { amount: 100, mines: 3 })).status).toBe(200);
  await client.post('/api/games/mines/reveal', { tile: 0 });
  // Cashed out, or refused when the first tile was a mine: settled either way.
  await client.post('/api/games/mines/cashout');
  const box = await makeCase(suite.t);
  expect((await client.post(`/api/cases/${box.slug}/open`, { count: 2 })).status).toBe(200);
  return client;
}

/** The wheel's spins straight from wheel_spins, by tier, since `since`. */
async function spinSums(since: string): Promise<Record<number, { spins: number; paid: number }>> {
  const rows = await queryRows<{ tier: number; spins: number; paid: number }>(
    suite.t.app.services.db,
    sql`SELECT tier::int AS tier, count(*)::int AS spins, sum(prize)::int AS paid
          FROM wheel_spins WHERE spun_at >= ${since}::timestamptz GROUP BY tier`,
  );
  return Object.fromEntries(rows.map(({ tier, ...sums }) => [tier, sums]));
}

/** The open books' wheel rows, by tier. */
function byTier(rows: OpenBooks['wheel']['all']): Record<number, { spins: number; paid: number }> {
  return Object.fromEntries(rows.map((row) => [row.tier, { spins: row.spins, paid: row.paid }]));
}

describe('the open books', () => {
  it('equal a direct sum over the settled bets in every window, and the ledger sums to zero', async () => {
    const client = await playSeveralGames();
    const { db, openBooks } = suite.t.app.services;
    // Two dice bets moved back in time: one 3 days (30 days, not 24 hours), one 40 days.
    await queryRows(
      db,
      sql`UPDATE bets SET settled_at = now() - interval '3 days'
      WHERE id = (SELECT id FROM bets WHERE game = 'dice' ORDER BY created_at LIMIT 1)`,
    );
    await queryRows(
      db,
      sql`UPDATE bets SET settled_at = now() - interval '40 days'
      WHERE id = (SELECT id FROM bets WHERE game = 'dice' ORDER BY created_at DESC LIMIT 1)`,
    );
    expect(await openBooks.drain()).toBeGreaterThan(0);
    const res = await client.get('/api/open-books');
    expect(res.status).toBe(200);
    const books = res.body as OpenBooks;

    const now = Date.now();
    const day = 86_400_000;
    const hour = 3_600_000;
    const all = await betSums('1970-01-01T00:00:00Z');
    expect(Object.keys(all).sort()).toEqual(['case-unbox', 'dice', 'mines', 'plinko']);
    expect(byGame(books.periods.all)).toEqual(all);
    const days30 = new Date(Math.floor(now / day) * day - 29 * day).toISOString();
    expect(byGame(books.periods.days30)).toEqual(await betSums(days30));
    const hours24 = new Date(Math.floor(now / hour) * hour - 23 * hour).toISOString();
    expect(byGame(books.periods.hours24)).toEqual(await betSums(hours24));
    expect(byGame(books.periods.all).dice!.bets).toBe(3);
    expect(byGame(books.periods.days30).dice!.bets).toBe(2);
    expect(byGame(books.periods.hours24).dice!.bets).toBe(1);

    // Options as the issue names them, each with its declared return and interval.
    const options = books.periods.all.map((row) => `${row.game}/${row.option}`);
    expect(options).toEqual(
      expect.arrayContaining([
        'dice/dice',
        'plinko/8 rows, low',
        'plinko/12 rows, high',
        'mines/3 mines',
      ]),
    );
    const dice = books.periods.all.find((row) => row.game === 'dice')!;
    expect(dice.declaredReturn).toBeCloseTo(0.99, 9);
    expect(dice.realisedReturn).toBeCloseTo(dice.paid / dice.wagered, 12);
    expect(dice.interval[0]).toBeLessThan(0.99);
    expect(dice.interval[1]).toBeGreaterThan(0.99);

    // Each kind of account equals its entries; together they are zero.
    const entries = await queryRows<{ kind: string; total: number }>(
      db,
      sql`SELECT a.kind, sum(e.amount)::int AS total FROM wallet_entries e
            JOIN wallet_accounts a ON a.id = e.account_id GROUP BY a.kind`,
    );
    const shown = Object.fromEntries(books.ledger.accounts.map((a) => [a.kind, a.balance]));
    for (const { kind, total } of entries)
      expect(
        kind === 'cashier' ? shown.cashier! + shown['pending-withdrawals']! : shown[kind],
      ).toBe(total);
    expect(books.ledger.sum).toBe(0);
    expect(books.ledger.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
    expect(Object.keys(shown)).toEqual(
      expect.arrayContaining([
        'user',
        'vault',
        'pending-withdrawals',
        'house',
        'cashier',
        'promo',
        'jackpot',
        'rain',
      ]),
    );
    expect(books.jackpot.pool).toBe(shown.jackpot);

    // Folding again finds nothing: each bet and entry counts once.
    expect(await openBooks.drain()).toBe(0);
  });

  it('fold a backlog in one timer step, batch after full batch, each bet once', async () => {
    const { db, events, gameRegistry, openBooks } = suite.t.app.services;
    await openBooks.drain();
    const ids = await diceBetIds(3);
    // Stamped accrued as they settled (as a free case is): the books' own step takes them.
    await queryRows(db, sql`UPDATE bets SET accrued_at = now() WHERE id IN ${ids}`);
    const oneAtATime = new OpenBooksStep(db, gameRegistry, events, {
      intervalMs: 1_000,
      batchSize: 1,
      awaitReveal: false,
    });
    const before = byGame((await openBooks.figures(Date.now() + 60_000)).periods.all).dice!.bets;
    await oneAtATime.foldDue();
    expect(await openBooks.drain()).toBe(0);
    const after = byGame((await openBooks.figures(Date.now() + 120_000)).periods.all).dice!.bets;
    expect(after).toBe(before + 3);
  });

  it('fold each wager once, whichever step stamped it first', async () => {
    const { db, openBooks, accruals } = suite.t.app.services;
    await openBooks.drain();
    let reads = 10;
    const diceBets = async () =>
      byGame((await openBooks.figures(Date.now() + 60_000 * ++reads)).periods.all).dice!.bets;
    const before = await diceBets();
    const ids = await diceBetIds(4);
    const [bookedOnly, accruedOnly, stampedNow] = ids;
    // Rows as an earlier version left them, each step with its own stamp. One booked (by the
    // books' own step, so counted) and not accrued yet: it must not count again.
    await queryRows(db, sql`UPDATE bets SET accrued_at = now() WHERE id = ${bookedOnly}`);
    expect(await openBooks.foldOnce()).toBeGreaterThan(0);
    await queryRows(db, sql`UPDATE bets SET accrued_at = NULL WHERE id = ${bookedOnly}`);
    expect(await diceBets()).toBe(before + 1);
    // One accrued and not booked: the books' own step still owes it.
    await queryRows(db, sql`UPDATE bets SET accrued_at = now() WHERE id = ${accruedOnly}`);
    // The accrual step alone folds the wagers it takes, stamping them booked as it goes.
    expect(await accruals.drain()).toBe(3);
    const [stamped] = await queryRows<{ accrued: boolean; booked: boolean }>(
      db,
      sql`SELECT accrued_at IS NOT NULL AS accrued, booked_at IS NOT NULL AS booked
            FROM bets WHERE id = ${stampedNow}`,
    );
    expect(stamped).toEqual({ accrued: true, booked: true });
    expect(await diceBets()).toBe(before + 3);
    // The books' own step takes the one accrued before, and nothing else.
    expect(await openBooks.drain()).toBeGreaterThan(0);
    expect(await diceBets()).toBe(before + 4);
    const unstamped = await queryRows(
      db,
      sql`SELECT id FROM bets WHERE id IN ${ids} AND (accrued_at IS NULL OR booked_at IS NULL)`,
    );
    expect(unstamped).toEqual([]);
  });

  it('tell the open-books channel once a second at most, with the new figures', async () => {
    const { client } = await player();
    const socket = await client.socket();
    try {
      expect(await socket.emitWithAck('open-books.subscribe')).toBe(true);
      const { openBooks } = suite.t.app.services;
      await openBooks.drain();
      const before = byGame((await client.get('/api/open-books')).body.periods.all).dice?.bets ?? 0;
      for (let i = 0; i < 2; i++)
        await client.post('/api/games/dice/bet', { amount: 100, target: 5000, direction: 'over' });
      const updates: unknown[] = [];
      socket.on('open-books.update', (update) => updates.push(update));
      const update = nextEvent<{ data: OpenBooks }>(socket, 'open-books.update', 5_000);
      await openBooks.drain();
      // A second fold within the same second: it rides on the same update.
      suite.t.app.services.events.emit('open-books.changed', {});
      const { data } = await update;
      expect(byGame(data.periods.all).dice!.bets).toBe(before + 2);
      expect(data.ledger.sum).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(updates).toHaveLength(1);
    } finally {
      socket.disconnect();
    }
  });

  it('fold the wheel’s spins once each, per spin, equal to a direct sum in every window', async () => {
    const { db, openBooks } = suite.t.app.services;
    await openBooks.drain();
    // Five players who played today spin once each; two of them at tier 2.
    const spinners = [];
    for (let i = 0; i < 5; i++) {
      const { client, user } = await player();
      await wager(client, 50_000);
      if (i < 2)
        await queryRows(db, sql`UPDATE users SET xp = ${xpForTier(2)} WHERE id = ${user.id}`);
      const res = await client.post('/api/wheel/spin');
      expect(res.status).toBe(200);
      spinners.push({ client, spin: res.body.spin as { id: string; prize: number; tier: number } });
    }
    expect(spinners.map((s) => s.spin.tier)).toEqual([2, 2, 0, 0, 0]);
    // One tier 0 spin 3 days back (30 days, not 24 hours), one 40 days back (all time only).
    await queryRows(
      db,
      sql`UPDATE wheel_spins SET spun_at = now() - interval '3 days' WHERE id = ${spinners[2]!.spin.id}`,
    );
    await queryRows(
      db,
      sql`UPDATE wheel_spins SET spun_at = now() - interval '40 days' WHERE id = ${spinners[3]!.spin.id}`,
    );
    expect(await openBooks.drain()).toBeGreaterThan(0);
    const books = (await spinners[0]!.client.get('/api/open-books')).body as OpenBooks;

    const now = Date.now();
    const day = 86_400_000;
    const hour = 3_600_000;
    const all = await spinSums('1970-01-01T00:00:00Z');
    expect(byTier(books.wheel.all)).toEqual(all);
    expect(byTier(books.wheel.all)[0]!.spins).toBeGreaterThanOrEqual(3);
    expect(byTier(books.wheel.all)[2]!.spins).toBeGreaterThanOrEqual(2);
    const days30 = new Date(Math.floor(now / day) * day - 29 * day).toISOString();
    expect(byTier(books.wheel.days30)).toEqual(await spinSums(days30));
    const hours24 = new Date(Math.floor(now / hour) * hour - 23 * hour).toISOString();
    expect(byTier(books.wheel.hours24)).toEqual(await spinSums(hours24));
    expect(byTier(books.wheel.all)[0]!.spins - byTier(books.wheel.hours24)[0]!.spins).toBe(2);
    expect(byTier(books.wheel.all)[0]!.spins - byTier(books.wheel.days30)[0]!.spins).toBe(1);

    // Per spin: the tier's declared prize, the realised mean, an interval from the table.
    for (const row of books.wheel.all) {
      const { mean, variance } = spinMoments(row.tier);
      expect(row.declaredMean).toBeCloseTo(mean, 9);
      expect(row.realisedMean).toBeCloseTo(row.paid / row.spins, 12);
      const spread = (2.5758293035489 * Math.sqrt(variance)) / Math.sqrt(row.spins);
      expect(row.interval[1]).toBeCloseTo(mean + spread, 9);
      expect(row.interval[0]).toBeCloseTo(Math.max(0, mean - spread), 9);
      expect(row.withinInterval).toBe(
        row.realisedMean >= row.interval[0] && row.realisedMean <= row.interval[1],
      );
    }
    // The spins are no bets: no row of theirs among the bets.
    expect(books.periods.all.some((row) => row.game === 'reward-wheel')).toBe(false);
    // The bets still equal their own sums, and folding again finds nothing.
    expect(byGame(books.periods.all)).toEqual(await betSums('1970-01-01T00:00:00Z'));
    expect(books.ledger.sum).toBe(0);
    expect(await openBooks.drain()).toBe(0);
  });
});
