import { Gauge, type Registry } from 'prom-client';

/**
 * Work waiting for a database connection, read at scrape time. On PostgreSQL: the pool's
 * waiting clients (node-postgres `pool.waitingCount`); on the embedded PGlite, which has
 * one connection: the statements and transactions queued behind the one running.
 */
export function databaseMetrics(registry: Registry, waiting: () => number): void {
  new Gauge({
    name: 'gemdrop_db_pool_waiting',
    help: 'Queries waiting for a database connection (PGlite: queued for its one connection)',
    registers: [registry],
    collect() {
      this.set(waiting());
    },
  });
}
