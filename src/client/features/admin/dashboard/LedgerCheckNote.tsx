import type { AdminDashboard } from '../../../../shared/contract/adminDashboard';
import { RelativeTime } from '../../../ui/RelativeTime';

const HOW = {
  schedule: 'the scheduled check on the round leader',
  command: 'npm run ledger:verify',
} as const;

function schedule(everyMinutes: number): string {
  return everyMinutes > 0
    ? `The round leader checks every ${everyMinutes} minutes (LEDGER_CHECK_MINUTES).`
    : 'No check is scheduled (LEDGER_CHECK_MINUTES is 0).';
}

/** When the ledger's invariants were last checked, how, and what the check found. */
export function LedgerCheckNote({ check }: { check: AdminDashboard['ledgerCheck'] }) {
  const { last } = check;
  if (!last)
    return (
      <div className="dashboard__ledger">
        <p>No ledger check on record yet.</p>
        <p className="dashboard__muted">{schedule(check.everyMinutes)}</p>
      </div>
    );
  const held = last.problems === 0;
  return (
    <div className="dashboard__ledger">
      <p>
        Last checked <RelativeTime date={last.at} /> by {HOW[last.by]}:{' '}
        <strong className={held ? 'dashboard__ok' : 'dashboard__flag'}>
          {held
            ? `all ${last.invariants} invariants hold`
            : `${last.problems} of ${last.invariants} invariants broken`}
        </strong>
        , {last.entries.toLocaleString('en-US')} entries read in {(last.tookMs / 1000).toFixed(1)}{' '}
        s.
      </p>
      {!held && (
        <ul className="dashboard__findings">
          {last.findings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      )}
      <p className="dashboard__muted">{schedule(check.everyMinutes)}</p>
    </div>
  );
}
