// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { sessionStore } from '../session/session-store';
import { AnonymousModePanel } from './AnonymousModePanel';

const signIn = (anonymous: boolean) =>
  sessionStore.setState({
    initialized: true,
    user: {
      id: '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f',
      username: 'player_one',
      roles: ['PLAYER'],
      balance: 0,
      anonymous,
    },
  });

const toggle = () => screen.getByRole('switch', { name: 'Anonymous mode' }) as HTMLInputElement;

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

describe('<AnonymousModePanel>', () => {
  it('turns anonymous mode on and shows what the server stored', async () => {
    signIn(false);
    const requests = fakeFetch({ 'POST /api/users/me/anonymous': ok({ anonymous: true }) });
    render(<AnonymousModePanel />);
    expect(toggle().checked).toBe(false);
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(requests).toEqual([
      { method: 'POST', path: '/api/users/me/anonymous', body: { anonymous: true } },
    ]);
    expect(sessionStore.getState().user?.anonymous).toBe(true);
  });

  it("stays as it was and shows the server's message when the change fails", async () => {
    signIn(true);
    fakeFetch({
      'POST /api/users/me/anonymous': fail(503, 'UNAVAILABLE', 'Please try again in a moment'),
    });
    render(<AnonymousModePanel />);
    fireEvent.click(toggle());
    expect(await screen.findByText('Please try again in a moment')).toBeTruthy();
    expect(toggle().checked).toBe(true);
    expect(sessionStore.getState().user?.anonymous).toBe(true);
  });
});
