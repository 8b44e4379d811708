import type { Connection, Database, DatabaseHandle, Statement } from './database';

/** What a transaction body gets: the connection and a way to act after commit. */
export interface Tx {
  db: Database;
  query<T extends Record<string, unknown>>(statement: Statement, values: unknown[]): Promise<T[]>;
  /** Runs once the outermost transaction committed (never if it rolled back): emits, notices. */
  afterCommit(effect: () => void): void;
}

/** Postgres codes worth one more try: deadlock detected, serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

// Which handle runs transactions for a root database, and which open transaction a
// connection-bound database belongs to (a nested transact joins it).
const handles = new WeakMap<Database, DatabaseHandle>();
const open = new WeakMap<Database, Tx>();

export function registerDatabase(handle: DatabaseHandle): void {
  handles.set(handle.db, handle);
}

export function pgErrorOf(error: unknown): {
  code?: string;
  constraint?: string;
  message?: string;
} {
  let e: unknown = error;
  // drizzle wraps driver errors; the driver's error carries the SQLSTATE.
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return e as never;
    e = candidate.cause;
  }
  return {};
}

/**
 * Runs `body` without opening a transaction: each statement commits on its own, and the
 * after-commit effects run once `body` resolved. For a body whose one write is a single
 * statement (a database function that does the whole change): it costs one round trip
 * instead of three. Called with a transaction's own `db`, it joins that transaction.
 */
export async function autocommit<T>(db: Database, body: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = open.get(db);
  if (outer) return body(outer);
  const handle = handles.get(db);
  if (!handle) throw new Error('autocommit: this database was not opened by openDatabase()');
  for (let attempt = 1; ; attempt++) {
    const effects: Array<() => void> = [];
    const tx: Tx = {
      db,
      query: (statement, values) => handle.statement(statement, values),
      afterCommit: (effect) => effects.push(effect),
    };
    try {
      const result = await body(tx);
      runEffects(effects);
      return result;
    } catch (error) {
      const code = pgErrorOf(error).code;
      if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

function runEffects(effects: Array<() => void>): void {
  for (const effect of effects) {
    try {
      effect();
    } catch {
      // An after-commit effect (an emit) must never turn a committed write into an error.
    }
  }
}

/**
 * Runs `body` in one database transaction, retrying on deadlock or serialization failure.
 * Called with a transaction's own `db`, it joins that transaction instead of nesting.
 */
export async function transact<T>(db: Database, body: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = open.get(db);
  if (outer) return body(outer);
  const handle = handles.get(db);
  if (!handle) throw new Error('transact: this database was not opened by openDatabase()');

  for (let attempt = 1; ; attempt++) {
    const effects: Array<() => void> = [];
    try {
      const result = await handle.transaction((connection: Connection) => {
        const tx: Tx = {
          db: connection.db,
          query: (statement, values) => connection.query(statement, values),
          afterCommit: (effect) => effects.push(effect),
        };
        open.set(connection.db, tx);
        return body(tx).finally(() => open.delete(connection.db));
      });
      runEffects(effects);
      return result;
    } catch (error) {
      const code = pgErrorOf(error).code;
      if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
