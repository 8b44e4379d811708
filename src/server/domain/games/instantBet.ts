import type { FairSeeds } from '../../../../games/fair';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { DomainEventBus } from '../events';
import type { SeedPairs } from '../fairness';
import type { Settlement } from '../settlement';
import type { BetGame } from '../settlement';
import type { Wallet } from '../wallet';
import type { GameSwitchboard } from './gameSwitchboard';
import type { SettledBet } from './betRecord';

/** What every game service needs to take a bet. */
export interface GameDeps {
  db: Database;
  wallet: Wallet;
  seeds: SeedPairs;
  events: DomainEventBus;
  /** Which games an operator has paused. */
  switchboard: GameSwitchboard;
  /** The one step that takes the nonce, moves the money and records the bet. */
  settlement: Settlement;
}

/** What a one-step game's pure core decided from the seeds. */
export interface Decision<O> {
  payout: number;
  /** What the payout is worth in stakes, ten-thousandths (0 on a loss). */
  multiplierE4: number;
  /** In the contract's outcome shape for the game. */
  outcome: O;
  /** The betting tab's animation of this outcome at the bet's pace (ms; manifest revealMs). */
  revealMs: number;
}

export interface InstantBetInput<G extends BetGame, O> {
  userId: string;
  /** The game's kind, as the registry names it. */
  game: G;
  amount: number;
  /** What the player chose, kept with the bet. */
  params: Record<string, unknown>;
  /** Pure: called again on fresh seeds if the nonce moved underneath. */
  decide(seeds: FairSeeds): Decision<O>;
  /** The bet's id when the caller names it first (a skin staked refers to it). */
  betId?: string;
  /** A win's payout buys the won item in the caller's transaction (settlementTypes.ts). */
  payoutBuysItem?: boolean;
}

export interface InstantBetAnswer<G extends BetGame, O> {
  bet: Omit<SettledBet, 'game' | 'outcome'> & { game: G; outcome: O };
  /** The player's balance after the bet, and the ledger position it reflects. */
  balance: number;
  ledgerPosition: number;
  /** Ms from commit until the betting tab's animation has landed (settlement/reveal.ts). */
  revealInMs: number;
}

/**
 * A one-step bet (dice, plinko, any instant game): refused if the game is paused, then
 * settled in one database round trip. Any refusal (insufficient balance) changes nothing.
 */
export async function placeInstantBet<G extends BetGame, O>(
  deps: Pick<GameDeps, 'switchboard' | 'settlement'>,
  input: InstantBetInput<G, O>,
): Promise<InstantBetAnswer<G, O>> {
  await deps.switchboard.assertOpen(input.game);
  return settleInstantBet(deps, input);
}

/**
 * The bet of placeInstantBet, its game already found open. With `tx` it joins the caller's
 * transaction, so the game's own rows (a live drop) commit with its money; the caller
 * checks the game is open before that transaction (the check may read the database).
 */
export async function settleInstantBet<G extends BetGame, O>(
  deps: Pick<GameDeps, 'settlement'>,
  input: InstantBetInput<G, O>,
  tx?: Tx,
): Promise<InstantBetAnswer<G, O>> {
  const { bet, balance, revealInMs } = await deps.settlement.settle(
    {
      userId: input.userId,
      game: input.game,
      amount: input.amount,
      params: input.params,
      decide: input.decide,
      ...(input.betId ? { betId: input.betId } : {}),
      ...(input.payoutBuysItem ? { payoutBuysItem: true } : {}),
    },
    tx,
  );
  return {
    bet: {
      id: bet.id,
      game: input.game,
      amount: bet.amount,
      payout: bet.payout ?? 0,
      multiplierE4: bet.multiplierE4 ?? 0,
      serverSeedHash: bet.serverSeedHash,
      clientSeed: bet.clientSeed,
      nonce: bet.nonce,
      outcome: bet.outcome,
      createdAt: bet.createdAt,
    },
    balance: balance.balance,
    ledgerPosition: balance.ledgerPosition,
    revealInMs,
  };
}
