import { choiceOf, type InstantGameManifest } from '../../../../games/manifest';
import { DEFAULT_PACE, type Pace } from '../../../../games/pace';
import { notFound } from '../errors';
import {
  type BetLimits,
  DEFAULT_BET_LIMITS,
  assertBestPayoutWithinLimit,
  assertBetAmount,
} from './betLimits';
import { toBetRecord } from './betRecord';
import { type GameDeps, placeInstantBet } from './instantBet';
import type { GameRegistry } from './registry';

type AnyInstantGame = InstantGameManifest<string, { amount: number }, unknown>;

/**
 * Every one-request game (dice, plinko, and whatever the registry adds), served from its
 * manifest: the contract already checked the bet, so this only asserts the limits the
 * operator sets, then settles through the shared instant-bet step.
 */
export class InstantGames {
  private readonly byKind: Map<string, AnyInstantGame>;

  constructor(
    private readonly deps: GameDeps,
    registry: GameRegistry,
    private readonly limits: BetLimits = DEFAULT_BET_LIMITS,
  ) {
    this.byKind = new Map(registry.instantGames.map((game) => [game.kind, game]));
  }

  /**
   * Settles one bet of `kind`; the body is the game's contract bet (already parsed), the
   * pace how fast the betting tab animates it (no other view shows it before it lands).
   */
  async bet<K extends string, B extends { amount: number }, O>(
    game: InstantGameManifest<K, B, O> | K,
    userId: string,
    body: B,
    pace: Pace = DEFAULT_PACE,
  ) {
    const manifest = (typeof game === 'string' ? this.byKind.get(game) : game) as
      InstantGameManifest<K, B, O> | undefined;
    if (!manifest || this.byKind.get(manifest.kind) !== (manifest as unknown)) {
      throw notFound(`No such game: ${typeof game === 'string' ? game : game.kind}`);
    }
    const { amount } = body;
    const choice = choiceOf(body);
    assertBetAmount(amount, this.limits);
    assertBestPayoutWithinLimit(amount, (a) => manifest.bestPayout(a, choice), this.limits);
    const { bet, balance, ledgerPosition } = await placeInstantBet(this.deps, {
      userId,
      game: manifest.kind,
      amount,
      params: choice,
      decide: (seeds) => {
        const outcome = manifest.outcome(seeds, choice);
        return {
          ...manifest.settle(amount, outcome),
          outcome,
          revealMs: manifest.revealMs(outcome, pace),
        };
      },
    });
    return { bet: toBetRecord(bet), balance, ledgerPosition };
  }
}
