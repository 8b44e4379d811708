import { registerModal } from '../modals/modal-registry';

/** The vault feature's view: VAULT. */
export function registerVaultModals(): void {
  registerModal('VAULT', { load: () => import('./VaultView'), title: 'Vault' });
}
