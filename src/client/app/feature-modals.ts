import { registerCaseBattleModals } from '../../../games/case-battle/page/case-battles-modals';
import { registerBattleModals } from '../../../games/case-battle/page/detail/battle-modals';
import { registerCashierModals } from '../features/cashier/cashier-modals';
import { registerChatModals } from '../features/chat/chat-modals';
import { registerInstantGameModals } from '../features/instant-games/instant-games-modals';
import { registerCoreModals } from '../features/modals/core-modals';
import { registerPromoCodeModals } from '../features/promo-codes/promo-codes-modals';
import { registerGiftCardModals } from '../features/gift-cards/gift-cards-modals';
import { registerVaultModals } from '../features/vault/vault-modals';
import { registerRouletteModals } from '../../../games/roulette/page/roulette-modals';
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
 * line here and never edits the modal registry.
 */
export function registerFeatureModals(): void {
  registerCoreModals();
  registerSessionModals();
  registerCashierModals();
  registerChatModals();
  registerInstantGameModals();
  registerRouletteModals();
  registerXpModals();
  registerInventoryModals();
  registerSteamTradeModals();
  registerKycModals();
  registerPromoCodeModals();
  registerCaseBattleModals();
  registerBattleModals();
  registerGiftCardModals();
  registerVaultModals();
  registerFairnessModals();
  registerGamesModals();
  registerCasesModals();
  registerLeaveGuardModals();
  registerHumanCheckModals();
  registerSponsorshipModals();
}
