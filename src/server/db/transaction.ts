import type { Database } from './client';

/** What a transaction body gets: the drizzle handle and a way to act after commit. */
export interface Tx {
  db: Database;
  /** Runs once the transaction committed (never if it rolled back): emits, notifications. */
  afterCommit(effect: () => void): void;
}

/** Postgres codes worth one more try: deadlock detected, serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

export function pgErrorOf(error: unknown): { code?: string; constraint?: string; message?: string } {
  let e: unknown = error;
  // drizzle wraps driver errors; the driver's error carries the SQLSTATE.
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return e as never;
    e = candidate.cause;
  }
  return {};
}

/** Runs `body` in one database transaction, retrying on deadlock or serialization failure. */
export async function transact<T>(db: Database, body: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const effects: Array<() => void> = [];
    try {
      const result = await db.transaction((inner) =>
        body({ db: inner as unknown as Database, afterCommit: (effect) => effects.push(effect) }),
      );
      for (const effect of effects) {
        try {
          effect();
        } catch {
          // An after-commit effect (an emit) must never turn a committed write into an error.
        }
      }
      return result;
    } catch (error) {
      const code = pgErrorOf(error).code;
      if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
