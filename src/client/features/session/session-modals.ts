import { registerModal } from '../modals/modal-registry';

/** The session's views: sign-in, the terms a player must accept, and the second factor. */
export function registerSessionModals(): void {
  registerModal('AUTH', { load: () => import('./AuthView'), title: 'Log in' });
  registerModal('ACCEPT_TOS', {
    load: () => import('./AcceptTosView'),
    title: 'Terms of Service',
    closable: false,
  });
  registerModal('TWO_FACTOR_VERIFY', {
    load: () => import('./TwoFactorView'),
    title: 'Two-factor verification',
  });
}
