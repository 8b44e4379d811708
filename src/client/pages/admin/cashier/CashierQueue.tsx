import type { ComponentProps } from 'react';
import { sortRows, useUrlSort } from '../table/table-sort';
import { CASHIER_SORT_COLUMNS, CashierTable, cashierSortValue } from './CashierTable';

/** The order the server sends a queue in. */
const OLDEST_FIRST = { column: 'createdAt', direction: 'asc' } as const;

type QueueProps = Omit<ComponentProps<typeof CashierTable>, 'sort' | 'onSort'> & {
  /** The address parameter that keeps this queue's order (each queue has its own). */
  sortParam: string;
};

/**
 * A queue the server sends whole (capped, oldest waiting first): sorted here by the column
 * an operator picks, the order kept in the address under the queue's own parameter.
 */
export function CashierQueue({ sortParam, rows, ...table }: QueueProps) {
  const { sort, sortBy } = useUrlSort(CASHIER_SORT_COLUMNS, OLDEST_FIRST, sortParam);
  const sorted = sortRows(rows, sort, cashierSortValue, (row) => row.id);
  return <CashierTable {...table} rows={sorted} sort={sort} onSort={sortBy} />;
}
