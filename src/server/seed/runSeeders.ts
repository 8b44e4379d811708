import type { Database, Statement } from '../db/client';
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

const SEED_LOCK_TAKE: Statement = {
  name: 'seed_lock',
  text: 'SELECT pg_advisory_xact_lock($1)',
};

/** Nothing when the seeder ran already. */
const CLAIM_SEEDER: Statement = {
  name: 'seed_run_claim',
  text: 'INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
};

/** Runs each seeder that has not run on this database yet. */
export async function runSeeders(
  services: Services,
  seeders: Seeder[],
  log: (message: string) => void,
) {
  for (const seeder of seeders) {
    if (seeder.demoOnly && !services.config.demoMode) continue;
    await transact(services.db, async (tx) => {
      await tx.query(SEED_LOCK_TAKE, [SEED_LOCK]);
      const claimed = await tx.query(CLAIM_SEEDER, [seeder.name]);
      if (claimed.length === 0) return;
      await seeder.run({ ...services, db: tx.db as Database }, log);
    });
  }
}
