import { registerModal } from '../modals/modal-registry';

/** The inventory feature's view: INVENTORY. */
export function registerInventoryModals(): void {
  registerModal('INVENTORY', { load: () => import('./InventoryView'), title: 'Inventory' });
}
