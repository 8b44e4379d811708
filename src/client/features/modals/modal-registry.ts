import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalViewName } from './modal-views';
import type { ModalViewProps } from './views/view-props';

export interface ModalDefinition {
  /** The view, loaded when first opened (none of it is in the lobby's first chunk). */
  component: LazyExoticComponent<ComponentType<ModalViewProps>>;
  /** The accessible name for views that take it from here (the placeholder). */
  title: string;
  /** False: Escape, the backdrop and the close button do nothing. */
  closable: boolean;
}

const comingSoon = lazy(() => import('./views/ComingSoonView'));
const auth = lazy(() => import('./views/AuthView'));
const cashier = lazy(() => import('./views/CashierView'));
const confirm = lazy(() => import('./views/ConfirmView'));
const twoFactor = lazy(() => import('./views/TwoFactorView'));

const soon = (title: string, closable = true): ModalDefinition => ({
  component: comingSoon,
  title,
  closable,
});

/** Every modal view of the spec in one map; unbuilt ones show the 'coming soon' panel. */
export const modalComponents: Record<ModalViewName, ModalDefinition> = {
  ACCEPT_TOS: soon('Terms of Service', false),
  ADD_CASE: soon('Add a case'),
  AUTH: { component: auth, title: 'Log in', closable: true },
  CASHIER: { component: cashier, title: 'Deposit', closable: true },
  CONFIRM: { component: confirm, title: 'Are you sure?', closable: true },
  CREATE_BATTLE: soon('Create a battle'),
  EXIT: soon('Leave the game?'),
  FAIRNESS: soon('Provably fair'),
  GAME_LIBRARY: soon('Game library'),
  KYC: soon('Verify your identity'),
  REDEEM_PROMO_CODE: soon('Redeem a promo code'),
  REDEEM_GIFT_CARD: soon('Redeem a gift card'),
  STEAM_TRADE_OFFERS: soon('Steam trade offers'),
  TOP_LEVELS: soon('Top levels'),
  TWO_FACTOR_VERIFY: { component: twoFactor, title: 'Two-factor verification', closable: true },
  VAULT: soon('Vault'),
  CASE_DROP_PREVIEW: soon('Case contents'),
  USER_STATS: soon('Player stats'),
  MINES_START_CONFIRM: soon('Start the game?'),
  SPONSORSHIP_INSTRUCTIONS: soon('Sponsorship'),
  MUTED_USERS: soon('Muted players'),
  MUTE_USER: soon('Mute player'),
  GAME_SHARE: soon('Share this game'),
  ROULETTE_JACKPOT_HISTORY: soon('Jackpot history'),
  ROULETTE_ROUND_HISTORY: soon('Round history'),
  TURNSTILE: soon('Security check'),
  INVENTORY: soon('Inventory'),
};
