// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
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
  it('searches, links each account, and keeps the search and page in the address', async () => {
    const requests = fakeFetch({
      'GET /api/admin/users?limit=25': ok({ users: [], nextCursor: null }),
      'GET /api/admin/users?limit=25&q=gem': ok({ users: [ROW], nextCursor: ROW.id }),
      [`GET /api/admin/users?limit=25&q=gem&before=${ROW.id}`]: ok({ users: [], nextCursor: null }),
    });
    renderAt();
    expect(await screen.findByText('No account matches.')).toBeTruthy();
    const search = screen.getByRole('search');
    fireEvent.input(within(search).getByLabelText('Find a user'), { target: { value: ' gem ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location).toBe('?q=gem'));
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const link = within(table).getByRole('link', { name: 'gem_hunter' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${ROW.id}`);
    expect(within(table).getByText('Banned')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location).toBe(`?q=gem&before=${ROW.id}`));
    expect(await screen.findByText('No account matches.')).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain(
      `/api/admin/users?limit=25&q=gem&before=${ROW.id}`,
    );
  });

  it('opens on the search an address carries', async () => {
    const requests = fakeFetch({
      'GET /api/admin/users?limit=25&q=hunter': ok({ users: [ROW], nextCursor: null }),
    });
    renderAt('/admin/users?q=hunter');
    expect(await screen.findByRole('link', { name: 'gem_hunter' })).toBeTruthy();
    expect((screen.getByLabelText('Find a user') as HTMLInputElement).value).toBe('hunter');
    expect(requests.map((r) => r.path)).toEqual(['/api/admin/users?limit=25&q=hunter']);
  });
});
