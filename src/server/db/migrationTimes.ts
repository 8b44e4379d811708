import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The migrator applies a migration only when its journal time is later than the newest time
// recorded in the database, and it records each applied migration by the hash of its SQL
// and its journal time. A journal time that once went out of order (0016 was dated after
// 0017-0019) would make a database skip migrations silently. So the journal's times are
// authoritative: before migrating, every applied migration, found by its hash, gets the
// time the journal now gives it. A database then skips only what it has really applied.

interface JournalEntry {
  tag: string;
  when: number;
}

export interface MigrationTime {
  tag: string;
  hash: string;
  when: number;
}

/** Each migration of a folder with its hash (as the migrator computes it) and journal time. */
export function migrationTimes(folder: string): MigrationTime[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    hash: createHash('sha256')
      .update(readFileSync(join(folder, `${tag}.sql`)).toString())
      .digest('hex'),
  }));
}

/** The tags whose journal time is not later than the one before (each one a skip hazard). */
export function outOfOrderMigrations(times: MigrationTime[]): string[] {
  return times.filter((m, i) => i > 0 && m.when <= times[i - 1]!.when).map((m) => m.tag);
}

/** invalid_schema_name, undefined_table */
const NOT_MIGRATED_YET = new Set(['3F000', '42P01']);

type Query = (text: string, values: unknown[]) => Promise<unknown>;

/** Gives every applied migration the journal's time for it; a new database has nothing to fix. */
export async function alignAppliedMigrationTimes(query: Query, folder: string): Promise<void> {
  const times = migrationTimes(folder);
  await query(
    `UPDATE drizzle.__drizzle_migrations AS applied
        SET created_at = journal.when_ms
       FROM unnest($1::text[], $2::bigint[]) AS journal(hash, when_ms)
      WHERE applied.hash = journal.hash AND applied.created_at IS DISTINCT FROM journal.when_ms`,
    [times.map((m) => m.hash), times.map((m) => String(m.when))],
  ).catch((error: unknown) => {
    // A database never migrated has no schema or table yet: the migrator creates them.
    if (!NOT_MIGRATED_YET.has((error as { code?: string }).code ?? '')) throw error;
  });
}
