import { DEFAULT_PACE, type Pace } from '../../../../games/pace';
import type { CaseOpening } from '../../../shared/contract';
import { DAILY_CASE_TIERS, dailyCaseTier, utcDay } from '../../../shared/rewards';
import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { CaseOpenings } from '../cases';
import type { CaseStore } from '../cases';
import { DomainError, conflict, notFound } from '../errors';
import { type PlayCover, caseValue } from './playCover';
import { CLAIM_DAILY_CASE, DAILY_CASES_OF_DAY } from './rewardStatements';
import type { RewardsClock } from './rewardsClock';

export type DailyCaseState = 'locked' | 'available' | 'opened';

export interface DailyCaseOpened {
  openings: CaseOpening[];
  balance: number;
  ledgerPosition: number;
}

const alreadyOpened = (level: number) =>
  conflict(
    'DAILY_CASE_OPENED',
    `You already opened today's level ${level} case: the next one is ready at 00:00 UTC`,
  );

/**
 * One free case a UTC day per tier the player's level has unlocked. The opening is a normal
 * case opening funded by promotions (cases/openingFunding.ts): the player spins the reel
 * and gets the won item's value. Its claim row is written in the opening's transaction, and
 * both the row's key (player, tier, day) and the funding's idempotency key refuse a second.
 * It opens only when the player's wagers of the last 24 h carried edge covering it and every
 * daily reward they took in them (playCover.ts).
 */
export class DailyCases {
  constructor(
    private readonly db: Database,
    private readonly cases: CaseStore,
    private readonly openings: CaseOpenings,
    private readonly clock: RewardsClock,
    private readonly cover: PlayCover,
  ) {}

  /** Each tier's state for a player of `level` today. */
  async states(userId: string, level: number, tx?: Tx): Promise<Map<number, DailyCaseState>> {
    const day = utcDay(this.clock.now());
    const read = (t: Tx) => t.query<{ tier_level: number }>(DAILY_CASES_OF_DAY, [userId, day]);
    const rows = tx ? await read(tx) : await autocommit(this.db, read);
    const opened = new Set(rows.map((row) => Number(row.tier_level)));
    return new Map(
      DAILY_CASE_TIERS.map((tier) => [
        tier.level,
        level < tier.level ? 'locked' : opened.has(tier.level) ? 'opened' : 'available',
      ]),
    );
  }

  async open(
    userId: string,
    playerLevel: number,
    tierLevel: number,
    pace: Pace = DEFAULT_PACE,
  ): Promise<DailyCaseOpened> {
    const tier = dailyCaseTier(tierLevel);
    if (!tier) throw notFound(`There is no daily case for level ${tierLevel}`);
    if (playerLevel < tier.level)
      throw new DomainError(
        'DAILY_CASE_LOCKED',
        `Reach level ${tier.level} to open this daily case`,
        403,
      );
    const found = await this.cases.get(tier.slug);
    const day = utcDay(this.clock.now());
    try {
      return await this.openings.open(userId, tier.slug, 1, pace, {
        kind: 'free',
        grantId: `daily-${tier.level}-${day}`,
        onFunded: async (tx) => {
          await this.cover.ensureDaily(tx, userId, caseValue(found.items));
          const claimed = await tx.query(CLAIM_DAILY_CASE, [userId, tier.level, day, found._id]);
          if (claimed.length === 0) throw alreadyOpened(tier.level);
        },
      });
    } catch (error) {
      // The funding's own key refused a replay: the same answer as the claim's key.
      if (error instanceof DomainError && error.code === 'FREE_CASE_USED')
        throw alreadyOpened(tier.level);
      throw error;
    }
  }
}
