// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../../router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { exampleResponses } from '../../../../shared/contract/examples';
import { fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import AuditPage from './AuditPage';

const ROWS = exampleResponses.adminListAudit.rows;

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}

const renderAt = (path = '/admin/audit') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/audit"
          element={
            <>
              <AuditPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<AuditPage>', () => {
  it('filters, sorts, keeps both in the address, and shows before, after and reason', async () => {
    const requests = fakeFetch({
      'GET /api/admin/audit?limit=50': ok({ rows: [], nextCursor: null, nextPageCursor: null }),
      'GET /api/admin/audit?actor=operator&action=wallet.&limit=50': ok({
        rows: ROWS,
        nextCursor: 301,
        nextPageCursor: 'p2',
      }),
      'GET /api/admin/audit?actor=operator&action=wallet.&limit=50&cursor=p2': ok({
        rows: [{ ...ROWS[0]!, id: 300, reason: 'An older one' }],
        nextCursor: null,
        nextPageCursor: null,
      }),
      'GET /api/admin/audit?actor=operator&action=wallet.&sort=action.asc&limit=50': ok({
        rows: ROWS,
        nextCursor: null,
        nextPageCursor: null,
      }),
    });
    renderAt();
    expect(await screen.findByText('No row matches these filters.')).toBeTruthy();
    const form = screen.getByRole('search');
    fireEvent.input(within(form).getByLabelText('Operator'), { target: { value: 'operator' } });
    fireEvent.input(within(form).getByLabelText('Action'), { target: { value: 'wallet.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(location).toBe('?actor=operator&action=wallet.'));
    const table = await screen.findByRole('table', { name: 'Audit rows' });
    const row = (await within(table).findAllByTestId('audit-row'))[0]!;
    expect(within(row).getByText('{"balance":100000}')).toBeTruthy();
    expect(within(row).getByText('{"balance":100500}')).toBeTruthy();
    expect(within(row).getByText('Refund of a double deposit')).toBeTruthy();
    // The short first page is followed by the next one, by the server's cursor.
    expect(await within(table).findByText('An older one')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /Action/ }));
    await waitFor(() => expect(location).toBe('?actor=operator&action=wallet.&sort=action.asc'));
    await waitFor(() => expect(within(table).getAllByTestId('audit-row')).toHaveLength(1));
    expect(requests.map((r) => r.path)).toContain(
      '/api/admin/audit?actor=operator&action=wallet.&limit=50&cursor=p2',
    );
  });

  it('exports every row the filters match as CSV, walking the pages', async () => {
    const created: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:audit';
    };
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const requests = fakeFetch({
      'GET /api/admin/audit?action=wallet.&limit=50': ok({
        rows: ROWS,
        nextCursor: null,
        nextPageCursor: null,
      }),
      'GET /api/admin/audit?action=wallet.&limit=100': ok({
        rows: ROWS,
        nextCursor: 301,
        nextPageCursor: 'p2',
      }),
      'GET /api/admin/audit?action=wallet.&limit=100&cursor=p2': ok({
        rows: ROWS,
        nextCursor: null,
        nextPageCursor: null,
      }),
    });
    renderAt('/admin/audit?action=wallet.');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 rows.')).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain(
      '/api/admin/audit?action=wallet.&limit=100&cursor=p2',
    );
    const text = await created[0]!.text();
    expect(text.split('\r\n')[0]).toBe('id,when,actor,action,target,before,after,reason');
    expect(text.split('\r\n')).toHaveLength(4);
  });
});
