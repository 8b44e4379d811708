import { registerModal } from '../../../src/client/features/modals/modal-registry';

/** Roulette's views: the last rounds and the Triple Green jackpot payouts. */
export function registerRouletteModals(): void {
  registerModal('ROULETTE_ROUND_HISTORY', {
    load: () => import('./RouletteRoundHistoryView'),
    title: 'Round history',
  });
  registerModal('ROULETTE_JACKPOT_HISTORY', {
    load: () => import('./RouletteJackpotHistoryView'),
    title: 'Jackpot history',
  });
}
