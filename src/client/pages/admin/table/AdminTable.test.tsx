// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminColumn, AdminTable } from './AdminTable';
import { useUrlSort } from './table-sort';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const rows: Row[] = Array.from({ length: 500 }, (_, i) => ({
  id: `id-${i}`,
  name: `Name ${i}`,
  amount: i * 100,
}));
const COLUMNS: AdminColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true },
  {
    key: 'amount',
    header: 'Gems',
    cell: (row) => row.amount,
    sortable: true,
    firstDirection: 'desc',
    numeric: true,
  },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

afterEach(cleanup);

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .filter(
      (row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1',
    );

function scrollTo(top: number) {
  const frame = screen.getByRole('region', { name: 'Things' });
  Object.defineProperty(frame, 'scrollTop', { value: top, configurable: true });
  fireEvent.scroll(frame);
}

describe('<AdminTable>', () => {
  it('renders only the rows in view plus 5 overscan each side, with their place in the whole', () => {
    render(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={rows}
        getKey={(r) => r.id}
        empty="None"
        maxHeight={400}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    // 400 px / 40 px = 10 visible rows, plus 5 below (none above at the top).
    expect(bodyRows()).toHaveLength(15);
    expect(bodyRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
    scrollTo(4_000); // row 100 at the top: rows 95 to 114 rendered
    const shown = bodyRows();
    expect(shown).toHaveLength(20);
    expect(shown[0]!.getAttribute('aria-rowindex')).toBe('97');
    expect(within(shown[0]!).getByRole('rowheader').textContent).toBe('Name 95');
    expect(within(shown[19]!).getByRole('rowheader').textContent).toBe('Name 114');
    // The spacers keep the scroll height of all 500 rows.
    const spacers = table.querySelectorAll<HTMLTableCellElement>('.admin-table__spacer td');
    const spaced = [...spacers].reduce((sum, td) => sum + parseInt(td.style.height, 10), 0);
    expect(spaced + shown.length * 40).toBe(500 * 40);
    // The frame scrolls by keyboard: it is focusable and named.
    expect(screen.getByRole('region', { name: 'Things' }).tabIndex).toBe(0);
  });

  it('sorts by header buttons that say their order with aria-sort', () => {
    const onSort = vi.fn();
    render(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={rows.slice(0, 3)}
        getKey={(r) => r.id}
        empty="None"
        sort={{ column: 'amount', direction: 'desc' }}
        onSort={onSort}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    // A column that does not sort is no button.
    expect(within(headers[2]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(headers[1]!).getByRole('button', { name: 'Gems' }));
    expect(onSort).toHaveBeenCalledWith('amount', 'desc');
    fireEvent.click(within(headers[0]!).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', undefined);
  });

  it('asks for the next page at the end, once, and offers a Load more button', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={rows.slice(0, 50)}
        getKey={(r) => r.id}
        empty="None"
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('table', { name: 'Things' }).getAttribute('aria-rowcount')).toBe('-1');
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(50 * 40);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={rows.slice(0, 50)}
        getKey={(r) => r.id}
        empty="None"
        hasMore
        loading
        onLoadMore={onLoadMore}
      />,
    );
    scrollTo(50 * 40 - 1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The page failed (no new row): scrolling does not ask for it again; the button does.
    rerender(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={rows.slice(0, 50)}
        getKey={(r) => r.id}
        empty="None"
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    scrollTo(50 * 40 - 2);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('50 rows, more to load');
    // New rows came: their end asks for the page after them.
    rerender(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={rows.slice(0, 60)}
        getKey={(r) => r.id}
        empty="None"
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    scrollTo(60 * 40);
    expect(onLoadMore).toHaveBeenCalledTimes(3);
  });

  it('says so when nothing matches', () => {
    render(
      <AdminTable
        caption="Things"
        columns={COLUMNS}
        rows={[]}
        getKey={(r) => r.id}
        empty="Nothing here."
      />,
    );
    expect(screen.getByRole('cell', { name: 'Nothing here.' })).toBeTruthy();
  });
});

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}
function Sorted() {
  const { sort, sortBy } = useUrlSort(['name', 'amount'], { column: 'amount', direction: 'desc' });
  return (
    <AdminTable
      caption="Things"
      columns={COLUMNS}
      rows={rows.slice(0, 2)}
      getKey={(r) => r.id}
      empty="None"
      sort={sort}
      onSort={sortBy}
    />
  );
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/t"
          element={
            <>
              <Sorted />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('useUrlSort', () => {
  it('keeps the order in the address beside the filters, dropping a stale cursor', () => {
    renderAt('/t?q=gem&cursor=abc&before=x');
    const header = (name: string) => screen.getByRole('button', { name });
    // No sort in the address: the default order shows as sorted.
    expect(header('Gems').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Name'));
    expect(location).toBe('?q=gem&sort=name.asc');
    expect(header('Name').closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header('Name'));
    expect(location).toBe('?q=gem&sort=name.desc');
    fireEvent.click(header('Gems'));
    expect(location).toBe('?q=gem&sort=amount.desc');
  });

  it('opens on the order an address carries; an unknown one falls back to the default', () => {
    renderAt('/t?sort=name.desc');
    expect(
      screen.getByRole('button', { name: 'Name' }).closest('th')!.getAttribute('aria-sort'),
    ).toBe('descending');
    cleanup();
    renderAt('/t?sort=id.asc');
    expect(
      screen.getByRole('button', { name: 'Gems' }).closest('th')!.getAttribute('aria-sort'),
    ).toBe('descending');
  });
});
