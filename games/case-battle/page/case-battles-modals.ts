import { registerModal } from '../../../src/client/features/modals/modal-registry';

/** The case battles lobby's views: CREATE_BATTLE and the case picker it opens, ADD_CASE. */
export function registerCaseBattleModals(): void {
  registerModal('CREATE_BATTLE', {
    load: () => import('./CreateBattleView'),
    title: 'Create a battle',
  });
  registerModal('ADD_CASE', {
    load: () => import('./AddCaseView'),
    title: 'Add a case',
  });
}
