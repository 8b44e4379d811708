// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaseOpener } from './CaseOpener';

vi.mock('../../../src/client/features/audio/audio-player', () => ({ playSound: () => {} }));

const pause = {
  title: 'Case Opening is unavailable',
  message: 'Case Opening is paused for the moment. Your balance is safe; please check back soon.',
};

function renderOpener(paused: boolean, onOpen = vi.fn()) {
  render(
    <CaseOpener
      count={1}
      price={250}
      loggedIn
      busy={false}
      pause={paused ? pause : null}
      onCount={() => {}}
      onOpen={onOpen}
    />,
  );
  return { onOpen, button: screen.getByRole('button', { name: /^Open 1 for/ }) };
}

afterEach(cleanup);

describe('the case opener', () => {
  it('opens while the game plays', () => {
    const { onOpen, button } = renderOpener(false);
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('offers no opening while paused, and says why beside the button', () => {
    const { onOpen, button } = renderOpener(true);
    expect(button).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('form', { name: 'Open cases' }));
    expect(onOpen).not.toHaveBeenCalled();
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(pause.message);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
  });
});
