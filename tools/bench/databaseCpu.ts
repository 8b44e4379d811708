import { readFileSync } from 'node:fs';
import pg from 'pg';

// The CPU time PostgreSQL's backends spent on one database, read from /proc (Linux, same
// host): how a load's time splits between this process and the database server.

const TICKS_PER_SECOND = 100;

/** Seconds of CPU used so far by the backends connected to the database at `url`. */
export async function databaseCpuSeconds(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    let ticks = 0;
    for (const { pid } of rows) {
      try {
        // Fields after the command name: state is the 3rd, utime the 14th, stime the 15th.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // A backend that ended meanwhile, or a server on another host: not counted.
      }
    }
    return ticks / TICKS_PER_SECOND;
  } finally {
    await client.end();
  }
}
