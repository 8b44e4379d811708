import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the PostgreSQL suite runs against; each test file gets a fresh database on it. */
export const PG_BASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A migrated database the PostgreSQL suite copies for each file (tests/setup/pgTemplate.ts):
 * a copy takes a fraction of a second, running the migrations on a new one about two.
 */
export const PG_TEMPLATE_ENV = 'PG_TEMPLATE_DATABASE';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface ScratchOptions {
  /** Empty even where a migrated template exists: for tests of the migrations themselves. */
  blank?: boolean;
}

/** A fresh database: a copy of the migrated template where the suite made one, else empty. */
export async function createScratchDatabase(
  options: ScratchOptions = {},
): Promise<ScratchDatabase> {
  const template = options.blank ? undefined : process.env[PG_TEMPLATE_ENV];
  return createDatabase(`gd_test_${randomBytes(6).toString('hex')}`, template);
}

/** Creates `name`, copied from `template` if given; its url and how to drop it. */
export async function createDatabase(name: string, template?: string): Promise<ScratchDatabase> {
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(PG_BASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_BASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
