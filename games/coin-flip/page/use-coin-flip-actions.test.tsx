// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findConfirm,
  renderConfirmHost,
} from '../../../src/client/features/modals/confirm-test-host';
import { modalStore } from '../../../src/client/features/modals/modal-store';
import { sessionStore } from '../../../src/client/features/session/session-store';
import { coinFlipApi } from './coin-flip-api';
import { openGame } from './coin-flip-test-games';
import { useCoinFlipActions } from './use-coin-flip-actions';

// Cancelling a coin flip cannot be undone: it asks first.

vi.mock('../../../src/client/features/audio/audio-player', () => ({ playSound: () => {} }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  modalStore.setState({ modals: [], current: null });
  sessionStore.setState({ user: null });
});

function render() {
  sessionStore.setState({
    initialized: true,
    user: { id: openGame(1).id, username: 'maker1', roles: ['PLAYER'], balance: 5_000 },
  });
  const game = openGame(1, { state: 'CANCELLED' });
  const cancel = vi
    .spyOn(coinFlipApi, 'cancel')
    .mockResolvedValue({ game, balance: 5_100, ledgerPosition: 4 });
  renderConfirmHost();
  const { result } = renderHook(() =>
    useCoinFlipActions(
      () => {},
      () => {},
    ),
  );
  return { cancel, result, id: game.id };
}

describe('cancelling a coin flip', () => {
  it('cancels only once the player confirms', async () => {
    const { cancel, result, id } = render();
    let done: Promise<boolean> | undefined;
    act(() => void (done = result.current.cancel(id)));
    const dialog = await findConfirm();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel game' }));
    await expect(done).resolves.toBe(true);
    expect(cancel).toHaveBeenCalledWith(id);
  });

  it('does nothing when the player keeps the game', async () => {
    const { cancel, result, id } = render();
    let done: Promise<boolean> | undefined;
    act(() => void (done = result.current.cancel(id)));
    fireEvent.click(within(await findConfirm()).getByRole('button', { name: 'Keep it' }));
    await expect(done).resolves.toBe(false);
    await waitFor(() => expect(modalStore.getState().modals).toEqual([]));
    expect(cancel).not.toHaveBeenCalled();
  });
});
