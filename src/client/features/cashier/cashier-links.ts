import type { ModalViewName } from '../modals/modal-views';

/**
 * The other cashier modals, reached from a row under the cashier's tabs. Each shows once its
 * feature has registered its view (`isModalBuilt`), so none leads to a placeholder; to hide one
 * that is built, remove it here.
 */
export const CASHIER_LINKS: readonly { view: ModalViewName; label: string }[] = [
  { view: 'REDEEM_GIFT_CARD', label: 'Gift card' },
  { view: 'VAULT', label: 'Vault' },
  { view: 'KYC', label: 'Verification' },
  { view: 'STEAM_TRADE_OFFERS', label: 'Steam trades' },
];
