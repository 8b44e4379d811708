import { registerModal } from '../modals/modal-registry';

/** The XP feature's view: the levels table (TOP_LEVELS). */
export function registerXpModals(): void {
  registerModal('TOP_LEVELS', { load: () => import('./TopLevelsView'), title: 'Top levels' });
}
