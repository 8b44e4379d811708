// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { findConfirm, renderConfirmHost } from '../modals/confirm-test-host';
import { modalStore } from '../modals/modal-store';
import { SessionList } from './SessionList';

// Signing out another device cannot be undone (it must sign in again): it asks first.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const session = (id: string, current: boolean) => ({
  id,
  current,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSeenAt: '2026-11-01T00:00:00.000Z',
  userAgent: CHROME,
  ip: '203.0.113.7',
});
const THIS = '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a';
const OTHER = '7a2d3b0f-1c8e-4d2f-8b66-4e3a2f1d0c9b';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  modalStore.setState({ modals: [], current: null });
});

async function showList() {
  const requests = fakeFetch({
    'GET /api/auth/sessions': ok({ sessions: [session(THIS, true), session(OTHER, false)] }),
    'POST /api/auth/sessions/revoke': ok({ ok: true }),
  });
  renderConfirmHost();
  render(<SessionList />);
  fireEvent.click(await screen.findByRole('button', { name: 'Sign out Chrome on Windows' }));
  return { requests, dialog: await findConfirm() };
}

const revocations = (requests: Array<{ method: string }>) =>
  requests.filter((request) => request.method === 'POST');

describe('<SessionList> signing out a device', () => {
  it('signs it out only once the player confirms', async () => {
    const { requests, dialog } = await showList();
    expect(revocations(requests)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(revocations(requests)).toEqual([
        { method: 'POST', path: '/api/auth/sessions/revoke', body: { id: OTHER } },
      ]),
    );
  });

  it('does nothing when the player cancels', async () => {
    const { requests, dialog } = await showList();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep signed in' }));
    await waitFor(() => expect(modalStore.getState().modals).toEqual([]));
    expect(revocations(requests)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeTruthy();
  });
});
