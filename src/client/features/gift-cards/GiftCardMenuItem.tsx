import { openModal } from '../modals/modal-store';

/** The account menu's way to the REDEEM_GIFT_CARD modal. */
export function GiftCardMenuItem({
  className,
  onChosen,
}: {
  className: string;
  onChosen: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      data-testid="menu-gift-card"
      onClick={() => {
        onChosen();
        void openModal('REDEEM_GIFT_CARD', {});
      }}
    >
      Redeem a gift card
    </button>
  );
}
