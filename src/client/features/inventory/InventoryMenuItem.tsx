import { MenuItem } from '../../ui/MenuItem';
import { openModal } from '../modals/modal-store';
import { useInventory } from './inventory-store';

/** The account menu's way to the INVENTORY modal, with how many items are held. */
export function InventoryMenuItem() {
  const count = useInventory((state) => state.items.reduce((sum, item) => sum + item.amount, 0));
  return (
    <MenuItem
      data-testid="menu-inventory"
      label="Inventory"
      onSelect={() => void openModal('INVENTORY', {})}
    >
      Inventory{count > 0 ? ` (${count})` : ''}
    </MenuItem>
  );
}
