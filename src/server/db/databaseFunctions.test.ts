import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionsFolder, migrateEmbedded } from './client';
import { applyDatabaseFunctions, databaseFunctions } from './databaseFunctions';

const files = databaseFunctions(functionsFolder());
let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await migrateEmbedded(client);
}, 60_000);
afterAll(() => client.close());

/** What lies between the file's dollar quotes: the body the database keeps as written. */
const bodyOf = (sql: string) => /AS \$\$([\s\S]*)\$\$/.exec(sql)![1];

async function bodiesInDatabase(): Promise<Map<string, string>> {
  const { rows } = await client.query<{ proname: string; prosrc: string }>(
    `SELECT p.proname, p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'`,
  );
  return new Map(rows.map((r) => [r.proname, r.prosrc]));
}

describe('the SQL functions step', () => {
  it('has one file per function the database holds, named after it', async () => {
    expect(files.length).toBeGreaterThan(0);
    const bodies = await bodiesInDatabase();
    expect(files.map((f) => f.name)).toEqual([...bodies.keys()].sort());
    for (const file of files)
      expect(file.sql, file.name).toMatch(
        new RegExp(`^CREATE OR REPLACE FUNCTION ${file.name}\\(`, 'm'),
      );
  });

  it('leaves every function with its file text after a start', async () => {
    const bodies = await bodiesInDatabase();
    for (const file of files) expect(bodies.get(file.name), file.name).toBe(bodyOf(file.sql));
  });

  it('puts a function changed behind its back back to its file on the next start', async () => {
    await client.exec(`CREATE OR REPLACE FUNCTION wallet_entry_id(p_transfer bigint, p_account bigint)
      RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$ BEGIN RETURN -1; END $$`);
    await migrateEmbedded(client);
    const file = files.find((f) => f.name === 'wallet_entry_id')!;
    expect((await bodiesInDatabase()).get('wallet_entry_id')).toBe(bodyOf(file.sql));
  });

  it('is idempotent: applied twice, the functions stay as they were', async () => {
    const before = await bodiesInDatabase();
    await applyDatabaseFunctions((text) => client.exec(text), functionsFolder());
    await applyDatabaseFunctions((text) => client.exec(text), functionsFolder());
    expect(await bodiesInDatabase()).toEqual(before);
  });

  it('applies all or nothing: a broken file leaves the others as they were', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'functions-'));
    try {
      writeFileSync(
        join(folder, 'a_first.sql'),
        `CREATE OR REPLACE FUNCTION a_first() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;`,
      );
      writeFileSync(join(folder, 'b_broken.sql'), `CREATE OR REPLACE FUNCTION b_broken(`);
      await expect(applyDatabaseFunctions((text) => client.exec(text), folder)).rejects.toThrow();
      const { rows } = await client.query(`SELECT 1 FROM pg_proc WHERE proname = 'a_first'`);
      expect(rows).toHaveLength(0);
      // The connection is usable after the rollback.
      await applyDatabaseFunctions((text) => client.exec(text), functionsFolder());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
