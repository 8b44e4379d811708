import type { FairSeeds } from '../../../../games/fair';
import type { DomainEvents } from '../events';
import type { PositionedBalance } from '../wallet';
import type { RevealGroup } from './reveal';

/** A game's kind as bets and their announcements name it (one place to widen). */
export type BetGame = DomainEvents['bet.settled']['game'];

/** What a game's pure core decided from the seeds. */
export interface Decision<O> {
  /** Null leaves the bet open (stake only): a game still being played, like mines. */
  payout: number | null;
  /** What the payout is worth in stakes, ten-thousandths (0 on a loss; null while open). */
  multiplierE4: number | null;
  /** In the contract's outcome shape for the game; stored on the bet once settled. */
  outcome: O;
  /**
   * How long the betting tab's animation takes to land on this outcome at the bet's pace
   * (the manifest's revealMs, ms); 0 for an outcome shown without one.
   */
  revealMs?: number;
}

export interface BetToSettle<O> {
  userId: string;
  game: BetGame;
  amount: number;
  /** What the player chose, kept with the bet. */
  params: Record<string, unknown>;
  /**
   * Decides the outcome from the seeds, in the process, before anything is written. Called
   * again on fresh seeds if the nonce moved underneath: it must be pure.
   */
  decide(seeds: FairSeeds): Decision<O>;
  /** One animation shows this bet with earlier ones (a case opening's reels). */
  revealGroup?: RevealGroup;
  /**
   * False for a bet the player did not pay for (a free or daily case, staked with gems the
   * promotions account gave for it): it earns no XP, and its opener stamps it accrued.
   */
  isWager?: boolean;
  /** The bet's id when the caller names it first (rows written with the bet refer to it). */
  betId?: string;
  /**
   * A win's payout buys the won item in the caller's transaction (an upgrade won as a skin):
   * a paid bet then announces no balance, and that purchase announces the balance unchanged by
   * the win, so no view shows the payout before the animation, nor after.
   */
  payoutBuysItem?: boolean;
}

/** A bet as settled (or opened), with its pair's public fairness data. */
export interface SettledBetOf<O> {
  id: string;
  game: BetGame;
  amount: number;
  payout: number | null;
  multiplierE4: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: O;
  createdAt: Date;
  username: string;
}

export interface Settled<O> {
  bet: SettledBetOf<O>;
  /** The player's balance right after the bet, at its ledger position. */
  balance: PositionedBalance;
  /** Ms from commit until the betting tab has shown the outcome (reveal.ts). */
  revealInMs: number;
}

/** An open bet's stake given back (a game cancelled, or never drawn). */
export interface OpenBetRefund {
  betId: string;
  userId: string;
  username: string;
  amount: number;
  /** What comes back: the stake, or what the game's refund rule gives. */
  payout: number;
  /** The bet's outcome: the seat, and why it was refunded. */
  outcome: unknown;
}

/** A seat of a game between players (a room, a case battle) as its pot is settled. */
export interface PotSeat {
  /** The seat's open bet; null for a seat the house plays (a bot), which staked nothing. */
  bet: { id: string; userId: string; username: string } | null;
  /** What the seat staked (0 for the house's). */
  stake: number;
  /** What the seat wins of the pot. */
  payout: number;
  /** The bet's outcome as its row keeps it (a player seat's). */
  outcome?: unknown;
}

/** The pot of a game between players, settled in one transaction. */
export interface SharedPotSettlement {
  game: BetGame;
  /** The room or battle (the carries' reference). */
  reference: string;
  /** How long the game's pages take to land its outcome (ms). */
  revealMs: number;
  seats: readonly PotSeat[];
}
