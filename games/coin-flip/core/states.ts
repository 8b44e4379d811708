// A coin flip's life, and who may move it on. A creator opens a game (stake and side);
// a player joins it, or the creator calls the bot to take the seat; with both seats filled
// the server names a future beacon round, and the flip happens when that round's value
// arrives. Only an open game can be cancelled, and only by its creator: once anyone joins,
// the beacon round is named straight after, and a named round can never be undone. If its
// value never verifies, the server refunds both seats after a bound (nobody could know the
// outcome, so the refund favours no one); a value arriving later changes nothing.
// The room driver plays this life with the rules every room game shares
// (games/rooms/core/roomRules.ts), in these words, its DRAWN being FLIPPED here
// (games/coin-flip/game.test.ts holds the two to each other).

export const COIN_FLIP_STATES = [
  'OPEN',
  'JOINED',
  'BOT_JOINED',
  'WAITING_FOR_BEACON',
  'FLIPPED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type CoinFlipState = (typeof COIN_FLIP_STATES)[number];

export const COIN_FLIP_ACTIONS = [
  'join',
  'callBot',
  'nameBeacon',
  'flip',
  'cancel',
  'refund',
] as const;
export type CoinFlipAction = (typeof COIN_FLIP_ACTIONS)[number];

/** Who may take an action: a player other than the creator, the creator, or the server. */
type Actor = 'otherPlayer' | 'creator' | 'server';

interface Transition {
  from: readonly CoinFlipState[];
  to: CoinFlipState;
  by: Actor;
  /** Why it is refused in any other state. */
  notNow: string;
}

/** Every legal move: anything not here is refused. */
export const COIN_FLIP_TRANSITIONS: Readonly<Record<CoinFlipAction, Transition>> = {
  join: { from: ['OPEN'], to: 'JOINED', by: 'otherPlayer', notNow: 'This game is no longer open' },
  callBot: {
    from: ['OPEN'],
    to: 'BOT_JOINED',
    by: 'creator',
    notNow: 'This game is no longer open',
  },
  nameBeacon: {
    from: ['JOINED', 'BOT_JOINED'],
    to: 'WAITING_FOR_BEACON',
    by: 'server',
    notNow: 'The beacon round is named once both seats are filled, and only once',
  },
  flip: {
    from: ['WAITING_FOR_BEACON'],
    to: 'FLIPPED',
    by: 'server',
    notNow: 'A game flips once, after its beacon round is named',
  },
  cancel: {
    from: ['OPEN'],
    to: 'CANCELLED',
    by: 'creator',
    notNow: 'This game can no longer be cancelled',
  },
  refund: {
    from: ['WAITING_FOR_BEACON'],
    to: 'REFUNDED',
    by: 'server',
    notNow: 'Only a game waiting for its beacon round can be refunded',
  },
};

const WRONG_ACTOR: Readonly<Record<CoinFlipAction, string>> = {
  join: 'You cannot join your own game',
  callBot: 'Only the creator can call the bot',
  nameBeacon: 'Only the server names the beacon round',
  flip: 'Only the server flips a game',
  cancel: 'Only the creator can cancel this game',
  refund: 'Only the server refunds a game whose beacon never verified',
};

export function isCoinFlipState(value: unknown): value is CoinFlipState {
  return (COIN_FLIP_STATES as readonly unknown[]).includes(value);
}

/** The state after `action`; throws when the action is not legal in `state`. */
export function coinFlipTransition(state: CoinFlipState, action: CoinFlipAction): CoinFlipState {
  const transition = COIN_FLIP_TRANSITIONS[action];
  if (!transition) throw new RangeError(`Unknown coin flip action: ${String(action)}`);
  if (!transition.from.includes(state)) throw new RangeError(transition.notNow);
  return transition.to;
}

export interface CoinFlipGameRef {
  state: CoinFlipState;
  creatorId: string;
}

/**
 * Why `actorId` may not take `action` on `game` now, in words for the player; null when
 * they may. `actorId` null is the server itself (naming the beacon round, flipping).
 */
export function coinFlipActionError(
  game: CoinFlipGameRef,
  action: CoinFlipAction,
  actorId: string | null,
): string | null {
  const transition = COIN_FLIP_TRANSITIONS[action];
  if (!transition) return `Unknown coin flip action: ${String(action)}`;
  const actor: Actor =
    actorId === null ? 'server' : actorId === game.creatorId ? 'creator' : 'otherPlayer';
  if (actor !== transition.by) return WRONG_ACTOR[action];
  if (!transition.from.includes(game.state)) return transition.notNow;
  return null;
}

/** Nothing more can happen to the game. */
export function isCoinFlipFinished(state: CoinFlipState): boolean {
  return state === 'FLIPPED' || state === 'CANCELLED' || state === 'REFUNDED';
}

/** Both seats are taken (a player or the bot): the game is no longer open. */
export function coinFlipSeatsFilled(state: CoinFlipState): boolean {
  return state !== 'OPEN' && state !== 'CANCELLED';
}

/** Its beacon round is named (or already played): it can never be cancelled. */
export function coinFlipBeaconNamed(state: CoinFlipState): boolean {
  return state === 'WAITING_FOR_BEACON' || state === 'FLIPPED' || state === 'REFUNDED';
}
