import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { projectRoot } from '../lib/projectRoot';
import { queryRows } from './client';
import type { Database } from './database';

let shipped: number | undefined;

/** How many migrations this build ships (drizzle's journal), read once. */
export function shippedMigrations(): number {
  shipped ??= (
    JSON.parse(
      readFileSync(join(projectRoot(), 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
  ).entries.length;
  return shipped;
}

/**
 * Whether the database holds every migration this build ships: a database restored from an
 * older backup, or one this node could not migrate, is not one to serve from. One query,
 * which also proves the database answers.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
  );
  return (row?.applied ?? 0) >= shippedMigrations();
}
