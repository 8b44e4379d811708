import { DAILY_CASE_TIERS, LEVEL_REWARDS } from '../rewards';
import { EXAMPLE_DATE, exampleCaseDetail, exampleDiceBet } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the rewards page's calls (spread into examples.ts).

type RewardsCall = 'getRewards' | 'claimRakeback' | 'openDailyCase' | 'claimLevelReward';

export const rewardsExampleResponses: { [N in RewardsCall]: HttpResponse<N> } = {
  getRewards: {
    level: 12,
    rakeback: { claimable: 137, remainderE8: 42_500_000, claimedTotal: 2_310, rateBps: 800 },
    dailyCases: DAILY_CASE_TIERS.map((tier) => ({
      level: tier.level,
      state: tier.level === 1 ? 'opened' : tier.level <= 12 ? 'available' : 'locked',
      case: { slug: tier.slug, name: tier.name, image: null, price: 248 },
    })),
    nextDailyReset: '2025-01-02T00:00:00.000Z',
    levelRewards: LEVEL_REWARDS.slice(0, 15).map((reward) => ({
      ...reward,
      items: [...reward.items],
      state: reward.level <= 10 ? 'claimed' : reward.level <= 12 ? 'claimable' : 'locked',
    })),
  },
  claimRakeback: {
    amount: 137,
    balance: 101_637,
    ledgerPosition: 4_815,
    rakeback: { claimable: 0, remainderE8: 42_500_000, claimedTotal: 2_447 },
  },
  openDailyCase: {
    openings: [
      {
        id: '7a1c2e3d-4b5f-4a6e-8d9c-0b1a2c3d4e5f',
        caseId: exampleCaseDetail._id,
        price: exampleCaseDetail.price,
        ticket: 61_204,
        item: exampleCaseDetail.items[0]!,
        payout: exampleCaseDetail.items[0]!.price,
        fairness: exampleDiceBet.fairness,
        createdAt: EXAMPLE_DATE,
      },
    ],
    balance: 100_030,
    ledgerPosition: 4_818,
  },
  claimLevelReward: {
    level: 10,
    gems: 250,
    items: [
      { item: 'xp-boost-1.5x-1h', amount: 1 },
      { item: 'free-case', amount: 1 },
    ],
    balance: 100_280,
    ledgerPosition: 4_820,
  },
};
