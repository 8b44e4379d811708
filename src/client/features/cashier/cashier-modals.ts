import { registerModal } from '../modals/modal-registry';

/** The cashier's view: CASHIER (deposit and withdraw). */
export function registerCashierModals(): void {
  registerModal('CASHIER', { load: () => import('./CashierView'), title: 'Deposit' });
}
