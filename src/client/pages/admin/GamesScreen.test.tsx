// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { GamesScreen } from './GamesScreen';

const limits = { betMin: 10, betMax: 1_000_000, payoutMax: 25_000_000 };
const open = { kind: 'dice', name: 'Dice', play: 'instant', paused: null, limits };
const paused = {
  ...open,
  paused: { reason: 'Checking a report', since: '2026-01-01T00:00:00.000Z', by: 'ann' },
};
const list = (dice: typeof open | typeof paused) =>
  ok({ games: [dice], beacon: { kind: 'local', label: 'local beacon', local: true } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<GamesScreen>', () => {
  it('shows each game, its limits and the beacon, and pauses one with a message', async () => {
    const requests = fakeFetch({
      'GET /api/admin/games': [list(open), list(paused)],
      'GET /api/fairness/round-chains': ok({ chains: [] }),
      'POST /api/admin/games/disable': ok({ ok: true }),
    });
    render(<GamesScreen />);
    expect(await screen.findByText('0.10 to 10,000.00')).toBeTruthy();
    expect(screen.getByText('local beacon')).toBeTruthy();

    const field = screen.getByLabelText('Message to players while Dice is paused');
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause Dice' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say why in at least 3 characters');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: 'Checking a report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause Dice' }));
    expect(await screen.findByRole('button', { name: 'Resume Dice' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      game: 'dice',
      reason: 'Checking a report',
    });
    expect(screen.getByText('Checking a report')).toBeTruthy();
  });

  it('resumes a paused game, the reason optional', async () => {
    const requests = fakeFetch({
      'GET /api/admin/games': [list(paused), list(open)],
      'GET /api/fairness/round-chains': ok({ chains: [] }),
      'POST /api/admin/games/enable': ok({ ok: true }),
    });
    render(<GamesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Dice' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause Dice' })).toBeTruthy());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ game: 'dice' });
  });
});
