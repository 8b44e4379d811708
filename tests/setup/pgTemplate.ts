import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { PG_BASE_URL, PG_TEMPLATE_ENV, createDatabase } from '../helpers/pgDatabase';

/**
 * Vitest global setup for the PostgreSQL suite: migrates one database, and every file's
 * scratch database is a copy of it (CREATE DATABASE ... TEMPLATE). Built fresh each run, so
 * it always holds the current migrations; the apps still run the migrator on it, a no-op.
 */
export default async function setup() {
  const name = `gd_template_${randomBytes(6).toString('hex')}`;
  const template = await createDatabase(name);
  await (await openDatabase({ databaseUrl: template.url, dataDir: '' })).close();
  await untilUnused(name);
  process.env[PG_TEMPLATE_ENV] = name;
  return () => template.drop();
}

/** A database is copied only while nobody is connected to it: a closed pool's sessions end
 * a moment after it says so. */
async function untilUnused(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_BASE_URL });
  await admin.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the template ${name} still has sessions`);
  } finally {
    await admin.end();
  }
}
