import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from './client';
import { autocommit, pgErrorOf, transact } from './transaction';

// A data folder's database runs on its own thread: the same answers, errors, transactions
// and persistence as on the server's thread, one message each way.

const folder = mkdtempSync(join(tmpdir(), 'gemdrop-thread-'));
let thread: DatabaseHandle;
let here: DatabaseHandle;

beforeAll(async () => {
  [thread, here] = await Promise.all([
    openDatabase({ dataDir: folder }),
    openDatabase({ dataDir: 'memory://' }),
  ]);
  for (const handle of [thread, here])
    await queryRows(
      handle.db,
      sql`CREATE TABLE thread_note (id int PRIMARY KEY, body jsonb, at timestamptz, tags text[])`,
    );
}, 120_000);
afterAll(async () => {
  await Promise.all([thread.close(), here.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const INSERT = {
  name: 'thread_note_insert',
  text: 'INSERT INTO thread_note (id, body, at, tags) VALUES ($1, $2, $3, $4) RETURNING *',
};
const ALL = { name: 'thread_note_all', text: 'SELECT * FROM thread_note ORDER BY id' };
const note = (id: number) => [id, { id, odds: [1.5] }, new Date('2026-12-01T10:00:00Z'), ['x']];

describe('the database thread', () => {
  it('answers statements as the database on this thread does', async () => {
    for (const handle of [thread, here]) await handle.statement(INSERT, note(1));
    const [there, local] = await Promise.all([thread, here].map((h) => h.statement(ALL, [])));
    expect(there).toEqual(local);
    expect(there).toEqual([
      { id: 1, body: { id: 1, odds: [1.5] }, at: new Date('2026-12-01T10:00:00Z'), tags: ['x'] },
    ]);
    // The query builder's path reads the same row, timestamps as text as it asks.
    const built = await Promise.all(
      [thread, here].map((h) => queryRows(h.db, sql`SELECT id, at FROM thread_note`)),
    );
    expect(built[0]).toEqual(built[1]);
  });

  it("carries the database's error with its code, and goes on", async () => {
    const refused = await thread.statement(INSERT, note(1)).catch((e: unknown) => e);
    expect(pgErrorOf(refused)).toMatchObject({ code: '23505', constraint: 'thread_note_pkey' });
    expect(await thread.statement(ALL, [])).toHaveLength(1);
  });

  it('commits a transaction whole, and rolls back a failed one whole', async () => {
    await transact(thread.db, async (tx) => {
      await tx.query(INSERT, note(2));
      await tx.query(INSERT, note(3));
    });
    const failed = await transact(thread.db, async (tx) => {
      await tx.query(INSERT, note(4));
      await tx.query(INSERT, note(2));
    }).catch((e: unknown) => e);
    expect(pgErrorOf(failed).code).toBe('23505');
    const ids = await autocommit(thread.db, (tx) => tx.query<{ id: number }>(ALL, []));
    expect(ids.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('keeps what it committed in its folder after it closed', async () => {
    await thread.close();
    thread = await openDatabase({ dataDir: folder });
    expect((await thread.statement<{ id: number }>(ALL, [])).map((r) => r.id)).toEqual([1, 2, 3]);
  }, 60_000);
});
