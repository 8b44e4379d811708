import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import {
  closeModal,
  closeModalById,
  closeModalsOfType,
  confirmModal,
  createModalId,
  getModalComponent,
  initModalManager,
  modalStore,
  openAuth,
  openCashier,
  openModal,
  requestTwoFactor,
  resetModalManager,
  resolveModal,
  withTwoFactor,
  TWO_FACTOR_REQUIRED,
} from './modal-store';
import { MODAL_VIEWS } from './modal-views';

const playSound = vi.hoisted(() => vi.fn());
vi.mock('../audio/audio-player', () => ({ playSound }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const allViews = Object.fromEntries(MODAL_VIEWS.map((view) => [view, { view }]));
const top = () => modalStore.getState().modals.at(-1)!;

beforeEach(() => initModalManager(allViews));
afterEach(() => {
  resetModalManager();
  sessionStore.setState({ user: null });
  playSound.mockClear();
});

describe('modal manager', () => {
  it('waits for initialisation, then opens a modal entry and plays the appear sound', async () => {
    resetModalManager();
    const opened = openModal('AUTH', { initialTab: 'register' });
    await flush();
    expect(modalStore.getState().modals).toEqual([]);
    initModalManager(allViews);
    const modalId = await opened;
    expect(modalId).toMatch(/^[a-zA-Z]{8}$/);
    expect(modalStore.getState().modals).toEqual([
      { modalId, type: 'default', view: 'AUTH', props: { initialTab: 'register' }, actions: [] },
    ]);
    expect(modalStore.getState().current).toEqual({ view: 'AUTH', initialTab: 'register' });
    expect(playSound).toHaveBeenCalledWith('ui.appear');
  });

  it('makes ids of 8 random letters', () => {
    expect(createModalId(() => 0)).toBe('aaaaaaaa');
    expect(createModalId(() => 0.99999)).toBe('ZZZZZZZZ');
  });

  it('throws for an unknown view and for a missing component map', async () => {
    await expect(openModal('NOPE' as 'VAULT', {})).rejects.toThrow(
      'Modal component NOPE not found',
    );
    expect(modalStore.getState().modals).toEqual([]);
    resetModalManager();
    expect(() => getModalComponent('AUTH')).toThrow('Component mapper is not initialized');
  });

  it('runs the close callback before removing the modal', async () => {
    const order: string[] = [];
    const modalId = await openModal(
      'VAULT',
      {},
      {
        actions: [
          {
            type: 'close',
            callback: () => order.push(`close:${modalStore.getState().modals.length}`),
          },
        ],
      },
    );
    closeModalById(modalId);
    expect(order).toEqual(['close:1']);
    expect(modalStore.getState().modals).toEqual([]);
    closeModal(); // nothing open: a no-op
  });

  it('closes all modals of a type (the route change closes the default ones)', async () => {
    await openModal('VAULT', {});
    await openModal('ACCEPT_TOS', {}, { type: 'sticky' });
    await openModal('INVENTORY', {});
    closeModalsOfType('default');
    expect(modalStore.getState().modals.map((m) => m.view)).toEqual(['ACCEPT_TOS']);
  });

  it('resolves CONFIRM true on confirm and false on close', async () => {
    const yes = confirmModal({ title: 'Sure?', message: 'Really' });
    await flush();
    resolveModal(top().modalId, 'confirm');
    await expect(yes).resolves.toBe(true);

    const no = confirmModal({ title: 'Sure?', message: 'Really' });
    await flush();
    closeModal();
    await expect(no).resolves.toBe(false);
  });

  it('resolves TWO_FACTOR_VERIFY on confirm and rejects "2FA cancelled" on close', async () => {
    const verified = requestTwoFactor();
    await flush();
    expect(top().view).toBe('TWO_FACTOR_VERIFY');
    resolveModal(top().modalId, 'confirm');
    await expect(verified).resolves.toBeUndefined();

    const cancelled = requestTwoFactor();
    await flush();
    closeModal();
    await expect(cancelled).rejects.toThrow(new Error('2FA cancelled'));
  });

  it('retries a call once after two-factor verification', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error(TWO_FACTOR_REQUIRED))
      .mockResolvedValueOnce('done');
    const result = withTwoFactor(call);
    await flush();
    expect(top().view).toBe('TWO_FACTOR_VERIFY');
    resolveModal(top().modalId, 'confirm');
    await expect(result).resolves.toBe('done');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives up when the player cancels two-factor, and passes other errors through', async () => {
    const cancelled = withTwoFactor(() => Promise.reject(new Error(TWO_FACTOR_REQUIRED)));
    await flush();
    closeModal();
    await expect(cancelled).rejects.toThrow('2FA cancelled');

    await expect(withTwoFactor(() => Promise.reject(new Error('Nope')))).rejects.toThrow('Nope');
    expect(modalStore.getState().modals).toEqual([]);
  });

  it('sends a visitor who wants to deposit to the login dialog', async () => {
    openCashier();
    await flush();
    expect(modalStore.getState().current).toEqual({ view: 'AUTH', initialTab: 'login' });
  });

  it('opens the cashier for a logged-in player', async () => {
    sessionStore.setState({
      user: { id: 'u1', username: 'alice', balance: 0, roles: [] } as never,
    });
    openCashier();
    await flush();
    expect(modalStore.getState().current).toEqual({ view: 'CASHIER', mode: 'deposit' });
  });

  it('opens the auth dialog on the requested tab', async () => {
    openAuth('register');
    await flush();
    expect(modalStore.getState().current).toEqual({ view: 'AUTH', initialTab: 'register' });
  });
});
