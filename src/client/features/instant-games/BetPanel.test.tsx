// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diceClient } from '../../../../games/dice/client';
import { exampleUser } from '../../../shared/contract/examples';
import type { Notification } from '../../../shared/contract/notifications';
import { useAutoBet } from '../auto-bet/use-auto-bet';
import { useGamePause } from '../games/game-pause';
import { createClientNotification, notificationStore } from '../notifications/notification-store';
import { sessionStore } from '../session/session-store';
import { useBetAmountForm } from './bet-amount-form';
import { BetPanel } from './BetPanel';

// The bet panel as the dice page builds it, its pause read from the notification store
// where the server's GAME_DISABLED banner lands.

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

function DicePanel({ onBet }: { onBet: () => void }) {
  const amount = useBetAmountForm();
  const pause = useGamePause(diceClient.lobby.location);
  const auto = useAutoBet({ game: 'dice', title: 'Dice', place: vi.fn() });
  return (
    <BetPanel
      amount={amount}
      onBet={onBet}
      betLabel="Roll"
      label="Dice bet"
      pause={pause}
      auto={auto}
    />
  );
}

/** The GAME_DISABLED banner as the server raises it when an operator pauses dice. */
const dicePaused: Notification = {
  ...createClientNotification({ title: 'x', message: 'x', lifetimeMs: 0 }),
  _id: 'paused-DICE',
  source: 'server',
  type: 'GAME_DISABLED',
  severity: 'WARNING',
  dismissible: 'NEVER',
  priority: 100,
  variant: 'BANNER',
  location: 'DICE',
  title: 'Dice is unavailable',
  message: [
    {
      type: 'TEXT',
      value: 'Dice is paused for the moment. Your balance is safe; please check back soon.',
    },
  ],
};

const PAUSED_WORDS = /Dice is paused/;
const space = () => fireEvent.keyDown(window, { key: ' ', code: 'Space' });

beforeEach(() => {
  notificationStore.setState({ entries: [] });
  sessionStore.setState({ initialized: true, user: exampleUser });
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
  notificationStore.setState({ entries: [] });
});

describe('<BetPanel> of a paused game', () => {
  it('turns the bet button off and says the game is paused, until it resumes', async () => {
    const onBet = vi.fn();
    render(<DicePanel onBet={onBet} />);
    act(() => notificationStore.getState().add(dicePaused));

    const roll = screen.getByRole('button', { name: 'Roll' }) as HTMLButtonElement;
    expect(roll.disabled).toBe(true);
    expect(roll.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(roll.getAttribute('aria-describedby')!);
    expect(why?.textContent).toMatch(PAUSED_WORDS);
    expect(screen.getByRole('status').textContent).toMatch(PAUSED_WORDS);
    // Space, the bet shortcut, places nothing either.
    space();
    await act(async () => {});
    expect(onBet).not.toHaveBeenCalled();

    act(() => notificationStore.getState().remove('paused-DICE'));
    expect(roll.disabled).toBe(false);
    expect(roll.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(PAUSED_WORDS)).toBeNull();
  });

  it('offers no auto-bet run while paused, and says why', () => {
    render(<DicePanel onBet={vi.fn()} />);
    act(() => notificationStore.getState().add(dicePaused));
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    const start = screen.getByRole('button', { name: 'Start auto-bet' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    const why = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toMatch(PAUSED_WORDS);
  });
});
