import { registerModal } from '../modals/modal-registry';

/** The instant games' views: the confirmation before a mines game starts. */
export function registerInstantGameModals(): void {
  registerModal('MINES_START_CONFIRM', {
    load: () => import('./MinesStartConfirmView'),
    title: 'Start the game?',
  });
}
