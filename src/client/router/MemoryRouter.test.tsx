// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useParams } from './hooks';
import { Link } from './Link';
import { MemoryRouter, Route, Routes } from './MemoryRouter';
import { Outlet } from './Outlet';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function User() {
  return <p>user {useParams().id}</p>;
}

describe('<MemoryRouter> with <Routes>', () => {
  it('renders the matching <Route>, nested ones in its outlet, and follows links', () => {
    render(
      <MemoryRouter initialEntries={['/admin/users/7']}>
        <Routes>
          <Route
            path="/admin"
            element={
              <>
                <Link to="/admin/users?q=ann">Users</Link>
                <Outlet />
              </>
            }
          >
            <Route path="users/:id" element={<User />} />
            <Route path="users" element={<p>all users</p>} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('user 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(screen.getByText('all users')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('/admin/users?q=ann');
  });

  it('renders nothing for a path none of its routes has', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <Routes>
          <Route path="/admin/*" element={<p>admin</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
