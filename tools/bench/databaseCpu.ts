import { readFileSync } from 'node:fs';
import pg from 'pg';

// The CPU time PostgreSQL's backends spent on one database, read from /proc (Linux, same
// host): how a load's time splits between this process and the database server.

const TICKS_PER_SECOND = 100;

/** Each backend connected to the database at `url` (by pid) and its CPU ticks so far. */
export async function databaseCpuTicks(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const ticks = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        // Fields after the command name: state is the 3rd, utime the 14th, stime the 15th.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // A backend that ended meanwhile, or a server on another host: not counted.
      }
    }
    return ticks;
  } finally {
    await client.end();
  }
}

/**
 * Seconds of CPU the backends spent between two readings, backend by backend: one that
 * started meanwhile counts whole, one that ended meanwhile is lost (its ticks went with it).
 * Summing each reading instead would go negative when a pool closed an idle connection.
 */
export function databaseCpuBetween(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += Math.max(0, now - (before.get(pid) ?? 0));
  return ticks / TICKS_PER_SECOND;
}
