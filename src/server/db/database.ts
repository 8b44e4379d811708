import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The database's types on their own: client.ts opens databases of them and transaction.ts
// runs transactions on them, and client.ts calls into transaction.ts.

/** Both engines behind one type: drizzle over PGlite or over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A statement run often: PostgreSQL parses and plans it once per connection. */
export interface Statement {
  name: string;
  text: string;
}

/** One connection inside a transaction. */
export interface Connection {
  db: Database;
  query<T extends Record<string, unknown>>(statement: Statement, values: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Runs `body` in one transaction on one connection; commits when it resolves. */
  transaction<T>(body: (connection: Connection) => Promise<T>): Promise<T>;
  /**
   * Runs one statement on its own (autocommit): one round trip, and atomic, since a
   * statement commits or rolls back whole. For writes made by one database function.
   */
  statement<T extends Record<string, unknown>>(
    statement: Statement,
    values: unknown[],
  ): Promise<T[]>;
  /**
   * Work waiting for a connection now: node-postgres's pool.waitingCount on PostgreSQL; on
   * PGlite (one connection) the statements queued behind the one running.
   */
  waiting(): number;
  close(): Promise<void>;
}
