import type { AdminCashierRow, SortDirection } from '../../../../shared/contract';
import { formatAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { type AdminColumn, AdminTable } from '../table/AdminTable';
import type { TableSort } from '../table/table-sort';
import type { CashierAction } from './cashier-actions';

export type CashierTableRow = Omit<AdminCashierRow, 'held'> & { held?: number };

/** The columns a cashier list sorts by, named as the search's `sort` names them. */
export const CASHIER_SORT_COLUMNS = ['user', 'amount', 'createdAt'] as const;

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

/** A row's value in a sort column, for the queues the page sorts itself. */
export const cashierSortValue = (row: CashierTableRow, column: string): string | number =>
  column === 'amount' ? row.amount : column === 'user' ? row.user.username : row.createdAt;

function columnsOf(
  actions: readonly CashierAction[],
  onAction?: (action: CashierAction, row: CashierTableRow) => void,
): AdminColumn<CashierTableRow>[] {
  const columns: AdminColumn<CashierTableRow>[] = [
    { key: 'user', header: 'Player', sortable: true, cell: (row) => row.user.username },
    {
      key: 'kind',
      header: 'Kind',
      cell: (row) => (row.kind === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'),
    },
    {
      key: 'amount',
      header: 'Gems',
      sortable: true,
      firstDirection: 'desc',
      numeric: true,
      cell: (row) =>
        `${formatAmount(row.amount)}${row.held ? ` (+${formatAmount(row.held)} held)` : ''}`,
    },
    {
      key: 'coin',
      header: 'Coin',
      numeric: true,
      cell: (row) => `${row.coinAmount} ${row.symbol}`,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          {STATUS_WORDS[row.status] ?? row.status}
          {row.reason && <span className="admin-cashier__reason"> · {row.reason}</span>}
        </>
      ),
    },
    {
      key: 'createdAt',
      header: 'Created',
      sortable: true,
      firstDirection: 'desc',
      cell: (row) => when(row.createdAt),
    },
  ];
  if (actions.length === 0) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
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
      ),
    },
  ];
}

/**
 * One list of deposits or withdrawals: a real table (its caption names it, each header is a
 * column's; player, gems and date sort), its rows rendered virtually, scrolling inside its
 * frame on a narrow screen. Each row's buttons name the row they act on for screen readers.
 */
export function CashierTable({
  caption,
  rows,
  actions = [],
  onAction,
  empty,
  sort,
  onSort,
  hasMore,
  loading,
  onLoadMore,
}: {
  caption: string;
  rows: readonly CashierTableRow[];
  actions?: readonly CashierAction[];
  onAction?: (action: CashierAction, row: CashierTableRow) => void;
  empty: string;
  sort?: TableSort | null;
  onSort?: (column: string, firstDirection?: SortDirection) => void;
  hasMore?: boolean;
  loading?: boolean;
  onLoadMore?: () => void;
}) {
  return (
    <AdminTable
      caption={caption}
      columns={columnsOf(actions, onAction)}
      rows={rows}
      getKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-testid': 'cashier-row', 'data-id': row.id })}
      rowHeight={actions.length > 0 ? 56 : 40}
      maxHeight={actions.length > 0 ? 420 : 480}
      empty={empty}
      sort={sort}
      onSort={onSort}
      hasMore={hasMore}
      loading={loading}
      onLoadMore={onLoadMore}
    />
  );
}
