// What one setup measured in one round, and the figures the report prints from it.

export interface Measured {
  /** Request-to-handler milliseconds, one per delivery. */
  latencies: number[];
  seconds: number;
  messages: number;
}

export interface RoundFigures {
  p50: number;
  p99: number;
  /** Deliveries per second while messages went out one after another. */
  deliveriesPerSecond: number;
  messages: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function figures(runs: Measured[]): RoundFigures {
  const sorted = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    deliveriesPerSecond: sorted.length / seconds,
    messages: runs.reduce((sum, r) => sum + r.messages, 0),
  };
}
