// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initModalManager, modalStore, openModal, type ModalEntry } from '../modals/modal-store';
import ExitView from './ExitView';

afterEach(cleanup);

beforeEach(() => {
  initModalManager({ EXIT: ExitView });
  modalStore.setState({ modals: [], current: null });
});

async function openExit() {
  const confirm = vi.fn();
  const close = vi.fn();
  await openModal(
    'EXIT',
    { reason: 'Leaving stops your auto-bet.' },
    {
      actions: [
        { type: 'confirm', callback: confirm },
        { type: 'close', callback: close },
      ],
    },
  );
  const modal = modalStore.getState().modals.at(-1) as ModalEntry;
  render(<ExitView modal={modal} title="Leave the game?" closable />);
  return { confirm, close };
}

describe('<ExitView>', () => {
  it('says why and stays on Stay (the close action)', async () => {
    const { confirm, close } = await openExit();
    const dialog = screen.getByRole('dialog', { name: 'Leave the game?' });
    expect(dialog.textContent).toContain('Leaving stops your auto-bet.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(close).toHaveBeenCalledOnce();
    expect(confirm).not.toHaveBeenCalled();
    expect(modalStore.getState().modals).toHaveLength(0);
  });

  it('leaves on Leave (the confirm action)', async () => {
    const { confirm, close } = await openExit();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(close).not.toHaveBeenCalled();
    expect(modalStore.getState().modals).toHaveLength(0);
  });
});
