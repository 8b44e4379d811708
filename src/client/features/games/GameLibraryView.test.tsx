// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalEntry } from '../modals/modal-store';
import GameLibraryView from './GameLibraryView';
import { games } from './games';

// The tiles' player counts come over the socket; this test has no server.
vi.mock('./game-activity', () => ({ usePlayersIn: () => 0 }));

afterEach(cleanup);

const modal: ModalEntry = {
  modalId: 'library1',
  type: 'default',
  view: 'GAME_LIBRARY',
  props: {},
  actions: [],
};

const renderView = () =>
  render(
    <MemoryRouter>
      <GameLibraryView modal={modal} title="Game library" closable />
    </MemoryRouter>,
  );

describe('<GameLibraryView>', () => {
  it('lists every game of the registry, each linking to its page', () => {
    renderView();
    const grid = screen.getByRole('list', { name: 'Games' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(games.map((g) => g.path));
    expect(screen.getByRole('status').textContent).toBe(`${games.length} games`);
  });

  it('narrows the grid to the games matching the search', () => {
    renderView();
    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: 'MINES' } });
    const links = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/mines']);
    expect(screen.getByRole('status').textContent).toBe('1 game');
  });

  it('says so when nothing matches', () => {
    renderView();
    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: 'poker' } });
    expect(screen.queryByRole('list', { name: 'Games' })).toBeNull();
    expect(screen.getByText('No game matches “poker”.')).toBeTruthy();
  });
});
