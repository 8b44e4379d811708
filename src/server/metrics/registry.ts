import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One registry per app (several apps share a test process): Node's standard process
 * metrics (CPU, memory, event-loop lag, GC, handles) under their usual names, and the
 * site's own under `gemdrop_`.
 */
/**
 * The lag histogram's timer (ms; prom-client samples every 10 ms by default: 20 is plenty for
 * an alert). Node records each interval whole, so an idle loop reads this much, not 0.
 */
export const EVENT_LOOP_SAMPLE_MS = 20;

export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  return registry;
}
