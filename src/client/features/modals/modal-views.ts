/** Every modal view of the spec (section 2). */
export const MODAL_VIEWS = [
  'ACCEPT_TOS',
  'ADD_CASE',
  'AUTH',
  'CASHIER',
  'CONFIRM',
  'CREATE_BATTLE',
  'EXIT',
  'FAIRNESS',
  'GAME_LIBRARY',
  'KYC',
  'REDEEM_PROMO_CODE',
  'REDEEM_GIFT_CARD',
  'STEAM_TRADE_OFFERS',
  'TOP_LEVELS',
  'TWO_FACTOR_VERIFY',
  'VAULT',
  'CASE_DROP_PREVIEW',
  'USER_STATS',
  'MINES_START_CONFIRM',
  'SPONSORSHIP_INSTRUCTIONS',
  'MUTED_USERS',
  'MUTE_USER',
  'GAME_SHARE',
  'ROULETTE_JACKPOT_HISTORY',
  'ROULETTE_ROUND_HISTORY',
  'TURNSTILE',
  'INVENTORY',
] as const;

export type ModalViewName = (typeof MODAL_VIEWS)[number];

export type AuthTab = 'login' | 'register';

export interface ConfirmProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Props of the views that take some; the rest take a free-form record. */
export interface KnownModalProps {
  AUTH: { initialTab: AuthTab };
  CASHIER: { mode: 'deposit' | 'card' | 'skins' | 'withdraw' };
  CONFIRM: ConfirmProps;
  TWO_FACTOR_VERIFY: Record<string, never>;
}

export type ModalProps<V extends ModalViewName> = V extends keyof KnownModalProps
  ? KnownModalProps[V]
  : Record<string, unknown>;
