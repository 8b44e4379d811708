// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';
import { TOOLTIP_DELAY_MS } from './use-tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTip() {
  render(
    <Tooltip content="Halve the bet (H)">
      {(tip) => (
        <button type="button" aria-label="Halve" {...tip()}>
          ½
        </button>
      )}
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Halve' });
}

describe('<Tooltip>', () => {
  it('shows on keyboard focus and describes its control while shown', async () => {
    const button = renderTip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    await act(async () => {
      button.focus();
    });
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Halve the bet (H)');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('hides on Escape', async () => {
    const button = renderTip();
    await act(async () => {
      button.focus();
    });
    await screen.findByRole('tooltip');
    // Cancelled: a dialog or drawer around the control stays open.
    expect(fireEvent.keyDown(button, { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('waits for a resting mouse before showing, and leaves with it', async () => {
    const button = renderTip();
    // Load the lazy layer first: the fake clock below would stall the import.
    await act(async () => {
      button.focus();
    });
    await screen.findByRole('tooltip');
    await act(async () => {
      button.blur();
    });
    vi.useFakeTimers();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await act(async () => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Halve the bet (H)');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open on a touch (no hover on phones)', async () => {
    vi.useFakeTimers();
    const button = renderTip();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await act(async () => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders into the open dialog around its control, not behind it', async () => {
    render(
      <dialog open>
        <Tooltip content="Why">
          {(tip) => (
            <button type="button" {...tip()}>
              i
            </button>
          )}
        </Tooltip>
      </dialog>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'i' }).focus();
    });
    const tip = await screen.findByRole('tooltip');
    expect(tip.closest('dialog')).not.toBeNull();
  });
});
