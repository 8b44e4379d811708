import { openModal } from '../modals/modal-store';
import { useInventory } from './inventory-store';

/** The account menu's way to the INVENTORY modal, with how many items are held. */
export function InventoryMenuItem({
  className,
  onChosen,
}: {
  className: string;
  onChosen: () => void;
}) {
  const count = useInventory((state) => state.items.reduce((sum, item) => sum + item.amount, 0));
  return (
    <button
      type="button"
      className={className}
      data-testid="menu-inventory"
      onClick={() => {
        onChosen();
        void openModal('INVENTORY', {});
      }}
    >
      Inventory{count > 0 ? ` (${count})` : ''}
    </button>
  );
}
