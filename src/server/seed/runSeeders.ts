import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seedRuns } from '../db/schema';
import { transact } from '../db/transaction';
import type { Services } from '../services';

export interface Seeder {
  /** Stable name: a seeder runs once per database. */
  name: string;
  /** Demo seeders run only in demo mode. */
  demoOnly: boolean;
  run(services: Services, log: (message: string) => void): Promise<void>;
}

// Any fixed number: concurrent first starts on one PostgreSQL seed once.
const SEED_LOCK = 727_002;

/** Runs each seeder that has not run on this database yet. */
export async function runSeeders(
  services: Services,
  seeders: Seeder[],
  log: (message: string) => void,
) {
  for (const seeder of seeders) {
    if (seeder.demoOnly && !services.config.demoMode) continue;
    await transact(services.db, async (tx) => {
      await tx.db.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const claimed = await tx.db
        .insert(seedRuns)
        .values({ name: seeder.name })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return;
      await seeder.run({ ...services, db: tx.db as Database }, log);
    });
  }
}
