import type { FairSeeds } from '../../../games/fair';
import { EXAMPLE_DATE, EXAMPLE_HASH } from './exampleEntities';
import type { HttpResponse } from './index';
import { instantBetCallName, ONE_REQUEST_GAMES, type InstantBetCallName } from './instantGames';

// The answer of each one-request game's bet call that declares an example choice, computed
// by the game's own rules: a new game's call has its example without an edit here.

const EXAMPLE_SEEDS: FairSeeds = {
  serverSeed: 'c'.repeat(64),
  clientSeed: 'my-lucky-seed',
  nonce: 6,
};

export const derivedInstantBetExamples = Object.fromEntries(
  ONE_REQUEST_GAMES.flatMap((game) => {
    // Each game's own choice type: the manifest settles what it declares.
    const choice = game.exampleChoice as never;
    if (choice === undefined) return [];
    const outcome = game.outcome(EXAMPLE_SEEDS, choice);
    const { payout, multiplierE4 } = game.settle(100, outcome as never, EXAMPLE_SEEDS);
    const bet = {
      id: '5a4c3b2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      game: game.kind,
      amount: 100,
      payout,
      multiplier: multiplierE4 / 10_000,
      fairness: { serverSeedHash: EXAMPLE_HASH, clientSeed: 'my-lucky-seed', nonce: 6 },
      createdAt: EXAMPLE_DATE,
      outcome,
    };
    return [[instantBetCallName(game.kind), { bet, balance: 100_000, ledgerPosition: 4_812 }]];
  }),
) as { [N in InstantBetCallName]: HttpResponse<N> };
