import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from './client';

// Every in-memory database of a process starts from one read of the suite's template, handed
// to PGlite without a copy: this holds PGlite to copying the files out of it. Were a
// database's files views of those bytes, what one database writes would show in the next.

const open: DatabaseHandle[] = [];
afterAll(() => Promise.all(open.map((handle) => handle.close())));

async function fromTemplate(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://', template: process.env.DATA_TEMPLATE });
  open.push(handle);
  return handle;
}

const tableNamed = async (handle: DatabaseHandle, name: string) =>
  (
    await queryRows<{ found: string | null }>(handle.db, sql`SELECT to_regclass(${name}) AS found`)
  )[0]?.found ?? null;

it('a database written and flushed leaves the next one from the template untouched', async () => {
  expect(process.env.DATA_TEMPLATE, 'the suite runs with a template').toBeTruthy();
  const first = await fromTemplate();
  await first.db.execute(sql`CREATE TABLE template_probe (n int)`);
  await first.db.execute(sql`INSERT INTO template_probe SELECT generate_series(1, 5000)`);
  await first.db.execute(sql`CHECKPOINT`);
  expect(await tableNamed(first, 'template_probe')).toBe('template_probe');

  const second = await fromTemplate();
  expect(await tableNamed(second, 'template_probe')).toBeNull();
  expect(await tableNamed(second, 'users')).toBe('users');
});
