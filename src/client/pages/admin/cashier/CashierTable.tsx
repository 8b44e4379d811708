import type { SortDirection } from '../../../../shared/contract';
import { formatAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { type AdminColumn, AdminTable } from '../table/AdminTable';
import type { TableSort } from '../table/table-sort';
import { type CashierAction, actionNoun } from './cashier-actions';
import {
  type CashierTableRow,
  kindText,
  paidWithText,
  protectedUntilOf,
  when,
} from './cashier-rows';

export type { CashierTableRow } from './cashier-rows';

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
  PENDING: 'Sending the offer',
  SENT: 'Offer sent',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  REVERSED: 'Reversed',
};

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
      cell: kindText,
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
      key: 'paidWith',
      header: 'Coins or skins',
      // One line: a long list of skins is cut short on screen (whole on hover and for
      // screen readers); the decision's form lists every skin.
      cell: (row) => {
        const text = paidWithText(row);
        return row.method === 'SKINS' ? <span title={text}>{text}</span> : text;
      },
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          {STATUS_WORDS[row.status] ?? row.status}
          {row.reason && <span className="admin-cashier__reason"> · {row.reason}</span>}
          {protectedUntilOf(row) && (
            <span className="admin-cashier__reason">
              {' '}
              · trade protected until {when(protectedUntilOf(row)!)}
            </span>
          )}
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
              aria-label={`${action.label} the ${actionNoun(action, row)} of ${formatAmount(row.kind === 'DEPOSIT' ? (row.held ?? 0) : row.amount)} gems by ${row.user.username}`}
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
