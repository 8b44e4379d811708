import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One registry per app (several apps share a test process): Node's standard process
 * metrics (CPU, memory, event-loop lag, GC, handles) under their usual names, and the
 * site's own under `gemdrop_`.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  // The lag histogram samples every 10 ms by default: 20 ms is plenty for an alert.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return registry;
}
