import { Counter, type Registry } from 'prom-client';

/** Anything that reports errors the way an ioredis connection does. */
interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Errors of each Redis connection (a refused connect, a dropped socket): counted, and
 * logged, since a listener replaces ioredis's own "unhandled error event" print.
 */
export function watchRedisErrors(
  registry: Registry,
  connections: Record<string, ErrorSource>,
  log: (error: Error, connection: string) => void,
): void {
  const errors = new Counter({
    name: 'gemdrop_redis_errors_total',
    help: 'Errors reported by a Redis connection, by connection',
    labelNames: ['connection'] as const,
    registers: [registry],
  });
  for (const [name, connection] of Object.entries(connections)) {
    errors.inc({ connection: name }, 0);
    connection.on('error', (error) => {
      errors.inc({ connection: name });
      log(error, name);
    });
  }
}
