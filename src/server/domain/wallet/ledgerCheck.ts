import type { LedgerReport } from './verifyLedger';

export interface LedgerCheckDeps {
  /** Runs every invariant (verifyLedger) and records the check (ledgerCheckRecord). */
  verify: () => Promise<LedgerReport>;
  /** Only the round leader checks, so a cluster checks once per period, not once per node. */
  isLeader: () => boolean;
  intervalMs: number;
  onReport: (report: LedgerReport) => void;
  onError: (error: unknown) => void;
  now?: () => number;
}

/**
 * The ledger's invariants (`npm run ledger:verify`), checked on a schedule by the node that
 * leads the rounds; the time of the last check feeds gemdrop_ledger_check_age_seconds.
 */
export class LedgerCheck {
  lastCheckedAt: number | null = null;
  lastProblems = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly deps: LedgerCheckDeps) {}

  start(): void {
    this.timer = setInterval(() => void this.runIfLeading(), this.deps.intervalMs);
    this.timer.unref();
  }

  /** Checks now when this node leads (and no check is already running). */
  runIfLeading(): Promise<void> {
    if (!this.deps.isLeader()) return Promise.resolve();
    this.running ??= this.check().finally(() => (this.running = undefined));
    return this.running;
  }

  private async check(): Promise<void> {
    try {
      const report = await this.deps.verify();
      this.lastCheckedAt = (this.deps.now ?? Date.now)();
      this.lastProblems = report.problems.length;
      this.deps.onReport(report);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /** Stops the schedule; a check under way finishes (it only reads). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
