import type { Statement } from './database';

// What the server's thread and the embedded database's thread say to each other
// (pgliteThread.ts asks, pgliteWorker.ts answers). Everything here crosses by structured
// clone: plain data, dates and byte arrays; no functions.

/** Where the worker opens its database. */
export interface ThreadStart {
  dataDir: string;
}

/** A call, without the id the asking side numbers it by. */
export type ThreadCall =
  | { op: 'statement'; statement: Statement; values: unknown[]; inTransaction: boolean }
  /**
   * PGlite's own query() (the query builder's path). `rawTypes`: the types answered as
   * PostgreSQL's text, as the builder's identity parsers ask.
   */
  | {
      op: 'query';
      text: string;
      values: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
    }
  | { op: 'exec'; text: string }
  /** COMMIT, refused when the transaction had failed (PostgreSQL rolls it back). */
  | { op: 'commit' }
  | { op: 'close' };

export type ThreadRequest = ThreadCall & { id: number };

export type ThreadReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

/** What the worker tells once, after its database is migrated, or why it could not. */
export type ThreadReady = { ready: true } | { ready: false; error: WireError };

/** An error as it crosses: its message and the fields PostgreSQL gave it (code, constraint). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

/** The error again on the asking side, with its fields where callers read them (`code`). */
export function fromWireError(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  return error;
}
