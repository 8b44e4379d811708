import { registerModal } from '../modals/modal-registry';

/** The gift-card feature's view: REDEEM_GIFT_CARD. */
export function registerGiftCardModals(): void {
  registerModal('REDEEM_GIFT_CARD', {
    load: () => import('./RedeemGiftCardView'),
    title: 'Redeem a gift card',
  });
}
