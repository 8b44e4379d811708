import type { RoundViewOf } from '../../../shared/contract/roundFaces';

/**
 * What the shared round routes, relay and leader ask of each round game's driver (crash's,
 * roulette's): the round as it is, the ended rounds, a bet, and the leader's switch. A game's
 * own calls (crash's cash-out, roulette's jackpots) are its driver's own.
 */
export interface RoundGameDriver<K extends string = string> {
  snapshot(): Promise<RoundViewOf<K> | null>;
  history(): Promise<readonly unknown[]>;
  /** `body` is the game's bet body, already parsed by the contract. */
  placeBet(userId: string, body: unknown): Promise<unknown>;
  /** Starts moving the rounds along (this process leads). */
  lead(): void;
  /** Stops at once (leadership lost, or shutting down): the next leader resumes. */
  stopLeading(): void;
}
