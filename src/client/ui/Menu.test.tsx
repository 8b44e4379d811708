// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { afterEach, describe, expect, it } from 'vitest';
import { Menu } from './Menu';
import { MenuItem, MenuLink } from './MenuItem';

afterEach(cleanup);

function Account({ chosen }: { chosen: string[] }) {
  return (
    <MemoryRouter>
      <Menu
        className="test-menu"
        header={<p>Signed in as ann</p>}
        trigger={(props) => (
          <button type="button" aria-label="Account menu for ann" {...props()}>
            A
          </button>
        )}
      >
        <MenuLink to="/profile/settings">Settings</MenuLink>
        <MenuItem onSelect={() => chosen.push('vault')}>Vault</MenuItem>
        <MenuItem onSelect={() => chosen.push('levels')}>Levels (you are level 3)</MenuItem>
        <MenuItem onSelect={() => chosen.push('out')}>Log out</MenuItem>
      </Menu>
      <p>Elsewhere</p>
    </MemoryRouter>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const items = () => screen.getAllByRole('menuitem');

describe('<Menu>', () => {
  it('is a menu button whose menu is named by it and holds menu items only', async () => {
    render(<Account chosen={[]} />);
    const button = screen.getByRole('button', { name: 'Account menu for ann' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Account menu for ann' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(items().map((item) => item.textContent)).toEqual([
      'Settings',
      'Vault',
      'Levels (you are level 3)',
      'Log out',
    ]);
    expect(menu.textContent).not.toContain('Signed in as');
  });

  it('opens from the keyboard on the first item; arrows, Home and End move, wrapping', async () => {
    render(<Account chosen={[]} />);
    const button = screen.getByRole('button', { name: 'Account menu for ann' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(items()[0]));
    const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
    key('ArrowDown');
    await waitFor(() => expect(document.activeElement).toBe(items()[1]));
    key('ArrowUp');
    key('ArrowUp');
    await waitFor(() => expect(document.activeElement).toBe(items()[3]));
    key('Home');
    await waitFor(() => expect(document.activeElement).toBe(items()[0]));
    key('End');
    await waitFor(() => expect(document.activeElement).toBe(items()[3]));
    // Focus moves by the keys; Tab leaves the menu.
    expect(items().map((item) => item.tabIndex)).toEqual([-1, -1, -1, -1]);
  });

  it('jumps to an item by typing its first letters', async () => {
    render(<Account chosen={[]} />);
    const button = screen.getByRole('button', { name: 'Account menu for ann' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(items()[0]));
    fireEvent.keyDown(document.activeElement!, { key: 'l' });
    await waitFor(() => expect(document.activeElement).toBe(items()[2]));
  });

  it('choosing an item runs it, closes the menu and returns focus to the button', async () => {
    const chosen: string[] = [];
    render(<Account chosen={chosen} />);
    const button = screen.getByRole('button', { name: 'Account menu for ann' });
    fireEvent.click(button);
    await settle();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Vault' }));
    expect(chosen).toEqual(['vault']);
    expect(screen.queryByRole('menu')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape (focus back on the button) and on a press outside', async () => {
    render(<Account chosen={[]} />);
    const button = screen.getByRole('button', { name: 'Account menu for ann' });
    fireEvent.click(button);
    await screen.findByRole('menu');
    await settle();
    fireEvent.keyDown(items()[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await screen.findByRole('menu');
    await settle();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('ArrowUp on the button opens on the last item', async () => {
    render(<Account chosen={[]} />);
    const button = screen.getByRole('button', { name: 'Account menu for ann' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(items()[3]));
  });
});
