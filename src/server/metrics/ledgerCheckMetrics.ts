import { Gauge, type Registry } from 'prom-client';

export interface LedgerCheckState {
  /** When this node last finished a ledger check (ms since the epoch), or null. */
  lastCheckedAt: number | null;
  /** Broken invariants the last check found. */
  lastProblems: number;
}

/**
 * The age of this node's last ledger check, -1 while it has run none (only the round leader
 * checks: take the smallest non-negative age across nodes), and what that check found.
 */
export function ledgerCheckMetrics(
  registry: Registry,
  state: () => LedgerCheckState,
  now: () => number = Date.now,
): void {
  new Gauge({
    name: 'gemdrop_ledger_check_age_seconds',
    help: 'Seconds since this node last finished a ledger check; -1: none since it started',
    registers: [registry],
    collect() {
      const { lastCheckedAt } = state();
      this.set(lastCheckedAt === null ? -1 : (now() - lastCheckedAt) / 1000);
    },
  });
  new Gauge({
    name: 'gemdrop_ledger_check_problems',
    help: "Broken ledger invariants this node's last check found (0: the books balance)",
    registers: [registry],
    collect() {
      this.set(state().lastProblems);
    },
  });
}
