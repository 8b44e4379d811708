import type { AdminCashierRow } from '../../../../shared/contract';
import { formatAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import type { CashierAction } from './cashier-actions';

export type CashierTableRow = Omit<AdminCashierRow, 'held'> & { held?: number };

const STATUS_WORDS: Record<string, string> = {
  CONFIRMING: 'Confirming',
  HELD: 'Held',
  PENDING_APPROVAL: 'Waiting for approval',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  REJECTED: 'Rejected',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One list of deposits or withdrawals: a real table (its caption names it, each header is a
 * column's), scrolling sideways inside its frame on a narrow screen. Each row's buttons name
 * the row they act on for screen readers.
 */
export function CashierTable({
  caption,
  rows,
  actions = [],
  onAction,
  empty,
}: {
  caption: string;
  rows: readonly CashierTableRow[];
  actions?: readonly CashierAction[];
  onAction?: (action: CashierAction, row: CashierTableRow) => void;
  empty: string;
}) {
  return (
    <div className="admin-cashier__frame" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-cashier__table">
        <caption className="admin-cashier__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Kind</th>
            <th scope="col">Gems</th>
            <th scope="col">Coin</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            {actions.length > 0 && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={actions.length > 0 ? 7 : 6}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} data-testid="cashier-row" data-id={row.id}>
              <td>{row.user.username}</td>
              <td>{row.kind === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'}</td>
              <td className="admin-cashier__number">
                {formatAmount(row.amount)}
                {row.held ? ` (+${formatAmount(row.held)} held)` : ''}
              </td>
              <td className="admin-cashier__number">
                {row.coinAmount} {row.symbol}
              </td>
              <td>
                {STATUS_WORDS[row.status] ?? row.status}
                {row.reason && <span className="admin-cashier__reason">{row.reason}</span>}
              </td>
              <td>{when(row.createdAt)}</td>
              {actions.length > 0 && (
                <td>
                  <span className="admin-cashier__actions">
                    {actions.map((action) => (
                      <Button
                        key={action.name}
                        size="sm"
                        variant={action.needsReason ? 'ghost' : 'secondary'}
                        aria-label={`${action.label} the ${action.noun} of ${formatAmount(row.kind === 'DEPOSIT' ? (row.held ?? 0) : row.amount)} gems by ${row.user.username}`}
                        onClick={() => onAction?.(action, row)}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
