import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { sessionStore } from '../session/session-store';

export type AuthTab = 'login' | 'register';

/** The modal views built so far (the spec lists more; they join this union as they land). */
export type ModalView =
  { view: 'AUTH'; initialTab: AuthTab } | { view: 'CASHIER'; mode: 'deposit' };

interface ModalState {
  current: ModalView | null;
  open(modal: ModalView): void;
  close(): void;
}

export const modalStore = createStore<ModalState>()((set) => ({
  current: null,
  open: (modal) => set({ current: modal }),
  close: () => set({ current: null }),
}));

export function useModal<T>(selector: (state: ModalState) => T): T {
  return useStore(modalStore, selector);
}

export function openAuth(initialTab: AuthTab): void {
  modalStore.getState().open({ view: 'AUTH', initialTab });
}

/** The cashier needs an account: a visitor gets the login dialog instead (spec). */
export function openCashier(): void {
  if (sessionStore.getState().user)
    modalStore.getState().open({ view: 'CASHIER', mode: 'deposit' });
  else openAuth('login');
}

export function closeModal(): void {
  modalStore.getState().close();
}
