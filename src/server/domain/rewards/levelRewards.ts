import { MAX_LEVEL, levelOf } from '../../../shared/levels';
import { levelReward } from '../../../shared/rewards';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import type { Inventory } from '../inventory';
import type { Wallet } from '../wallet';
import { CLAIM_LEVEL_REWARD, LEVEL_REWARDS_CLAIMED, XP_OF_USER } from './rewardStatements';

export interface LevelRewardClaim {
  level: number;
  gems: number;
  items: Array<{ item: string; amount: number }>;
  balance: number;
  ledgerPosition: number;
}

/**
 * What each level reached gives (src/shared/rewards.ts), claimable once per player and
 * level: the claim row's key refuses a second, parallel ones included (the second waits on
 * the first's row and then finds it). Gems come from promotions, items go to the inventory,
 * all in the claim's transaction.
 */
export class LevelRewards {
  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly inventory: Inventory,
  ) {}

  async claimed(userId: string, tx?: Tx): Promise<Set<number>> {
    const read = (t: Tx) => t.query<{ level: number }>(LEVEL_REWARDS_CLAIMED, [userId]);
    const rows = tx ? await read(tx) : await autocommit(this.db, read);
    return new Set(rows.map((row) => Number(row.level)));
  }

  async claim(userId: string, level: number): Promise<LevelRewardClaim> {
    const reward = levelReward(level);
    if (!reward)
      throw new DomainError('INVALID_LEVEL', `Level must be a whole number from 1 to ${MAX_LEVEL}`);
    return transact(this.db, async (tx) => {
      const [user] = await tx.query<{ xp: number | string }>(XP_OF_USER, [userId]);
      const reached = levelOf(Number(user?.xp ?? 0)).level;
      if (reached < level)
        throw new DomainError(
          'LEVEL_NOT_REACHED',
          `Reach level ${level} to claim its reward (you are level ${reached})`,
          403,
        );
      const claimed = await tx.query(CLAIM_LEVEL_REWARD, [userId, level, reward.gems]);
      if (claimed.length === 0)
        throw conflict('LEVEL_REWARD_CLAIMED', `The level ${level} reward was already claimed`);
      for (const { item, amount } of reward.items)
        await this.inventory.grant(tx, userId, item, amount);
      const moved = await this.wallet.move(tx, {
        userId,
        amount: reward.gems,
        counterparty: 'promo',
        kind: 'level-reward',
        reference: `level:${level}`,
        idempotencyKey: `level-reward:${level}`,
      });
      return {
        level,
        gems: reward.gems,
        items: reward.items.map((entry) => ({ ...entry })),
        balance: moved.balance,
        ledgerPosition: moved.ledgerPosition,
      };
    });
  }
}
