// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleUser } from '../../../src/shared/contract/examples';
import { sessionStore } from '../../../src/client/features/session/session-store';
import { CoinFlipCreateForm } from './CoinFlipCreateForm';

vi.mock('../../../src/client/features/audio/audio-player', () => ({ playSound: () => {} }));

const pause = {
  title: 'Coin Flip is unavailable',
  message: 'Coin Flip is paused for the moment. Your balance is safe; please check back soon.',
};

beforeEach(() => sessionStore.setState({ initialized: true, user: exampleUser }));
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

describe('the coin flip create form', () => {
  it('offers no new game while paused, and says why beside the button', async () => {
    const onCreate = vi.fn(async () => true);
    render(<CoinFlipCreateForm busy={false} pause={pause} onCreate={onCreate} />);
    const button = screen.getByRole('button', { name: 'Create game' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('form', { name: 'Create a coin flip' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onCreate).not.toHaveBeenCalled();
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(pause.message);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('creates a game while the game plays', async () => {
    const onCreate = vi.fn(async () => true);
    render(<CoinFlipCreateForm busy={false} onCreate={onCreate} />);
    expect(screen.getByRole('button', { name: 'Create game' })).toHaveProperty('disabled', false);
    fireEvent.submit(screen.getByRole('form', { name: 'Create a coin flip' }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
