import { playPlinko, plinkoPayout, plinkoTableE4 } from '../../../../games/plinko/core';
import {
  PLINKO_RISKS,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  type PlinkoBetBody,
  type PlinkoRisk,
} from '../../../shared/contract/instantGames';
import { DomainError } from '../errors';
import {
  type BetLimits,
  DEFAULT_BET_LIMITS,
  assertBestPayoutWithinLimit,
  assertBetAmount,
} from './betLimits';
import { type BetRecordOf, toBetRecord } from './betRecord';
import { type GameDeps, placeInstantBet } from './instantBet';

export interface PlinkoOutcome {
  rows: number;
  risk: PlinkoRisk;
  path: (0 | 1)[];
  bucket: number;
}

/** What the table's best bucket pays for this amount, rounded down to the hundredth. */
export function plinkoBestPayout(amount: number, rows: number, risk: PlinkoRisk): number {
  return plinkoPayout(amount, Math.max(...plinkoTableE4(rows, risk)));
}

/** Plinko (games.md): one ball, one fair float per row, the bucket's multiplier pays. */
export class PlinkoGame {
  constructor(
    private readonly deps: GameDeps,
    private readonly limits: BetLimits = DEFAULT_BET_LIMITS,
  ) {}

  async bet(
    userId: string,
    body: PlinkoBetBody,
  ): Promise<{ bet: BetRecordOf<'plinko'>; balance: number }> {
    const { amount, rows, risk } = body;
    assertBetAmount(amount, this.limits);
    if (!Number.isInteger(rows) || rows < PLINKO_ROWS_MIN || rows > PLINKO_ROWS_MAX) {
      throw new DomainError('INVALID_BET', 'Rows must be from 8 to 16');
    }
    if (!PLINKO_RISKS.includes(risk)) {
      throw new DomainError('INVALID_BET', 'Risk must be "low", "medium" or "high"');
    }
    assertBestPayoutWithinLimit(amount, (a) => plinkoBestPayout(a, rows, risk), this.limits);

    const { bet, balance } = await placeInstantBet(this.deps, {
      userId,
      game: 'plinko',
      amount,
      params: { rows, risk },
      decide: (seeds) => {
        const result = playPlinko(seeds, amount, rows, risk);
        return {
          payout: result.payout,
          multiplierE4: result.multiplierE4,
          outcome: { rows, risk, path: result.path, bucket: result.bucket },
        };
      },
    });
    return { bet: toBetRecord(bet), balance };
  }
}
