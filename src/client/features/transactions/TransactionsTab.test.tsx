// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../lib/api-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionsTab } from './TransactionsTab';
import { transactionsApi } from './transactions-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = (id: number, kind: string, amount: number, balanceAfter: number) => ({
  id,
  kind,
  amount,
  balanceAfter,
  createdAt: '2025-01-15T12:00:00.000Z',
});

describe('<TransactionsTab>', () => {
  it('lists entries in a table, loads older ones by cursor and filters by kind', async () => {
    const list = vi
      .spyOn(transactionsApi, 'list')
      .mockResolvedValueOnce({
        entries: [entry(9, 'bet', -150, 850)],
        nextCursor: 9,
        kinds: ['bet', 'vault-deposit'],
      })
      .mockResolvedValueOnce({
        entries: [entry(4, 'vault-deposit', -200, 1_000)],
        nextCursor: null,
        kinds: ['bet', 'vault-deposit'],
      })
      .mockResolvedValueOnce({
        entries: [entry(4, 'vault-deposit', -200, 1_000)],
        nextCursor: null,
        kinds: ['bet', 'vault-deposit'],
      });
    render(<TransactionsTab />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Kind', 'Amount', 'Balance after']);
    expect(within(table).getByText('Bet')).toBeTruthy();
    expect(within(table).getByText('-1.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(list.mock.calls[1]![0]).toMatchObject({ before: 9, kind: null });
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'vault-deposit' } });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
    expect(list.mock.calls[2]![0]).toMatchObject({ before: null, kind: 'vault-deposit' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('option', { name: 'Vault deposit' })).toBeTruthy();
  });

  it('says so when there is nothing, and shows errors', async () => {
    vi.spyOn(transactionsApi, 'list').mockResolvedValueOnce({
      entries: [],
      nextCursor: null,
      kinds: [],
    });
    render(<TransactionsTab />);
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    cleanup();
    vi.spyOn(transactionsApi, 'list').mockRejectedValueOnce(
      new ApiError('Network down', 503, 'UNAVAILABLE'),
    );
    render(<TransactionsTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network down');
  });
});
