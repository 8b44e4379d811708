import { CLIENT_GAMES } from '../../../games/registry.client';
import { registerModal } from '../features/modals/modal-registry';
import type { ModalViewName } from '../features/modals/modal-views';
import { registerCashierModals } from '../features/cashier/cashier-modals';
import { registerChatModals } from '../features/chat/chat-modals';
import { registerCoreModals } from '../features/modals/core-modals';
import { registerPromoCodeModals } from '../features/promo-codes/promo-codes-modals';
import { registerGiftCardModals } from '../features/gift-cards/gift-cards-modals';
import { registerVaultModals } from '../features/vault/vault-modals';
import { registerSessionModals } from '../features/session/session-modals';
import { registerXpModals } from '../features/xp/xp-modals';
import { registerInventoryModals } from '../features/inventory/inventory-modals';
import { registerSteamTradeModals } from '../features/steam-trades/steam-trades-modals';
import { registerKycModals } from '../features/kyc/kyc-modals';
import { registerFairnessModals } from '../features/fairness/fairness-modals';
import { registerGamesModals } from '../features/games/games-modals';
import { registerCasesModals } from '../features/cases/cases-modals';
import { registerLeaveGuardModals } from '../features/leave-guard/leave-guard-modals';
import { registerHumanCheckModals } from '../features/human-check/human-check-modals';
import { registerSponsorshipModals } from '../features/sponsorship/sponsorship-modals';

/**
 * Each feature registers the modal views it owns (lazily loaded); a new feature adds one
 * line here and never edits the modal registry. Each game's come from its client manifest.
 */
export function registerFeatureModals(): void {
  registerCoreModals();
  for (const game of CLIENT_GAMES)
    for (const [view, registration] of Object.entries(game.modals ?? {}))
      if (registration) registerModal(view as ModalViewName, registration);
  registerSessionModals();
  registerCashierModals();
  registerChatModals();
  registerXpModals();
  registerInventoryModals();
  registerSteamTradeModals();
  registerKycModals();
  registerPromoCodeModals();
  registerGiftCardModals();
  registerVaultModals();
  registerFairnessModals();
  registerGamesModals();
  registerCasesModals();
  registerLeaveGuardModals();
  registerHumanCheckModals();
  registerSponsorshipModals();
}
