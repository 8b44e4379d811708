import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migrationStatus';
import { DomainError } from '../errors';

export interface ReadinessDeps {
  db: Database;
  lifecycle: { stopping: boolean };
  /** Present when the process shares state through Redis. */
  redisPing?: (() => Promise<void>) | undefined;
  /**
   * Present when this node plays the round games: false until it knows whether it leads
   * (its first try for the leader lock answered).
   */
  leadershipSettled?: (() => boolean) | undefined;
}

const notReady = (message: string) => new DomainError('NOT_READY', message, 503);

/**
 * Ready for traffic: not shutting down (a balancer drains a stopping node at once), the
 * database answers and holds every migration, Redis answers (when used), and whether this
 * node leads the rounds is settled.
 */
export async function assertReady({
  db,
  lifecycle,
  redisPing,
  leadershipSettled,
}: ReadinessDeps): Promise<void> {
  if (lifecycle.stopping) throw new DomainError('STOPPING', 'The server is shutting down', 503);
  if (!(await migrationsApplied(db))) throw notReady('The database lacks migrations');
  await redisPing?.();
  if (leadershipSettled && !leadershipSettled())
    throw notReady('Round leadership is not settled yet');
}
