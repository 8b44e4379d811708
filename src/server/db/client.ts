import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/projectRoot';
import { applyDatabaseFunctions } from './databaseFunctions';
import type { Connection, Database, DatabaseHandle, Statement } from './database';
import { alignAppliedMigrationTimes } from './migrationTimes';
import * as schema from './schema';
import { registerDatabase } from './transaction';
import { PglitePrepared } from './pglitePrepared';
import { TurnQueue } from './turnQueue';

// The types stay importable from here, where every caller already finds openDatabase.
export type { Connection, Database, DatabaseHandle, Statement } from './database';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder, or `memory://`. */
  dataDir: string;
  /**
   * With `memory://`: a tar of a migrated PGlite folder (PGlite's dumpDataDir) to start
   * from. Creating a cluster costs about 2 s, loading one 0.3 s; migrations still run after.
   */
  template?: string | undefined;
  poolSize?: number;
}

const migrationsFolder = () => join(projectRoot(), 'src/server/db/migrations');
export const functionsFolder = () => join(projectRoot(), 'src/server/db/functions');
// Any fixed number: every process that migrates takes this lock first.
const MIGRATION_LOCK = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.template);
  registerDatabase(handle);
  return handle;
}

async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const client = inMemory
    ? new PGlite(template ? fromTemplate(template) : {})
    : new PGlite(resolve(dataDir));
  await migrateEmbedded(client);
  // Every use of the one connection, a single statement or a whole transaction, waits its
  // turn here, first come first served, and the event loop turns between two of them (see
  // TurnQueue for why: without it new connections waited tens of seconds under load).
  const turns = new TurnQueue();
  const fair = new FairPglite(client, turns);
  const db = drizzlePglite(fair as unknown as PGlite, { schema }) as unknown as Database;
  const prepared = new PglitePrepared(client);
  return {
    db,
    engine: 'pglite',
    // PGlite is one connection: its transaction() holds it exclusively until commit.
    transaction: (body) =>
      fair.transaction((t) =>
        body({
          // Without the schema: it only serves relational queries, which nothing runs, and
          // reading it again for every transaction cost 1% of the server's CPU under load.
          db: drizzlePglite(t as unknown as PGlite) as unknown as Database,
          query: <T>(statement: Statement, values: unknown[]) =>
            prepared.run<T>(statement, values, true),
        }),
      ),
    statement: <T>(statement: Statement, values: unknown[]) =>
      turns.run(() => prepared.run<T>(statement, values, false)),
    waiting: () => Math.max(0, turns.length - 1),
    close: () => turns.run(() => client.close()),
  };
}

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

/**
 * A test's database, from the suite's template: it holds a few rows, so it keeps 16 MB of
 * shared buffers, not PGlite's 128 MB, which the engine zeroes at every start (that was
 * half of a test app's start-up).
 */
function fromTemplate(path: string): PGliteOptions {
  return {
    loadDataDir: new TemplateBytes(templateBytes(path)),
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
}

// Read once per process: every in-memory database of a test file starts from the same bytes.
const templates = new Map<string, ArrayBuffer>();
function templateBytes(path: string): ArrayBuffer {
  let bytes = templates.get(path);
  if (!bytes) {
    const file = readFileSync(path);
    bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    templates.set(path, bytes);
  }
  return bytes;
}

/**
 * The template as the Blob PGlite reads: it only calls arrayBuffer(), and copies each file
 * out of the tar, so every database shares the one read of the bytes (client.db.test.ts
 * holds PGlite to that). Node's own Blob copied the 44 MB in, then read them back in
 * chunks: a third of a second a start.
 */
class TemplateBytes extends Blob {
  constructor(private readonly content: ArrayBuffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.content);
  }
}

/**
 * What drizzle calls on a PGlite client, each call taking its turn in the queue. Inside a
 * transaction drizzle uses PGlite's transaction object, which already holds the turn.
 */
class FairPglite {
  constructor(
    private readonly client: PGlite,
    private readonly turns: TurnQueue,
  ) {}

  query: PGlite['query'] = (...args) => this.turns.run(() => this.client.query(...args));
  exec: PGlite['exec'] = (...args) => this.turns.run(() => this.client.exec(...args));
  transaction: PGlite['transaction'] = (callback) =>
    this.turns.run(() => this.client.transaction(callback));
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, DROP DATABASE ... FORCE) is dropped by
  // the pool; without a listener that would crash the process.
  pool.on('error', () => undefined);
  // A connection the server ends while it is checked out between two statements (a restart
  // under load) emits 'error' on the client itself, which nothing else listens to: the
  // process would die. Its next statement fails instead, and the caller answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await alignAppliedMigrationTimes(
      (text, values) => lockClient.query(text, values),
      migrationsFolder(),
    );
    await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    await applyDatabaseFunctions((text) => lockClient.query(text), functionsFolder());
  } finally {
    await lockClient
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    lockClient.release();
  }
  // Pooled connections live long: give each its drizzle instance once.
  const bound = new WeakMap<pg.PoolClient, Connection>();
  const connectionOf = (client: pg.PoolClient): Connection => {
    let connection = bound.get(client);
    if (!connection) {
      connection = {
        db: drizzlePg(client, { schema }) as unknown as Database,
        query: async <T extends Record<string, unknown>>(statement: Statement, values: unknown[]) =>
          (await client.query<T>({ name: statement.name, text: statement.text, values })).rows,
      };
      bound.set(client, connection);
    }
    return connection;
  };
  return {
    db,
    engine: 'postgres',
    async transaction(body) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        try {
          const result = await body(connectionOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          throw error;
        }
      } finally {
        client.release(broken);
      }
    },
    // Not pool.query(): it drops the connection on any error, and a refused bet (a balance
    // check) is an error that leaves the connection perfectly usable.
    async statement<T extends Record<string, unknown>>(statement: Statement, values: unknown[]) {
      const client = await pool.connect();
      let broken = false;
      try {
        return (await client.query<T>({ name: statement.name, text: statement.text, values })).rows;
      } catch (error) {
        broken = !isServerError(error);
        throw error;
      } finally {
        client.release(broken);
      }
    },
    waiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

/**
 * An error the server answered (with an SQLSTATE) and survived: the connection itself is
 * fine. A FATAL one (the server shutting down, 57P01) ended the connection with it.
 */
function isServerError(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && severity !== 'FATAL';
}

/** Runs raw SQL and answers its rows (both drivers put them in `rows`). */
export async function queryRows<T extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Cheap liveness probe used by /ready. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`bigint ${v} is beyond the safe integer range`);
  return n;
});
