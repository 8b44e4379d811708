// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserStats } from '../../../shared/contract';
import type { ModalEntry } from '../modals/modal-store';
import { chatApi } from './chat-api';
import UserStatsView from './UserStatsView';

// USER_STATS of a player in anonymous mode shows their level and nothing else.

const entry: ModalEntry = {
  modalId: 'statsAbc',
  type: 'default',
  view: 'USER_STATS',
  props: { userId: '0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40', username: 'Anonymous' },
  actions: [],
};

const user = {
  id: '0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40',
  username: 'gem_hunter',
  avatar: null,
  level: 7,
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

function show(stats: UserStats) {
  vi.spyOn(chatApi, 'userStats').mockResolvedValue({ stats });
  render(<UserStatsView modal={entry} title="Player" closable />);
}

describe('<UserStatsView>', () => {
  it('shows an anonymous player by level only', async () => {
    show({
      user: { ...user, username: 'Anonymous' },
      anonymous: true,
      joinedAt: null,
      bets: null,
      wagered: null,
    });
    expect(await screen.findByText('7')).toBeTruthy();
    expect(labels()).toEqual(['Level']);
  });

  it('shows a player in the open with their figures', async () => {
    show({
      user,
      anonymous: false,
      joinedAt: '2025-01-15T12:00:00.000Z',
      bets: 42,
      wagered: 125_000,
    });
    expect(await screen.findByText('42')).toBeTruthy();
    expect(labels()).toEqual(['Level', 'Joined', 'Bets', 'Wagered']);
    expect(screen.getByText('1,250.00')).toBeTruthy();
  });
});
