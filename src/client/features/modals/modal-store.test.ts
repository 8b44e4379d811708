import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store';
import { closeModal, modalStore, openAuth, openCashier } from './modal-store';

afterEach(() => {
  closeModal();
  sessionStore.setState({ user: null });
});

describe('modal store', () => {
  it('opens the auth dialog on the requested tab and closes it', () => {
    openAuth('register');
    expect(modalStore.getState().current).toEqual({ view: 'AUTH', initialTab: 'register' });
    closeModal();
    expect(modalStore.getState().current).toBeNull();
  });

  it('sends a visitor who wants to deposit to the login dialog', () => {
    openCashier();
    expect(modalStore.getState().current).toEqual({ view: 'AUTH', initialTab: 'login' });
  });

  it('opens the cashier for a logged-in player', () => {
    sessionStore.setState({ user: { id: 'u1', username: 'alice', balance: 0, roles: [] } });
    openCashier();
    expect(modalStore.getState().current).toEqual({ view: 'CASHIER', mode: 'deposit' });
  });
});
