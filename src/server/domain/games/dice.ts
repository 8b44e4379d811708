import { diceChance, diceChoiceError, dicePayout, playDice } from '../../../../games/dice/core';
import type { DiceBetBody } from '../../../shared/contract/instantGames';
import { DomainError } from '../errors';
import {
  type BetLimits,
  DEFAULT_BET_LIMITS,
  assertBestPayoutWithinLimit,
  assertBetAmount,
} from './betLimits';
import { type BetRecordOf, toBetRecord } from './betRecord';
import { type GameDeps, placeInstantBet } from './instantBet';

export interface DiceOutcome {
  roll: number;
  target: number;
  direction: DiceBetBody['direction'];
  chance: number;
  win: boolean;
}

/** Dice (games.md): roll 0.00-100.00 over or under a target, 1% house edge. */
export class DiceGame {
  constructor(
    private readonly deps: GameDeps,
    private readonly limits: BetLimits = DEFAULT_BET_LIMITS,
  ) {}

  async bet(
    userId: string,
    body: DiceBetBody,
  ): Promise<{ bet: BetRecordOf<'dice'>; balance: number }> {
    const { amount, target, direction } = body;
    assertBetAmount(amount, this.limits);
    const choiceError = diceChoiceError(target, direction);
    if (choiceError) throw new DomainError('INVALID_BET', choiceError);
    const chance = diceChance(target, direction);
    assertBestPayoutWithinLimit(amount, (a) => dicePayout(a, chance), this.limits);

    const { bet, balance } = await placeInstantBet(this.deps, {
      userId,
      game: 'dice',
      amount,
      params: { target, direction },
      decide: (seeds) => {
        const result = playDice(seeds, amount, target, direction);
        return {
          payout: result.payout,
          multiplierE4: result.win ? result.multiplierE4 : 0,
          outcome: { roll: result.roll, target, direction, chance: result.chance, win: result.win },
        };
      },
    });
    return { bet: toBetRecord(bet), balance };
  }
}
