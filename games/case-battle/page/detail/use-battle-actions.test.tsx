// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findConfirm,
  renderConfirmHost,
} from '../../../../src/client/features/modals/confirm-test-host';
import { modalStore } from '../../../../src/client/features/modals/modal-store';
import { sessionStore } from '../../../../src/client/features/session/session-store';
import { battleApi } from './battle-api';
import { A, B, openBattle } from './battle-test-battle';
import { useBattleActions } from './use-battle-actions';

// Leaving a battle (the creator's "Close and refund") cannot be undone: it asks first.

vi.mock('../../../../src/client/features/audio/audio-player', () => ({ playSound: () => {} }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  modalStore.setState({ modals: [], current: null });
  sessionStore.setState({ user: null });
});

function seatedAs(userId: string) {
  sessionStore.setState({
    initialized: true,
    user: { id: userId, username: 'alice', roles: ['PLAYER'], balance: 5_000 },
  });
  const battle = openBattle();
  const leave = vi
    .spyOn(battleApi, 'leave')
    .mockResolvedValue({ caseBattle: battle, balance: 7_000, ledgerPosition: 9 });
  renderConfirmHost();
  const { result } = renderHook(() => useBattleActions(battle, () => {}));
  return { leave, result };
}

describe('leaving a battle', () => {
  it('closes it only once the creator confirms', async () => {
    const { leave, result } = seatedAs(A);
    act(() => void result.current.leave());
    const dialog = await findConfirm();
    expect(within(dialog).getByRole('heading').textContent).toBe('Close this battle?');
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close and refund' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(openBattle()._id));
  });

  it('does nothing when the player cancels', async () => {
    const { leave, result } = seatedAs(B);
    act(() => void result.current.leave());
    const dialog = await findConfirm();
    expect(within(dialog).getByRole('heading').textContent).toBe('Leave this battle?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(modalStore.getState().modals).toEqual([]));
    expect(leave).not.toHaveBeenCalled();
    expect(result.current.busy).toBeNull();
  });
});
