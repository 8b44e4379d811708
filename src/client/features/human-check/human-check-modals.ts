import { registerModal } from '../modals/modal-registry';

/** The human check's view: the Turnstile widget before register and login. */
export function registerHumanCheckModals(): void {
  registerModal('TURNSTILE', { load: () => import('./TurnstileView'), title: 'Security check' });
}
