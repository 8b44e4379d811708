// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover } from './Popover';

afterEach(cleanup);

function Inbox() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Popover
        label="Notifications"
        initialFocus={heading}
        className="test-panel"
        trigger={(props) => (
          <button type="button" {...props()}>
            Bell
          </button>
        )}
      >
        <h2 ref={heading} tabIndex={-1}>
          Notifications
        </h2>
        <button type="button">Clear</button>
      </Popover>
      <p>Elsewhere</p>
    </>
  );
}

/** Lets floating-ui's queued focus moves (a microtask, then a frame) run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('<Popover>', () => {
  it('opens on a click, says so on its button, and moves focus in', async () => {
    render(<Inbox />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' })),
    );
  });

  it('opens from the keyboard: Enter on the focused button (a click with no pointer)', async () => {
    render(<Inbox />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    bell.focus();
    // The browser turns Enter on a button into a click of detail 0; happy-dom does not.
    fireEvent.keyDown(bell, { key: 'Enter' });
    fireEvent.click(bell, { detail: 0 });
    await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' })),
    );
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<Inbox />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    fireEvent.click(bell);
    await screen.findByRole('dialog');
    await settle();
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    fireEvent.keyDown(clear, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(bell);
  });

  it('closes on a press outside, and not on one inside', async () => {
    render(<Inbox />);
    fireEvent.click(screen.getByRole('button', { name: 'Bell' }));
    await screen.findByRole('dialog');
    await settle();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a second click on its button closes it', async () => {
    render(<Inbox />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    fireEvent.click(bell);
    await screen.findByRole('dialog');
    await settle();
    fireEvent.click(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside a modal dialog it renders there, and Escape closes it alone', async () => {
    render(
      <dialog open>
        <Inbox />
      </dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bell' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await settle();
    expect(panel.parentElement?.closest('dialog')).not.toBeNull();
    // A cancelled keydown keeps the browser from cancelling the <dialog> too.
    const notCancelled = fireEvent.keyDown(screen.getByRole('button', { name: 'Clear' }), {
      key: 'Escape',
    });
    expect(notCancelled).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});
