import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrationsBefore } from './migrationsBefore';
import { type ScratchDatabase, createScratchDatabase } from './pgDatabase';

/**
 * A blank scratch database for the test of one migration, made and dropped by the file's
 * beforeAll and afterAll. `migrateBefore()` brings it to the migration before `tag` and
 * answers a one-connection pool on it (the test writes rows as the old code left them, then
 * ends the pool); `url()` is its address, for the application's own start after.
 */
export function scratchBeforeMigration(tag: string) {
  let scratch: ScratchDatabase;
  let folder: string;
  beforeAll(async () => {
    scratch = await createScratchDatabase({ blank: true });
    folder = migrationsBefore(tag);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await scratch?.drop();
  });
  return {
    url: () => scratch.url,
    async migrateBefore() {
      const old = new pg.Pool({ connectionString: scratch.url, max: 1 });
      await migrate(drizzle(old), { migrationsFolder: folder });
      const q = async (text: string, values: unknown[] = []) =>
        (await old.query(text, values)).rows;
      return { old, q };
    },
  };
}
