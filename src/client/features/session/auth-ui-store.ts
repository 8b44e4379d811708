import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { openAuth } from '../modals/modal-store';

export type AuthDialogTab = 'login' | 'register' | 'forgot' | 'reset';

interface AuthUiState {
  /** The `?password=` token while its "Set new password" tab is pending. */
  resetToken: string | null;
}

/** Session-owned dialog state the modal store does not model (the password-reset token). */
export const authUiStore = createStore<AuthUiState>()(() => ({ resetToken: null }));

export function useAuthUi<T>(selector: (state: AuthUiState) => T): T {
  return useStore(authUiStore, selector);
}

/** Opens the auth dialog on the "Set new password" tab for a mailed token. */
export function openPasswordReset(token: string): void {
  authUiStore.setState({ resetToken: token });
  openAuth('login');
}

export function clearPasswordReset(): void {
  authUiStore.setState({ resetToken: null });
}
