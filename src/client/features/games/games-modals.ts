import { registerModal } from '../modals/modal-registry';

/** The games' views: the searchable game library. */
export function registerGamesModals(): void {
  registerModal('GAME_LIBRARY', { load: () => import('./GameLibraryView'), title: 'Game library' });
}
