import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../lib/projectRoot';
import { applyDatabaseFunctions } from './databaseFunctions';
import { alignAppliedMigrationTimes } from './migrationTimes';

export const migrationsFolder = () => join(projectRoot(), 'src/server/db/migrations');
export const functionsFolder = () => join(projectRoot(), 'src/server/db/functions');

/**
 * Brings an embedded database up to the newest migration, then gives its SQL functions
 * their current text (databaseFunctions.ts); both are no-ops on a database already there.
 */
export async function migrateEmbedded(client: PGlite): Promise<void> {
  await client.waitReady;
  await alignAppliedMigrationTimes(
    (text, values) => client.query(text, values),
    migrationsFolder(),
  );
  await migratePglite(drizzlePglite(client) as never, { migrationsFolder: migrationsFolder() });
  await applyDatabaseFunctions((text) => client.exec(text), functionsFolder());
}
