import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MODAL_VIEWS, type ModalViewName } from './modal-views';
import type { ModalViewProps } from './views/view-props';

export interface ModalDefinition {
  /** The view, loaded when first opened (none of it is in the lobby's first chunk). */
  component: LazyExoticComponent<ComponentType<ModalViewProps>>;
  /** The accessible name for views that take it from here (the placeholder). */
  title: string;
  /** False: Escape, the backdrop and the close button do nothing. */
  closable: boolean;
}

/** What a feature gives for a view it owns. */
export interface ModalRegistration {
  /** A dynamic `import()` of the view's module, so the view stays out of the first chunk. */
  load: () => Promise<{ default: ComponentType<ModalViewProps> }>;
  title: string;
  /** Default true. */
  closable?: boolean;
}

const comingSoon = lazy(() => import('./views/ComingSoonView'));

/** The spec's names of the views no feature has built yet; they show 'coming soon'. */
const PLACEHOLDER_TITLES: Record<ModalViewName, string> = {
  ACCEPT_TOS: 'Terms of Service',
  ADD_CASE: 'Add a case',
  AUTH: 'Log in',
  CASHIER: 'Deposit',
  CONFIRM: 'Are you sure?',
  CREATE_BATTLE: 'Create a battle',
  EXIT: 'Leave the game?',
  FAIRNESS: 'Provably fair',
  GAME_LIBRARY: 'Game library',
  KYC: 'Verify your identity',
  REDEEM_PROMO_CODE: 'Redeem a promo code',
  REDEEM_GIFT_CARD: 'Redeem a gift card',
  STEAM_TRADE_OFFERS: 'Steam trade offers',
  TOP_LEVELS: 'Top levels',
  TWO_FACTOR_VERIFY: 'Two-factor verification',
  VAULT: 'Vault',
  CASE_DROP_PREVIEW: 'Case contents',
  USER_STATS: 'Player stats',
  MINES_START_CONFIRM: 'Start the game?',
  SPONSORSHIP_INSTRUCTIONS: 'Sponsorship',
  MUTED_USERS: 'Muted players',
  MUTE_USER: 'Mute player',
  GAME_SHARE: 'Share this game',
  ROULETTE_JACKPOT_HISTORY: 'Jackpot history',
  ROULETTE_ROUND_HISTORY: 'Round history',
  TURNSTILE: 'Security check',
  INVENTORY: 'Inventory',
};

const placeholder = (view: ModalViewName): ModalDefinition => ({
  component: comingSoon,
  title: PLACEHOLDER_TITLES[view],
  closable: true,
});

/**
 * Every view of the spec, as the modal host shows it: the owning feature's view once it
 * registered one, else the placeholder. The manager reads this object live, so a feature
 * may register after the host mounted.
 */
export const modalComponents = Object.fromEntries(
  MODAL_VIEWS.map((view) => [view, placeholder(view)]),
) as Record<ModalViewName, ModalDefinition>;

/**
 * A feature registers the views it owns from its own module (see `app/feature-modals.ts`),
 * so adding a view never edits this file. Registering again replaces (a hot reload re-runs
 * the module); the answer puts the placeholder back.
 */
export function registerModal(view: ModalViewName, registration: ModalRegistration): () => void {
  const definition: ModalDefinition = {
    component: lazy(registration.load),
    title: registration.title,
    closable: registration.closable ?? true,
  };
  modalComponents[view] = definition;
  return () => {
    if (modalComponents[view] === definition) modalComponents[view] = placeholder(view);
  };
}

/** True when a feature has registered its own view (not the placeholder). */
export function isModalBuilt(view: ModalViewName): boolean {
  return modalComponents[view].component !== comingSoon;
}
