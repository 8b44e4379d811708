import type { Tally } from './loadPlayer';

// What the chaos suite did, gathered by each of its parts and printed at its end whatever
// failed: operations and their answers, failures injected, recoveries, the books.

export interface ChaosReport {
  operations: number;
  failures: string[];
  recoveries: string[];
  statuses: Map<string, number>;
  unavailable: number;
  internal: number;
  books: string[];
}

export const newReport = (): ChaosReport => ({
  operations: 0,
  failures: [],
  recoveries: [],
  statuses: new Map(),
  unavailable: 0,
  internal: 0,
  books: [],
});

export const printed = (report: ChaosReport) =>
  [
    `chaos: ${report.operations} operations through nginx; ${report.unavailable} answered 503, ${report.internal} answered 500`,
    `answers: ${[...report.statuses].map(([k, n]) => `${k} x${n}`).join(', ')}`,
    `failures injected: ${report.failures.length}`,
    ...report.failures.map((f) => `  ${f}`),
    'recoveries:',
    ...report.recoveries.map((r) => `  ${r}`),
    ...report.books,
  ].join('\n');

/** Adds a load's answers to the report. */
export function count(report: ChaosReport, tally: Tally) {
  report.operations += tally.operations;
  report.unavailable += tally.byOutcome.unavailable;
  report.internal += tally.byOutcome.internal;
  for (const [key, n] of tally.byStatus)
    report.statuses.set(key, (report.statuses.get(key) ?? 0) + n);
}

export const summary = (tally: Tally) =>
  Object.entries(tally.byOutcome)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
