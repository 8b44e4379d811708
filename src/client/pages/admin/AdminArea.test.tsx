// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { sessionStore } from '../../features/session/session-store';
import AdminArea from './AdminArea';

const signIn = (roles: string[] | null) =>
  sessionStore.setState({
    initialized: true,
    user: roles && { id: 'u-1', username: 'ann', roles: roles as never, balance: 0 },
  });

/** The app's way in: every /admin path goes to the one lazy route. */
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminArea />} />
      </Routes>
    </MemoryRouter>,
  );

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  vi.unstubAllGlobals();
  fakeFetch({
    'GET /api/admin/cashier/withdrawals': ok({ withdrawals: [] }),
    'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [] }),
    'GET /api/admin/cashier/deposits/held': ok({ deposits: [] }),
    'GET /api/admin/kyc/documents': ok({ documents: [] }),
    'GET /api/chat/history': ok({ chat: { channels: [] } }),
    'GET /api/moderation/muted-users': ok({ users: [] }),
    'GET /api/admin/community-cases': ok({ cases: [], nextAfter: null }),
  });
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null, initialized: false });
});

describe('<AdminArea>', () => {
  it('waits for the session before deciding', () => {
    sessionStore.setState({ initialized: false, user: null });
    renderAt('/admin');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
  });

  it.each([
    ['a visitor', null, '/admin'],
    ['a player', ['PLAYER'], '/admin'],
    ['a player', ['PLAYER'], '/admin/cashier'],
    ['a streamer', ['PLAYER', 'STREAMER'], '/admin/users/1'],
  ])('gives %s the ordinary 404 page at %s', (_who, roles, path) => {
    signIn(roles as string[] | null);
    renderAt(path);
    expect(heading().textContent).toBe('Page not found');
    expect(screen.getByText(`Page not found: ${path}`)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it.each([['ADMIN'], ['SUPER_ADMIN']])(
    'shows %s the navigation and the dashboard',
    async (role) => {
      signIn(['PLAYER', role]);
      renderAt('/admin');
      expect(heading().textContent).toBe('Dashboard');
      const nav = screen.getByRole('navigation', { name: 'Back office' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Dashboard',
        'Users',
        'Cashier',
        'KYC',
        'Games',
        'Promotions',
        'Content',
        'Moderation',
        'Audit log',
      ]);
      expect(links[0]!.getAttribute('aria-current')).toBe('page');
      expect(await screen.findAllByText('0')).toHaveLength(4);
    },
  );

  it('gives staff the 404 page at a screen that is not built', () => {
    signIn(['ADMIN']);
    renderAt('/admin/no-such-screen');
    expect(heading().textContent).toBe('Page not found');
  });

  it('takes a moderator from /admin to moderation, their one screen, and 404 elsewhere', async () => {
    signIn(['MODERATOR']);
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminArea />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(heading().textContent).toBe('Moderation');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Moderation']);
    expect(await screen.findByText('Nobody is muted.')).toBeTruthy();
    for (const path of [
      '/admin/cashier',
      '/admin/games',
      '/admin/users',
      '/admin/users/3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f',
      '/admin/audit',
      '/admin/content',
    ]) {
      cleanup();
      renderAt(path);
      expect(heading().textContent, path).toBe('Page not found');
    }
  });

  it('loads the content screen for an admin, its link marked as the page', async () => {
    fakeFetch({
      'GET /api/admin/blog/posts': ok({ posts: [] }),
      'GET /api/admin/sponsorships/applications': ok({ applications: [] }),
    });
    signIn(['ADMIN']);
    renderAt('/admin/content');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Content');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Content' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByText('No post yet.')).toBeTruthy();
  });

  it('opens the games screen for an admin', () => {
    signIn(['ADMIN']);
    renderAt('/admin/games');
    expect(heading().textContent).toBe('Games');
  });
});
