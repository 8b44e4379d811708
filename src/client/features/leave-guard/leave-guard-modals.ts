import { registerModal } from '../modals/modal-registry';

/** The leave guard's view: "Leave the game?" before a page with a game going is left. */
export function registerLeaveGuardModals(): void {
  registerModal('EXIT', { load: () => import('./ExitView'), title: 'Leave the game?' });
}
