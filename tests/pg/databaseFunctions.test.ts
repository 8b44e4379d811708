import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionsFolder, openDatabase } from '../../src/server/db/client';
import { databaseFunctions } from '../../src/server/db/databaseFunctions';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

// On PostgreSQL the SQL functions step runs under the migration lock, after the migrations,
// on every start: each function keeps its file's text, and starts at once do not collide.

const files = databaseFunctions(functionsFolder());
const bodyOf = (sql: string) => /AS \$\$([\s\S]*)\$\$/.exec(sql)![1];
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase({ blank: true });
});
afterAll(async () => {
  await scratch?.drop();
});

async function bodies(): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ proname: string; prosrc: string }>(
      `SELECT p.proname, p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public'`,
    );
    return new Map(rows.map((r) => [r.proname, r.prosrc]));
  } finally {
    await client.end();
  }
}

const start = async () => (await openDatabase({ databaseUrl: scratch.url, dataDir: '' })).close();

describe('the SQL functions step on PostgreSQL', () => {
  it('gives every function its file text, and again on each later start', async () => {
    await start();
    const first = await bodies();
    expect([...first.keys()].sort()).toEqual(files.map((f) => f.name));
    for (const file of files) expect(first.get(file.name), file.name).toBe(bodyOf(file.sql));

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query(`CREATE OR REPLACE FUNCTION wallet_entry_id(p_transfer bigint, p_account bigint)
      RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$ BEGIN RETURN -1; END $$`);
    await client.end();
    await start();
    expect(await bodies()).toEqual(first);
  });

  it('lets several processes start at once', async () => {
    const before = await bodies();
    await Promise.all([start(), start(), start()]);
    expect(await bodies()).toEqual(before);
  });
});
