import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The back office's sorted lists: the server orders by the asked column and the id, and its
// cursor carries the order and the last row's position, so a list read page by page is the
// whole sorted list, with no row repeated or skipped, ties broken by the id.

let t: TestApp;
let op: Client;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  op = new Client(t.url, t.origin);
  const user = await op.register(`op_${randomUUID().slice(0, 8)}`);
  await grantRole(t.app.services.db, user.id, 'ADMIN');
});
afterAll(() => t.close());

const db = () => t.app.services.db;
type Row = Record<string, unknown> & { id: string | number };

/** Every page of a list in one order, as the screen loads them: each nextPageCursor in turn. */
async function walk(path: string, list: string, limit: number): Promise<Row[][]> {
  const pages: Row[][] = [];
  let cursor = '';
  for (let guard = 0; guard < 50; guard += 1) {
    const res = await op.get(`${path}&limit=${limit}${cursor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body[list]);
    if (!res.body.nextPageCursor) return pages;
    cursor = `&cursor=${res.body.nextPageCursor}`;
  }
  throw new Error('more pages than rows');
}

const compareIds = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The rows in (key, id) order, both ascending or both descending. */
function sortedBy(rows: Row[], key: (row: Row) => string | number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const byKey = typeof ka === 'number' ? ka - (kb as number) : ka < kb ? -1 : ka > kb ? 1 : 0;
    return sign * (byKey || compareIds(a.id, b.id));
  });
}

/** Pages of 2 and of 3 concatenate to exactly the list sorted, each page within its limit. */
async function expectSortedPages(
  path: string,
  list: string,
  key: (row: Row) => string | number,
  direction: 'asc' | 'desc',
  count: number,
) {
  for (const limit of [2, 3]) {
    const pages = await walk(path, list, limit);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
    const rows = pages.flat();
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size, 'no row twice').toBe(ids.length);
    expect(ids).toHaveLength(count);
    expect(ids).toEqual(sortedBy(rows, key, direction).map((row) => row.id));
  }
}

describe('GET /admin/users?sort', () => {
  it('pages every order to the whole sorted list, ties by id, to the microsecond', async () => {
    const tag = randomUUID().slice(0, 6).replace(/-/g, '');
    const names = ['delta', 'alpha', 'charlie', 'bravo', 'echo', 'foxtrot', 'golf'];
    const made: string[] = [];
    for (const name of names)
      made.push((await new Client(t.url, t.origin).register(`s${tag}${name}`)).id);
    // Three sign-ups in one instant, and two a tenth of a millisecond apart (finer than a JS date).
    await db().execute(
      sql`UPDATE users SET created_at = '2026-01-01 00:00:00.000100+00' WHERE id IN (${made[0]}, ${made[1]}, ${made[2]})`,
    );
    await db().execute(
      sql`UPDATE users SET created_at = '2026-01-01 00:00:00.000200+00' WHERE id = ${made[3]}`,
    );
    const exact = new Map(
      (
        await queryRows<{ id: string; at: string }>(
          db(),
          sql`SELECT id, extract(epoch FROM created_at) * 1000000 AS at FROM users WHERE username LIKE ${`s${tag}%`}`,
        )
      ).map((row) => [row.id, Number(row.at)]),
    );
    for (const direction of ['asc', 'desc'] as const) {
      await expectSortedPages(
        `/api/admin/users?q=s${tag}&sort=createdAt.${direction}`,
        'users',
        (row) => exact.get(row.id as string)!,
        direction,
        names.length,
      );
      await expectSortedPages(
        `/api/admin/users?q=s${tag}&sort=username.${direction}`,
        'users',
        (row) => String(row.username).toLowerCase(),
        direction,
        names.length,
      );
    }
  });

  it('refuses a bad sort, a forged cursor, one of another order, or before with a sort (400)', async () => {
    const first = await op.get('/api/admin/users?sort=username.asc&limit=1');
    expect(first.status).toBe(200);
    const cursor = first.body.nextPageCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const forged = Buffer.from(JSON.stringify(['username.asc', 'a', 'not-a-uuid'])).toString(
      'base64url',
    );
    for (const q of [
      'sort=email.asc',
      'sort=username',
      'sort=username.up',
      'cursor=not*base64',
      `cursor=${forged}`,
      `sort=createdAt.asc&cursor=${cursor}`,
      `sort=username.asc&before=${randomUUID()}`,
    ]) {
      const res = await op.get(`/api/admin/users?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('GET /admin/audit?sort', () => {
  it('pages by action and by the written order, ties by id', async () => {
    const tag = randomUUID().slice(0, 6);
    const actions = ['b', 'a', 'c', 'a', 'b', 'a', 'c', 'b'].map((a) => `srt_${tag}.${a}`);
    for (const action of actions)
      await db().execute(sql`INSERT INTO audit_log (action, target_id) VALUES (${action}, ${tag})`);
    for (const direction of ['asc', 'desc'] as const) {
      await expectSortedPages(
        `/api/admin/audit?action=srt_${tag}&sort=action.${direction}`,
        'rows',
        (row) => String(row.action),
        direction,
        actions.length,
      );
      await expectSortedPages(
        `/api/admin/audit?action=srt_${tag}&sort=id.${direction}`,
        'rows',
        (row) => row.id as number,
        direction,
        actions.length,
      );
    }
    // Without a sort the default is the written order, newest first, as before.
    const plain = await op.get(`/api/admin/audit?action=srt_${tag}`);
    const ids = plain.body.rows.map((row: Row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await op.get('/api/admin/audit?sort=actor.asc')).status).toBe(400);
  });
});

describe('GET /admin/cashier/transactions?sort', () => {
  it('pages by amount, time and player, ties by id', async () => {
    const tag = randomUUID().slice(0, 6).replace(/-/g, '');
    const players = [];
    for (const name of ['zed', 'amy', 'kim'])
      players.push(await new Client(t.url, t.origin).register(`c${tag}${name}`));
    const amounts = [500, 100, 500, 300, 100, 500, 200];
    for (const [i, amount] of amounts.entries()) {
      // Two rows share each instant, so the id decides between them.
      const at = `2026-02-01 00:00:0${Math.floor(i / 2)}.000500+00`;
      await db().execute(sql`
        INSERT INTO crypto_transactions
          (id, user_id, kind, status, provider, symbol, blockchain, address, coin_amount, amount, created_at)
        VALUES (${randomUUID()}, ${players[i % 3]!.id}, ${i % 2 ? 'DEPOSIT' : 'WITHDRAWAL'}, 'COMPLETED',
          'test', 'BTC', 'BTC', ${`addr-${tag}`}, '0.001', ${amount}, ${at})`);
    }
    const list = `/api/admin/cashier/transactions?q=c${tag}`;
    for (const direction of ['asc', 'desc'] as const) {
      await expectSortedPages(
        `${list}&sort=amount.${direction}`,
        'transactions',
        (row) => row.amount as number,
        direction,
        amounts.length,
      );
      await expectSortedPages(
        `${list}&sort=createdAt.${direction}`,
        'transactions',
        (row) => String(row.createdAt),
        direction,
        amounts.length,
      );
      await expectSortedPages(
        `${list}&sort=user.${direction}`,
        'transactions',
        (row) => (row.user as { username: string }).username.toLowerCase(),
        direction,
        amounts.length,
      );
    }
    expect((await op.get(`${list}&sort=status.asc`)).status).toBe(400);
  });
});
