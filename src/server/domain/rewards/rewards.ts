import type { Pace } from '../../../../games/pace';
import { levelOf } from '../../../shared/levels';
import type { RewardsSummary } from '../../../shared/contract/rewards';
import {
  DAILY_CASE_TIERS,
  LEVEL_REWARDS,
  nextUtcMidnight,
  rakebackRateBps,
} from '../../../shared/rewards';
import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { CaseOpenings } from '../cases';
import type { CaseStore } from '../cases';
import type { DomainEventBus } from '../events';
import type { Inventory } from '../inventory';
import type { Wallet } from '../wallet';
import { DailyCases, type DailyCaseOpened } from './dailyCases';
import { type LevelRewardClaim, LevelRewards } from './levelRewards';
import type { PlayCover } from './playCover';
import { Rakeback, type RakebackClaim } from './rakeback';
import { XP_OF_USER } from './rewardStatements';
import { type RewardsClock, systemRewardsClock } from './rewardsClock';

export interface RewardsDeps {
  db: Database;
  wallet: Wallet;
  inventory: Inventory;
  cases: CaseStore;
  caseOpenings: CaseOpenings;
  events: DomainEventBus;
  cover: PlayCover;
}

/** The rewards page's domain: rakeback, daily cases and level rewards, and their summary. */
export class Rewards {
  readonly rakeback: Rakeback;
  readonly dailyCases: DailyCases;
  readonly levelRewards: LevelRewards;

  constructor(
    private readonly deps: RewardsDeps,
    /** Which UTC day it is for the daily cases; tests move it. */
    readonly clock: RewardsClock = systemRewardsClock(),
  ) {
    this.rakeback = new Rakeback(deps.db, deps.wallet, deps.events);
    this.dailyCases = new DailyCases(deps.db, deps.cases, deps.caseOpenings, clock, deps.cover);
    this.levelRewards = new LevelRewards(deps.db, deps.wallet, deps.inventory);
  }

  /** Adds whole hundredths to a player's claimable rakeback (a consumed rakeback token). */
  addClaimableRakeback(tx: Tx, userId: string, hundredths: number): Promise<void> {
    return this.rakeback.addClaimable(tx, userId, hundredths);
  }

  async summary(userId: string): Promise<RewardsSummary> {
    const { level, rakeback, opened, claimed } = await autocommit(this.deps.db, async (tx) => {
      const [user] = await tx.query<{ xp: number | string }>(XP_OF_USER, [userId]);
      const level = levelOf(Number(user?.xp ?? 0)).level;
      return {
        level,
        rakeback: await this.rakeback.stateOf(userId, tx),
        opened: await this.dailyCases.states(userId, level, tx),
        claimed: await this.levelRewards.claimed(userId, tx),
      };
    });
    const official = new Map(
      (await this.deps.cases.list('official')).map((box) => [box.slug, box] as const),
    );
    return {
      level,
      rakeback: { ...rakeback, rateBps: rakebackRateBps(level) },
      dailyCases: DAILY_CASE_TIERS.map((tier) => {
        const box = official.get(tier.slug);
        return {
          level: tier.level,
          state: opened.get(tier.level) ?? 'locked',
          case: box ? { slug: box.slug, name: box.name, image: box.image, price: box.price } : null,
        };
      }),
      nextDailyReset: new Date(nextUtcMidnight(this.clock.now())).toISOString(),
      levelRewards: LEVEL_REWARDS.map((reward) => ({
        ...reward,
        items: [...reward.items],
        state: claimed.has(reward.level)
          ? 'claimed'
          : reward.level <= level
            ? 'claimable'
            : 'locked',
      })),
    };
  }

  claimRakeback(userId: string): Promise<RakebackClaim> {
    return this.rakeback.claim(userId);
  }

  async openDailyCase(userId: string, tierLevel: number, pace?: Pace): Promise<DailyCaseOpened> {
    const level = await autocommit(this.deps.db, async (tx) => {
      const [user] = await tx.query<{ xp: number | string }>(XP_OF_USER, [userId]);
      return levelOf(Number(user?.xp ?? 0)).level;
    });
    return this.dailyCases.open(userId, level, tierLevel, pace);
  }

  claimLevelReward(userId: string, level: number): Promise<LevelRewardClaim> {
    return this.levelRewards.claim(userId, level);
  }
}
