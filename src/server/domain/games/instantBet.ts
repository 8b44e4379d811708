import { randomUUID } from 'node:crypto';
import type { FairSeeds } from '../../../../games/fair';
import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import type { DomainEventBus } from '../events';
import type { SeedPairs } from '../fairness/seedPairs';
import type { Wallet } from '../wallet/wallet';
import type { GameSwitchboard } from './gameSwitchboard';
import type { SettledBet } from './betRecord';
import { announceSettled, payoutMovement, stakeMovement } from './betSettlement';
import { INSERT_BET } from './betStatements';

/** What every game service needs to take a bet. */
export interface GameDeps {
  db: Database;
  wallet: Wallet;
  seeds: SeedPairs;
  events: DomainEventBus;
  /** Which games an operator has paused. */
  switchboard: GameSwitchboard;
}

/** What a game's pure core decided from the seeds. */
export interface Decision<O> {
  payout: number;
  /** What the payout is worth in stakes, ten-thousandths (0 on a loss). */
  multiplierE4: number;
  /** In the contract's outcome shape for the game. */
  outcome: O;
}

export interface InstantBetInput<G extends 'dice' | 'plinko', O> {
  userId: string;
  game: G;
  amount: number;
  /** What the player chose, kept with the bet. */
  params: Record<string, unknown>;
  decide(seeds: FairSeeds): Decision<O>;
}

/**
 * A one-step bet in one transaction: take the nonce (locking the seed pair), let the core
 * decide, take the stake, pay out, record the bet. Any refusal (insufficient balance) rolls
 * all of it back, nonce included. The balance answered is the player's after the bet.
 */
export async function placeInstantBet<G extends 'dice' | 'plinko', O>(
  deps: GameDeps,
  input: InstantBetInput<G, O>,
): Promise<{ bet: SettledBet & { game: G; outcome: O }; balance: number }> {
  const { userId, game, amount } = input;
  await deps.switchboard.assertOpen(game);
  const betId = randomUUID();
  return transact(deps.db, async (tx) => {
    const grant = await deps.seeds.takeNonce(tx, userId);
    const decision = input.decide(grant.seeds);
    let { balance } = await deps.wallet.move(tx, stakeMovement(userId, betId, amount));
    if (decision.payout > 0) {
      ({ balance } = await deps.wallet.move(tx, payoutMovement(userId, betId, decision.payout)));
    }
    const [row] = await tx.query<{ created_at: Date }>(INSERT_BET, [
      betId,
      userId,
      game,
      grant.seedPairId,
      grant.seeds.nonce,
      amount,
      decision.payout,
      decision.multiplierE4,
      JSON.stringify(input.params),
      JSON.stringify(decision.outcome),
    ]);
    announceSettled(tx, deps.events, {
      betId,
      userId,
      username: grant.username,
      game,
      amount,
      payout: decision.payout,
      multiplierE4: decision.multiplierE4,
    });
    return {
      bet: {
        id: betId,
        game,
        amount,
        payout: decision.payout,
        multiplierE4: decision.multiplierE4,
        serverSeedHash: grant.serverSeedHash,
        clientSeed: grant.seeds.clientSeed,
        nonce: grant.seeds.nonce,
        outcome: decision.outcome,
        createdAt: row!.created_at,
      },
      balance,
    };
  });
}
