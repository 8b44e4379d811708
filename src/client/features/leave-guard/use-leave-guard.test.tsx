// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, initModalManager, modalStore, resolveModal } from '../modals/modal-store';
import { leaveReason } from './leave-reasons';
import { useLeaveGuard } from './use-leave-guard';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

function GamePage({ running }: { running: boolean }) {
  useLeaveGuard(leaveReason({ autoBetRunning: running }));
  return <Link to="/other">Elsewhere</Link>;
}

function renderAt(running: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/dice', element: <GamePage running={running} /> },
      { path: '/other', element: <p>Other page</p> },
    ],
    { initialEntries: ['/dice'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  initModalManager({ EXIT: () => null });
  modalStore.setState({ modals: [], current: null });
});
afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('lets the player leave freely when nothing is running', async () => {
    const router = renderAt(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await flush();
    expect(router.state.location.pathname).toBe('/other');
    expect(modalStore.getState().modals).toHaveLength(0);
  });

  it('asks with EXIT while an auto-bet runs: Stay keeps the page, Leave goes', async () => {
    const router = renderAt(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await flush();
    const [exit] = modalStore.getState().modals;
    expect(exit?.view).toBe('EXIT');
    expect(exit?.props).toEqual({ reason: leaveReason({ autoBetRunning: true }) });
    expect(router.state.location.pathname).toBe('/dice');

    act(() => closeModal());
    await flush();
    expect(router.state.location.pathname).toBe('/dice');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await flush();
    const again = modalStore.getState().modals[0]!;
    act(() => resolveModal(again.modalId, 'confirm'));
    await flush();
    expect(router.state.location.pathname).toBe('/other');
  });
});
