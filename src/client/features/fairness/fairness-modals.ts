import { registerModal } from '../modals/modal-registry';

/** The fairness views: the player's seed pair, opened from any game. */
export function registerFairnessModals(): void {
  registerModal('FAIRNESS', { load: () => import('./FairnessView'), title: 'Provably fair' });
}
