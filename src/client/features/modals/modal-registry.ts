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
const acceptTos = lazy(() => import('./views/AcceptTosView'));
const auth = lazy(() => import('./views/AuthView'));
const cashier = lazy(() => import('./views/CashierView'));
const confirm = lazy(() => import('./views/ConfirmView'));
const twoFactor = lazy(() => import('./views/TwoFactorView'));
const minesStartConfirm = lazy(() => import('../instant-games/MinesStartConfirmView'));
const userStats = lazy(() => import('../chat/UserStatsView'));
const muteUser = lazy(() => import('../chat/MuteUserView'));
const mutedUsers = lazy(() => import('../chat/MutedUsersView'));

const soon = (title: string, closable = true): ModalDefinition => ({
  component: comingSoon,
  title,
  closable,
});

/** Every modal view of the spec in one map; unbuilt ones show the 'coming soon' panel. */
export const modalComponents: Record<ModalViewName, ModalDefinition> = {
  ACCEPT_TOS: { component: acceptTos, title: 'Terms of Service', closable: false },
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
  USER_STATS: { component: userStats, title: 'Player stats', closable: true },
  MINES_START_CONFIRM: { component: minesStartConfirm, title: 'Start the game?', closable: true },
  SPONSORSHIP_INSTRUCTIONS: soon('Sponsorship'),
  MUTED_USERS: { component: mutedUsers, title: 'Muted players', closable: true },
  MUTE_USER: { component: muteUser, title: 'Mute player', closable: true },
  GAME_SHARE: soon('Share this game'),
  ROULETTE_JACKPOT_HISTORY: soon('Jackpot history'),
  ROULETTE_ROUND_HISTORY: soon('Round history'),
  TURNSTILE: soon('Security check'),
  INVENTORY: soon('Inventory'),
};
