import { MenuItem } from '../../ui/MenuItem';
import { openModal } from '../modals/modal-store';

/** The account menu's way to the REDEEM_GIFT_CARD modal. */
export function GiftCardMenuItem() {
  return (
    <MenuItem data-testid="menu-gift-card" onSelect={() => void openModal('REDEEM_GIFT_CARD', {})}>
      Redeem a gift card
    </MenuItem>
  );
}
