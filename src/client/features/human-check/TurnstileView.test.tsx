// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initModalManager, modalStore, openModal, type ModalEntry } from '../modals/modal-store';
import type { TurnstileApi } from './turnstile-script';
import TurnstileView from './TurnstileView';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

type Options = Parameters<TurnstileApi['render']>[1];
let rendered: { container: HTMLElement; options: Options }[];
const removed: string[] = [];

beforeEach(() => {
  rendered = [];
  removed.length = 0;
  window.turnstile = {
    render: (container, options) => {
      rendered.push({ container, options });
      return `widget-${rendered.length}`;
    },
    remove: (id) => removed.push(id),
  };
  initModalManager({ TURNSTILE: TurnstileView });
  modalStore.setState({ modals: [], current: null });
});

afterEach(() => {
  cleanup();
  delete window.turnstile;
});

async function openCheck() {
  const confirm = vi.fn();
  const close = vi.fn();
  await openModal(
    'TURNSTILE',
    { siteKey: 'site-key-1' },
    {
      actions: [
        { type: 'confirm', callback: confirm },
        { type: 'close', callback: close },
      ],
    },
  );
  const modal = modalStore.getState().modals.at(-1) as ModalEntry;
  render(<TurnstileView modal={modal} title="Security check" closable />);
  await act(async () => {});
  return { confirm, close };
}

describe('<TurnstileView>', () => {
  it("renders Cloudflare's widget with the site key and answers with its token", async () => {
    const { confirm } = await openCheck();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeTruthy();
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.options.sitekey).toBe('site-key-1');
    expect(rendered[0]!.container).toBe(screen.getByTestId('turnstile-widget'));
    act(() => rendered[0]!.options.callback('token-abc'));
    expect(confirm).toHaveBeenCalledWith('token-abc');
    expect(modalStore.getState().modals).toHaveLength(0);
  });

  it('says when the check failed and renders a fresh widget on Try again', async () => {
    await openCheck();
    act(() => rendered[0]!.options['error-callback']!());
    expect(screen.getByRole('alert').textContent).toBe('The check failed. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => {});
    expect(removed).toEqual(['widget-1']);
    expect(rendered).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs the close action when the player closes it', async () => {
    const { confirm, close } = await openCheck();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(close).toHaveBeenCalledOnce();
    expect(confirm).not.toHaveBeenCalled();
  });
});
