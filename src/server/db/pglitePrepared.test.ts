import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf } from './transaction';
import { PglitePrepared } from './pglitePrepared';

let client: PGlite;
let prepared: PglitePrepared;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`
    CREATE TABLE item (
      id uuid PRIMARY KEY, n integer NOT NULL, big bigint, price numeric(12, 2), name text,
      tags text[], facts jsonb, at timestamptz, hot boolean, raw bytea
    );
  `);
  prepared = new PglitePrepared(client);
}, 60_000);
afterAll(() => client.close());

const INSERT = {
  name: 'test_item_insert',
  text: `INSERT INTO item (id, n, big, price, name, tags, facts, at, hot, raw)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
};
const BY_TAG = {
  name: 'test_item_by_tag',
  text: 'SELECT id, n, tags, facts, at FROM item WHERE $1 = ANY(tags) ORDER BY n',
};
const COUNT = { name: 'test_item_count', text: 'SELECT count(*)::int AS count FROM item' };

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const values = (n: number, tags: string[]) => [
  ID(n),
  n,
  9_007_199_254_740_991,
  '12.50',
  `it's "${n}"`,
  tags,
  { odds: [1, 2], note: null },
  new Date('2026-12-01T09:00:00.123Z'),
  n % 2 === 0,
  new Uint8Array([0, 255, n]),
];

describe('PGlite named statements', () => {
  it("answers every type as PGlite's own query() does", async () => {
    const [row] = await prepared.run<Record<string, unknown>>(INSERT, values(1, ['a', 'b']), false);
    const direct = await client.query('SELECT * FROM item WHERE id = $1', [ID(1)]);
    expect(row).toEqual(direct.rows[0]);
    expect(row).toMatchObject({
      n: 1,
      name: `it's "1"`,
      tags: ['a', 'b'],
      facts: { odds: [1, 2], note: null },
      hot: false,
    });
    expect((row!.at as Date).toISOString()).toBe('2026-12-01T09:00:00.123Z');
  });

  it('binds new values to the statement it prepared, nulls included', async () => {
    await prepared.run(INSERT, values(2, ['b']), false);
    await prepared.run(INSERT, [ID(3), 3, null, null, null, null, null, null, null, null], false);
    const rows = await prepared.run<{ n: number }>(BY_TAG, ['b'], false);
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
    expect(await prepared.run(BY_TAG, ['none'], false)).toEqual([]);
    const [blank] = await client
      .query<Record<string, unknown>>('SELECT big, tags, facts FROM item WHERE n = 3')
      .then((r) => r.rows);
    expect(blank).toEqual({ big: null, tags: null, facts: null });
  });

  it('throws the engine error with its SQLSTATE, and the connection goes on', async () => {
    const duplicate = await prepared.run(INSERT, values(1, []), false).catch((e: unknown) => e);
    expect(pgErrorOf(duplicate).code).toBe('23505');
    const badInput = await prepared.run(BY_TAG, [], false).catch((e: unknown) => e);
    expect(badInput).toBeInstanceOf(Error);
    expect(await prepared.run(COUNT, [], false)).toEqual([{ count: 3 }]);
  });

  it('runs inside a transaction, which rolls back whole, and keeps the statement after it', async () => {
    const failed = await client
      .transaction(async () => {
        await prepared.run(INSERT, values(4, ['c']), true);
        expect(await prepared.run(COUNT, [], true)).toEqual([{ count: 4 }]);
        await prepared.run(INSERT, values(4, ['c']), true);
      })
      .catch((e: unknown) => e);
    expect(pgErrorOf(failed).code).toBe('23505');
    expect(await prepared.run(COUNT, [], false)).toEqual([{ count: 3 }]);
    await client.transaction(async () => {
      await prepared.run(INSERT, values(5, ['c']), true);
    });
    expect(await prepared.run(BY_TAG, ['c'], false)).toHaveLength(1);
  });

  it('keeps no statement that failed to parse, and refuses one name for two texts', async () => {
    const typo = { name: 'test_item_typo', text: 'SELEC 1' };
    expect(pgErrorOf(await prepared.run(typo, [], false).catch((e: unknown) => e)).code).toBe(
      '42601',
    );
    expect(pgErrorOf(await prepared.run(typo, [], false).catch((e: unknown) => e)).code).toBe(
      '42601',
    );
    await expect(
      prepared.run({ name: COUNT.name, text: 'SELECT 2 AS count' }, [], false),
    ).rejects.toThrow('Two different statements are named test_item_count');
  });

  it("takes PGlite's lock, so calls made at once each run whole", async () => {
    await Promise.all([6, 7, 8].map((n) => prepared.run(INSERT, values(n, ['d']), false)));
    expect(await prepared.run(BY_TAG, ['d'], false)).toHaveLength(3);
    expect(await prepared.run(COUNT, [], false)).toEqual([{ count: 7 }]);
  });

  it('reads an answer the engine hands over in many pieces, field by field as query() does', async () => {
    const many = {
      name: 'test_item_many',
      text: `SELECT g AS n, repeat('é', g % 300) AS name, (g % 3 = 0) AS hot, NULL::jsonb AS facts
             FROM generate_series(1, 20000) g`,
    };
    const rows = await prepared.run<Record<string, unknown>>(many, [], false);
    const direct = await client.query<Record<string, unknown>>(many.text);
    expect(rows).toHaveLength(20_000);
    expect(rows).toEqual(direct.rows);
  });
});
