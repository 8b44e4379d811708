import { registerModal } from '../modals/modal-registry';

/** The promo-code feature's view: REDEEM_PROMO_CODE. */
export function registerPromoCodeModals(): void {
  registerModal('REDEEM_PROMO_CODE', {
    load: () => import('./RedeemPromoCodeView'),
    title: 'Redeem a promo code',
  });
}
