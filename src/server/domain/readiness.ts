import { type Database, ping } from '../db/client';
import { DomainError } from './errors';

export interface ReadinessDeps {
  db: Database;
  lifecycle: { stopping: boolean };
  /** Present when the process shares state through Redis. */
  redisPing?: (() => Promise<void>) | undefined;
}

/** Ready for traffic: not shutting down, and the database (and Redis, when used) answer. */
export async function assertReady({ db, lifecycle, redisPing }: ReadinessDeps): Promise<void> {
  if (lifecycle.stopping) throw new DomainError('STOPPING', 'The server is shutting down', 503);
  await ping(db);
  await redisPing?.();
}
