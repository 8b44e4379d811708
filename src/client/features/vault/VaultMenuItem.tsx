import { MenuItem } from '../../ui/MenuItem';
import { openModal } from '../modals/modal-store';

/** The account menu's way to the VAULT modal. */
export function VaultMenuItem() {
  return (
    <MenuItem data-testid="menu-vault" onSelect={() => void openModal('VAULT', {})}>
      Vault
    </MenuItem>
  );
}
