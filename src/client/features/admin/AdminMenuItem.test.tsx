// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, describe, expect, it } from 'vitest';
import { Menu } from '../../ui/Menu';
import { MenuLink } from '../../ui/MenuItem';
import { sessionStore } from '../session/session-store';
import { AdminMenuItem } from './AdminMenuItem';

const signIn = (roles: string[]) =>
  sessionStore.setState({
    initialized: true,
    user: { id: 'u-1', username: 'ann', roles: roles as never, balance: 0 },
  });

afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

async function openMenu() {
  render(
    <MemoryRouter>
      <Menu
        className="account-menu"
        trigger={(props) => (
          <button type="button" aria-label="Account menu for ann" {...props()}>
            A
          </button>
        )}
      >
        <MenuLink to="/profile/settings">Settings</MenuLink>
        <AdminMenuItem />
      </Menu>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for ann' }));
  await screen.findByRole('menu');
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('<AdminMenuItem>', () => {
  it.each([['ADMIN'], ['SUPER_ADMIN'], ['MODERATOR']])(
    'leads %s to the back office from the account menu',
    async (role) => {
      signIn(['PLAYER', role]);
      expect(await openMenu()).toEqual(['Settings', 'Back office']);
      const link = screen.getByRole('menuitem', { name: 'Back office' });
      expect(link.getAttribute('href')).toBe('/admin');
    },
  );

  it('is not there for a player or a streamer', async () => {
    signIn(['PLAYER', 'STREAMER']);
    expect(await openMenu()).toEqual(['Settings']);
  });
});
