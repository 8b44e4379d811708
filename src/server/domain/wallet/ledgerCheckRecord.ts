import type { DashboardLedgerCheck } from '../../../shared/contract/adminDashboard';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { Tx } from '../../db/transaction';
import { LEDGER_INVARIANTS, type LedgerReport, verifyLedger } from './verifyLedger';

// Each ledger check leaves a row (migration 0054), so the back office can say when the books
// were last checked, how and what was found, whichever node or command checked them.

type Way = DashboardLedgerCheck['by'];

/** A finding keeps its invariant's name and a few offending rows, not a page of them. */
const FINDING_MAX = 500;
const KEEP_DAYS = 30;

const RECORD: Statement = {
  name: 'ledger_check_record',
  text: `WITH added AS (
           INSERT INTO ledger_checks (checked_at, checked_by, invariants, problems, findings, entries, took_ms)
           VALUES ($1, $2, $3, $4, $5::text[], $6, $7) RETURNING checked_at)
         DELETE FROM ledger_checks
          WHERE checked_at < (SELECT checked_at FROM added) - make_interval(days => ${KEEP_DAYS})`,
};

const LATEST: Statement = {
  name: 'ledger_check_latest',
  text: `SELECT checked_at, checked_by, invariants, problems, findings, entries, took_ms
           FROM ledger_checks ORDER BY checked_at DESC, id DESC LIMIT 1`,
};

/** Runs every invariant (verifyLedger), then records when, how and what it found. */
export async function checkAndRecordLedger(
  db: Database,
  by: Way,
  now: () => number = Date.now,
): Promise<LedgerReport> {
  const started = now();
  const report = await verifyLedger(db);
  const finished = now();
  await autocommit(db, (tx) =>
    tx.query(RECORD, [
      new Date(finished).toISOString(),
      by,
      LEDGER_INVARIANTS,
      report.problems.length,
      report.problems.map((problem) => problem.slice(0, FINDING_MAX)),
      report.entries,
      Math.max(0, Math.round(finished - started)),
    ]),
  );
  return report;
}

/** The latest check on record, or null before the first. */
export async function latestLedgerCheck(tx: Tx): Promise<DashboardLedgerCheck | null> {
  const [row] = await tx.query<{
    checked_at: Date | string;
    checked_by: Way;
    invariants: number | string;
    problems: number | string;
    findings: string[];
    entries: number | string;
    took_ms: number | string;
  }>(LATEST, []);
  if (!row) return null;
  return {
    at: new Date(row.checked_at).toISOString(),
    by: row.checked_by,
    invariants: Number(row.invariants),
    problems: Number(row.problems),
    findings: row.findings,
    entries: Number(row.entries),
    tookMs: Number(row.took_ms),
  };
}
