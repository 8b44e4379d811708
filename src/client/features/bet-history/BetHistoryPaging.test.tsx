// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryBet } from '../../../shared/contract/betHistory';
import { exampleHistoryBets } from '../../../shared/contract/exampleHistory';
import { seedsStore } from '../fairness/seeds-store';
import { BetHistoryTab } from './BetHistoryTab';
import { betHistoryApi } from './bet-history-api';

// The history tab pages by the server's cursor and renders only the rows in view.

const dice = exampleHistoryBets.find((bet) => bet.game === 'dice')!;
const betsFrom = (first: number, count: number): HistoryBet[] =>
  Array.from({ length: count }, (_, i) => ({
    ...dice,
    id: `00000000-0000-4000-8000-${String(first + i).padStart(12, '0')}`,
  }));

beforeEach(() => {
  vi.spyOn(seedsStore.getState(), 'load').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderTab() {
  const router = createMemoryRouter([{ path: '*', element: <BetHistoryTab /> }]);
  return render(<RouterProvider router={router} />);
}

const renderedRows = () => document.querySelectorAll('[data-bet-id]');

describe('<BetHistoryTab> paging', () => {
  it('renders a window of a long list, and loads the next page after the last bet', async () => {
    const first = betsFrom(1, 50);
    const second = betsFrom(51, 20);
    const list = vi
      .spyOn(betHistoryApi, 'list')
      .mockResolvedValueOnce({ bets: first, nextCursor: first[49]!.id })
      .mockResolvedValueOnce({ bets: second, nextCursor: null });
    renderTab();
    await screen.findByRole('list', { name: 'Your bets' });
    // The viewport holds a few rows; overscan adds five: far fewer than fifty.
    expect(renderedRows().length).toBeGreaterThan(0);
    expect(renderedRows().length).toBeLessThan(20);
    const firstItem = screen.getAllByRole('listitem')[0]!;
    expect(firstItem.getAttribute('aria-setsize')).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Load 50 older' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('70'),
    );
    expect(list.mock.calls[1]).toEqual([null, first[49]!.id]);
    expect(screen.queryByRole('button', { name: /older/ })).toBeNull();
  });

  it('starts again from the newest when the game filter changes', async () => {
    const list = vi
      .spyOn(betHistoryApi, 'list')
      .mockResolvedValue({ bets: betsFrom(1, 3), nextCursor: null });
    renderTab();
    await screen.findByRole('list', { name: 'Your bets' });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'dice' } });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(list.mock.calls[1]).toEqual(['dice', null]);
    expect(renderedRows()).toHaveLength(3);
  });

  it("shows a round bet in its game's own words, from lines loaded with the page", async () => {
    const crash = exampleHistoryBets.find((bet) => bet.game === 'crash')!;
    vi.spyOn(betHistoryApi, 'list').mockResolvedValue({ bets: [crash], nextCursor: null });
    renderTab();
    expect(await screen.findByText(/^Cashed out at 2.50x · crashed at 4.31x/)).toBeTruthy();
    expect(screen.getByText('Round 812')).toBeTruthy();
  });
});
