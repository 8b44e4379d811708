import { registerModal } from './modal-registry';

/** The modal feature's own views: the generic yes/no question. */
export function registerCoreModals(): void {
  registerModal('CONFIRM', { load: () => import('./views/ConfirmView'), title: 'Are you sure?' });
}
