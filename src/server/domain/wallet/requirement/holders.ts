import type { SystemAccountKind } from '../shards';

/** What a holder of gems is to the wagering requirement. */
export type HolderRole =
  /** The house: a stake to it is a wager; pots players share through it are potGames.ts. */
  | 'house'
  /** Where deposits come from and withdrawals go: the requirement starts and is checked here. */
  | 'outside'
  /** Funded by operators (gift cards, promo codes, prizes), never by a player: adds nothing. */
  | 'operator'
  /** Gems from many players, split among players later: holds their requirement meanwhile. */
  | 'pool'
  /** Another player (a tip): takes the sender's unwagered part. */
  | 'player'
  /** The player's own vault: out of play, so it wagers nothing and the requirement stays. */
  | 'own';

/**
 * Every place a player's gems can move to or from, by the wallet method that moves them:
 * move() to a system account, transferBetweenPlayers(), moveVault(). A new system account
 * fails to compile until it is classified here, and the wagering test covers each role.
 */
export const MONEY_HOLDERS: Record<SystemAccountKind | 'player' | 'vault', HolderRole> = {
  house: 'house',
  cashier: 'outside',
  promo: 'operator',
  jackpot: 'pool',
  rain: 'pool',
  player: 'player',
  vault: 'own',
};
