import { registerModal } from '../../../../src/client/features/modals/modal-registry';

/** The battle page's view: GAME_SHARE, the battle's link to copy. */
export function registerBattleModals(): void {
  registerModal('GAME_SHARE', {
    load: () => import('./GameShareView'),
    title: 'Share this battle',
  });
}
