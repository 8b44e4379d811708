import type { BalanceReveal } from '../events';
import type { SystemAccountKind } from './shards';

// What the wallet's movements take and answer: the shapes its callers build and read.

export interface Movement {
  /** The player whose balance moves. */
  userId: string;
  /** Signed hundredths: positive credits the player, negative debits. */
  amount: number;
  /** Where the other side of the money goes or comes from. */
  counterparty: SystemAccountKind;
  /** Why: 'bet', 'payout', 'deposit', 'demo-grant', 'admin-adjust', ... */
  kind: string;
  /** What it belongs to: a bet id, a deposit id. */
  reference?: string;
  /** Same key, same player: the movement happens once and every replay gets its answer. */
  idempotencyKey?: string;
  /** A payout's hold, carried by the balance announced after commit (settlement/reveal.ts). */
  reveal?: BalanceReveal | null;
  /**
   * Announces no balance after commit: a later movement of the same transaction announces
   * the player's balance (a skin's value entering an upgrade's stake, seen only as the bet).
   */
  quiet?: boolean;
}

export interface MovementResult {
  transferId: number;
  /** The player's balance right after this movement. */
  balance: number;
  /** The ledger position of that balance: the player's entry id (see `ledgerPosition`). */
  ledgerPosition: number;
  replayed: boolean;
}

/** A player's balance and the ledger position it reflects. */
export interface PositionedBalance {
  balance: number;
  /**
   * The id of the player's last wallet entry (0 before any). A player's entries are written
   * under their account's lock, so a later balance always has a greater position: a client
   * keeps the balance with the greatest one, in whatever order answers and events arrive.
   */
  ledgerPosition: number;
}

export interface PlayerTransfer {
  fromUserId: string;
  toUserId: string;
  /** Positive hundredths leaving the sender for the recipient. */
  amount: number;
  kind: string;
  reference?: string;
  /** Scoped to the sender, like a movement's key. */
  idempotencyKey?: string;
}

export interface PlayerTransferResult {
  transferId: number;
  fromBalance: number;
  toBalance: number;
  /** The sender's ledger position after the transfer. */
  fromLedgerPosition: number;
  replayed: boolean;
}

/** A move between a player's balance and their vault; positive `amount` goes in. */
export interface VaultMovement {
  userId: string;
  amount: number;
  kind: string;
  /** Scoped to the player, like a movement's key. */
  idempotencyKey?: string;
}

export interface VaultMovementResult {
  /** The player's spendable balance right after the move, and its ledger position. */
  balance: number;
  ledgerPosition: number;
  /** What the vault holds right after the move. */
  vaultBalance: number;
  replayed: boolean;
}

/** Pools split among players: single accounts with a stored, checked balance. */
export type PoolKind = Extract<SystemAccountKind, 'rain' | 'jackpot'>;

export interface PoolPayout {
  pool: PoolKind;
  kind: string;
  reference?: string;
  /** Positive hundredths per player; their sum leaves the pool. */
  credits: ReadonlyArray<{ userId: string; amount: number }>;
}
