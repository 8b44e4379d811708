// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { useBetAmountForm } from '../instant-games/bet-amount-form';
import { BetPanel } from '../instant-games/BetPanel';
import { sessionStore } from '../session/session-store';
import type { SettledBet } from './auto-bet-runner';
import { useAutoBet } from './use-auto-bet';

// The bet panel's auto mode in a browser-like DOM, against a fake game: the switch, the
// settings, Start / Stop by button and by Space, and why a run ended.

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

type Place = (stake: number) => Promise<SettledBet>;

function Harness({ place, blocker }: { place: Place; blocker?: () => string | null }) {
  const amount = useBetAmountForm();
  const auto = useAutoBet({ game: 'dice', title: 'Dice', place, blocker });
  return <BetPanel amount={amount} onBet={() => {}} betLabel="Roll" label="Dice bet" auto={auto} />;
}

const lose: Place = async (stake) => ({ stake, payout: 0, landed: Promise.resolve() });
const space = () => fireEvent.keyDown(window, { key: ' ', code: 'Space' });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() =>
  sessionStore.setState({
    initialized: true,
    user: { id: 'a7c1f4e2-5b6d-4c3e-9f8a-1b2c3d4e5f60', username: 'auto', roles: [], balance: 1e6 },
  }),
);
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

describe('<BetPanel> in auto mode', () => {
  it('switches to auto, with its settings, its button and its shortcut in the help', () => {
    render(<Harness place={lose} />);
    expect(screen.getByRole('button', { name: 'Roll' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(screen.queryByRole('button', { name: 'Roll' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeTruthy();
    expect(field('Number of bets').value).toBe('10');
    expect(screen.getByRole('group', { name: 'On win' })).toBeTruthy();
    expect(field('Stop on profit')).toBeTruthy();
    expect(document.querySelector('.hotkey-help')?.textContent).toContain(
      'Space start / stop auto-bet',
    );
  });

  it('runs the counted bets with the strategy’s stakes and says how it ended', async () => {
    const place = vi.fn(lose);
    render(<Harness place={place} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    fireEvent.change(field('Number of bets'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('group', { name: 'On loss' }).querySelectorAll('input')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() =>
      expect(screen.getByTestId('auto-bet-message').textContent).toBe(
        'Auto-bet done: 3 bets, \u22127.00 gems.',
      ),
    );
    expect(place.mock.calls.map(([stake]) => stake)).toEqual([100, 200, 400]);
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeTruthy();
  });

  it('Space starts a run and Space stops it: the bet in flight is the last', async () => {
    const answers: ((bet: SettledBet) => void)[] = [];
    const place = vi.fn<Place>(() => new Promise((resolve) => answers.push(resolve)));
    render(<Harness place={place} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    fireEvent.change(field('Number of bets'), { target: { value: '0' } });
    space();
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Stop auto-bet' })).toBeTruthy();
    expect(field('Number of bets').disabled).toBe(true);
    space();
    await waitFor(() => expect(screen.getByRole('button', { name: /Stopping/ })).toBeTruthy());
    await act(async () => answers[0]!({ stake: 100, payout: 0, landed: Promise.resolve() }));
    await waitFor(() =>
      expect(screen.getByTestId('auto-bet-message').textContent).toBe(
        'Stopped after 1 bet: \u22121.00 gem.',
      ),
    );
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('stops on a refused bet and says the server’s reason', async () => {
    let calls = 0;
    const place: Place = async (stake) => {
      calls += 1;
      if (calls === 2) throw new ApiError('Insufficient balance', 400, 'INSUFFICIENT_BALANCE');
      return lose(stake);
    };
    render(<Harness place={place} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() =>
      expect(screen.getByTestId('auto-bet-message').textContent).toBe(
        'Auto-bet stopped after 1 bet: Insufficient balance',
      ),
    );
    expect(calls).toBe(2);
  });

  it('does not start with settings it cannot read, and names the field', async () => {
    const place = vi.fn(lose);
    render(<Harness place={place} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    fireEvent.change(field('Stop on loss'), { target: { value: 'a lot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Enter an amount in gems, or leave empty'),
    );
    expect(place).not.toHaveBeenCalled();
  });

  it('says why it cannot start while that holds, and sends nothing', async () => {
    const place = vi.fn(lose);
    const pick = () => 'Pick the tiles to reveal on the board first.';
    const { rerender } = render(<Harness place={place} blocker={pick} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(screen.getByTestId('auto-bet-message').textContent).toBe(pick()));
    expect(place).not.toHaveBeenCalled();
    rerender(<Harness place={place} blocker={() => null} />);
    expect(screen.getByTestId('auto-bet-message').textContent).toBe('');
  });
});
