// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import UsersPage from './UsersPage';

const ROW = {
  id: '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f',
  username: 'gem_hunter',
  email: 'hunter@example.com',
  steamId: null,
  roles: ['PLAYER'],
  createdAt: '2026-01-01T00:00:00.000Z',
  bannedUntil: '2999-01-01T00:00:00.000Z',
  mutedUntil: null,
};

const OTHER = '4a2d3c8f-9e5b-4d6c-8f7a-2b3c4d5e6f7a';

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}

const renderAt = (path = '/admin/users') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/users"
          element={
            <>
              <UsersPage />
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

describe('<UsersPage>', () => {
  it('searches, links each account, and keeps the search and order in the address', async () => {
    const requests = fakeFetch({
      'GET /api/admin/users?limit=25': ok({ users: [], nextCursor: null, nextPageCursor: null }),
      'GET /api/admin/users?limit=25&q=gem': ok({
        users: [ROW],
        nextCursor: ROW.id,
        nextPageCursor: 'c1',
      }),
      'GET /api/admin/users?limit=25&q=gem&cursor=c1': ok({
        users: [{ ...ROW, id: OTHER, username: 'gem_two' }],
        nextCursor: null,
        nextPageCursor: null,
      }),
      'GET /api/admin/users?limit=25&q=gem&sort=username.asc': ok({
        users: [ROW],
        nextCursor: null,
        nextPageCursor: null,
      }),
    });
    renderAt();
    expect(await screen.findByText('No account matches.')).toBeTruthy();
    const search = screen.getByRole('search');
    fireEvent.input(within(search).getByLabelText('Find a user'), { target: { value: ' gem ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location).toBe('?q=gem'));
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const link = await within(table).findByRole('link', { name: 'gem_hunter' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${ROW.id}`);
    expect(within(table).getAllByText('Banned').length).toBeGreaterThan(0);
    // Newest first by default, said by the Joined header.
    const joined = within(table).getByRole('columnheader', { name: /Joined/ });
    expect(joined.getAttribute('aria-sort')).toBe('descending');
    // A page shorter than the frame reads the next one itself, into the same table.
    expect(await within(table).findByRole('link', { name: 'gem_two' })).toBeTruthy();
    expect(within(table).getAllByTestId('admin-user-row')).toHaveLength(2);
    // Sorting by name asks the server, and the address keeps it beside the search.
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(location).toBe('?q=gem&sort=username.asc'));
    await waitFor(() => expect(within(table).getAllByTestId('admin-user-row')).toHaveLength(1));
    expect(
      within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(requests.map((r) => r.path)).toContain(
      '/api/admin/users?limit=25&q=gem&sort=username.asc',
    );
  });

  it('opens on the search and order an address carries', async () => {
    const requests = fakeFetch({
      'GET /api/admin/users?limit=25&q=hunter&sort=createdAt.asc': ok({
        users: [ROW],
        nextCursor: null,
        nextPageCursor: null,
      }),
    });
    renderAt('/admin/users?q=hunter&sort=createdAt.asc');
    expect(await screen.findByRole('link', { name: 'gem_hunter' })).toBeTruthy();
    expect((screen.getByLabelText('Find a user') as HTMLInputElement).value).toBe('hunter');
    expect(requests.map((r) => r.path)).toEqual([
      '/api/admin/users?limit=25&q=hunter&sort=createdAt.asc',
    ]);
  });
});
