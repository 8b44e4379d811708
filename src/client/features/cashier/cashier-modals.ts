import { registerModal } from '../modals/modal-registry';

/** The cashier's view. */
export function registerCashierModals(): void {
  registerModal('CASHIER', { load: () => import('./CashierView'), title: 'Deposit' });
}
