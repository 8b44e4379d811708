import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';
import { openAuth, openModal } from '../modals/modal-store';
import { selectIsLoggedIn, useSession } from '../session/session-store';

/** Opens the REDEEM_PROMO_CODE modal (the login modal first for a visitor). */
export function RedeemPromoCodeButton({
  variant = 'secondary',
  size = 'md',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const loggedIn = useSession(selectIsLoggedIn);
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => (loggedIn ? void openModal('REDEEM_PROMO_CODE', {}) : openAuth('login'))}
    >
      Redeem a promo code
    </Button>
  );
}
