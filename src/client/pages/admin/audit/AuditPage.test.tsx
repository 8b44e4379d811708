// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
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
  it('filters, keeps the filters and page in the address, and shows before, after and reason', async () => {
    const requests = fakeFetch({
      'GET /api/admin/audit?limit=50': ok({ rows: [], nextCursor: null }),
      'GET /api/admin/audit?actor=operator&action=wallet.&limit=50': ok({
        rows: ROWS,
        nextCursor: 301,
      }),
      'GET /api/admin/audit?actor=operator&action=wallet.&limit=50&before=301': ok({
        rows: [],
        nextCursor: null,
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
    const row = within(table).getByTestId('audit-row');
    expect(within(row).getByText('{"balance":100000}')).toBeTruthy();
    expect(within(row).getByText('{"balance":100500}')).toBeTruthy();
    expect(within(row).getByText('Refund of a double deposit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location).toBe('?actor=operator&action=wallet.&before=301'));
    expect(requests.map((r) => r.path)).toContain(
      '/api/admin/audit?actor=operator&action=wallet.&limit=50&before=301',
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
      'GET /api/admin/audit?action=wallet.&limit=50': ok({ rows: ROWS, nextCursor: null }),
      'GET /api/admin/audit?action=wallet.&limit=100': ok({ rows: ROWS, nextCursor: 301 }),
      'GET /api/admin/audit?action=wallet.&limit=100&before=301': ok({
        rows: ROWS,
        nextCursor: null,
      }),
    });
    renderAt('/admin/audit?action=wallet.');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 rows.')).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain(
      '/api/admin/audit?action=wallet.&limit=100&before=301',
    );
    const text = await created[0]!.text();
    expect(text.split('\r\n')[0]).toBe('id,when,actor,action,target,before,after,reason');
    expect(text.split('\r\n')).toHaveLength(4);
  });
});
