// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { MODAL_VIEWS } from '../modals/modal-views';
import {
  closeModal,
  initModalManager,
  modalStore,
  resetModalManager,
  resolveModal,
} from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import { PasswordCard } from './PasswordCard';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

const STALE = fail(
  403,
  'TWO_FACTOR_REQUIRED',
  'You must have two factor validated to perform this action',
);

function signIn(hasPassword = true) {
  sessionStore.setState({
    initialized: true,
    user: {
      id: '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f',
      username: 'player_one',
      roles: ['PLAYER'],
      balance: 0,
      hasPassword,
    },
  });
}

function fill(current: string, next: string, repeat = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const twoFactorPrompt = () =>
  modalStore.getState().modals.find((modal) => modal.view === 'TWO_FACTOR_VERIFY');

beforeEach(() => {
  vi.unstubAllGlobals();
  initModalManager(Object.fromEntries(MODAL_VIEWS.map((view) => [view, { view }])));
});
afterEach(() => {
  cleanup();
  resetModalManager();
  sessionStore.setState({ user: null });
});

describe('<PasswordCard>', () => {
  it("checks the form with the contract's rules before sending anything", async () => {
    signIn();
    const requests = fakeFetch({});
    render(<PasswordCard onOtherSessionsEnded={() => {}} />);
    fill('', 'short', 'other');
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('changes the password and says the other devices were signed out', async () => {
    signIn();
    const requests = fakeFetch({ 'POST /api/auth/password/change': ok({ ok: true }) });
    const ended = vi.fn();
    render(<PasswordCard onOtherSessionsEnded={ended} />);
    fill('Correct-Horse-42', 'Correct-Horse-43');
    expect(await screen.findByText(/^Your password is changed/)).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/password/change',
        body: { currentPassword: 'Correct-Horse-42', newPassword: 'Correct-Horse-43' },
      },
    ]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message for a wrong current password", async () => {
    signIn();
    fakeFetch({
      'POST /api/auth/password/change': fail(
        400,
        'WRONG_PASSWORD',
        'Current password is incorrect',
      ),
    });
    render(<PasswordCard onOtherSessionsEnded={() => {}} />);
    fill('Wrong-Horse-42', 'Correct-Horse-43');
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
  });

  it('asks for a two-factor code when the server wants one, then changes it', async () => {
    signIn();
    const requests = fakeFetch({ 'POST /api/auth/password/change': [STALE, ok({ ok: true })] });
    render(<PasswordCard onOtherSessionsEnded={() => {}} />);
    fill('Correct-Horse-42', 'Correct-Horse-43');
    await waitFor(() => expect(twoFactorPrompt()).toBeDefined());
    resolveModal(twoFactorPrompt()!.modalId, 'confirm');
    expect(await screen.findByText(/^Your password is changed/)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/auth/password/change')).toHaveLength(2);
  });

  it('says nothing changed when the two-factor prompt is closed', async () => {
    signIn();
    fakeFetch({ 'POST /api/auth/password/change': STALE });
    render(<PasswordCard onOtherSessionsEnded={() => {}} />);
    fill('Correct-Horse-42', 'Correct-Horse-43');
    await waitFor(() => expect(twoFactorPrompt()).toBeDefined());
    closeModal();
    expect(
      await screen.findByText('Two-factor verification was cancelled: your password is unchanged.'),
    ).toBeTruthy();
  });

  it('explains how a Steam account without a password gets one', () => {
    signIn(false);
    render(<PasswordCard onOtherSessionsEnded={() => {}} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText(/signs in with Steam and has no password/)).toBeTruthy();
  });
});
