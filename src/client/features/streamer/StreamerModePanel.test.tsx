// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { findConfirm, renderConfirmHost } from '../modals/confirm-test-host';
import { modalStore } from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import { StreamerModePanel } from './StreamerModePanel';

const TOKEN = {
  id: '5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  label: 'OBS dice',
  createdAt: '2026-11-27T08:00:00.000Z',
  lastUsedAt: null,
};

const signIn = (streamerMode: boolean) =>
  sessionStore.setState({
    initialized: true,
    user: { id: TOKEN.id, username: 'player_one', roles: ['PLAYER'], balance: 0, streamerMode },
  });

const toggle = () => screen.getByRole('switch', { name: 'Streamer mode' }) as HTMLInputElement;

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  modalStore.setState({ modals: [], current: null });
  sessionStore.setState({ user: null });
});

describe('<StreamerModePanel>', () => {
  it('turns streamer mode on and keeps what the server stored', async () => {
    signIn(false);
    const requests = fakeFetch({
      'GET /api/users/me/capture-tokens': ok({ tokens: [] }),
      'POST /api/users/me/streamer-mode': ok({ streamerMode: true }),
    });
    render(<StreamerModePanel />);
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/users/me/streamer-mode',
      body: { streamerMode: true },
    });
    expect(sessionStore.getState().user?.streamerMode).toBe(true);
  });

  it('hides at once, and puts the setting back when the server refuses', async () => {
    signIn(false);
    fakeFetch({
      'GET /api/users/me/capture-tokens': ok({ tokens: [] }),
      'POST /api/users/me/streamer-mode': fail(503, 'UNAVAILABLE', 'Please try again in a moment'),
    });
    render(<StreamerModePanel />);
    fireEvent.click(toggle());
    expect(sessionStore.getState().user?.streamerMode).toBe(true);
    expect(await screen.findByText('Please try again in a moment')).toBeTruthy();
    expect(toggle().checked).toBe(false);
    expect(sessionStore.getState().user?.streamerMode).toBe(false);
  });

  it('makes a capture link, shows its address once, and revokes it', async () => {
    signIn(false);
    const requests = fakeFetch({
      // Read once at first, again after the creation and after the revocation.
      'GET /api/users/me/capture-tokens': [
        ok({ tokens: [] }),
        ok({ tokens: [TOKEN] }),
        ok({ tokens: [] }),
      ],
      'POST /api/users/me/capture-tokens': ok({ token: TOKEN, secret: 'cap_secret' }),
      [`POST /api/users/me/capture-tokens/${TOKEN.id}/revoke`]: ok({ id: TOKEN.id }),
    });
    renderConfirmHost();
    render(<StreamerModePanel />);
    expect(await screen.findByText('No capture links yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create capture link' }));
    expect(await screen.findByText('Give the capture link a name')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'OBS dice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create capture link' }));
    const link = (await screen.findByTestId('capture-link')) as HTMLInputElement;
    expect(link.value).toBe(
      `${window.location.origin}/embed/dice?token=cap_secret&w=1280&h=720&bg=transparent`,
    );
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/users/me/capture-tokens',
      body: { label: 'OBS dice' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke OBS dice' }));
    // Revoking cannot be undone: it asks first, and keeping the link changes nothing.
    fireEvent.click(within(await findConfirm()).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(modalStore.getState().modals).toEqual([]));
    expect(requests.filter((r) => r.path.endsWith('/revoke'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke OBS dice' }));
    fireEvent.click(within(await findConfirm()).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No capture links yet.')).toBeTruthy();
    expect(screen.queryByTestId('capture-link')).toBeNull();
  });
});
