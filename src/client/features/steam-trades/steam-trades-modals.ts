import { registerModal } from '../modals/modal-registry';

/** The Steam trades feature's view: STEAM_TRADE_OFFERS. */
export function registerSteamTradeModals(): void {
  registerModal('STEAM_TRADE_OFFERS', {
    load: () => import('./SteamTradeOffersView'),
    title: 'Steam trade offers',
  });
}
