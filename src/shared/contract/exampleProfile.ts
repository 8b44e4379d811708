import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the profile's overview and transactions calls (spread into examples.ts).

type ProfileCall = 'getProfileOverview' | 'listMyTransactions';

export const profileExampleResponses: { [N in ProfileCall]: HttpResponse<N> } = {
  getProfileOverview: {
    overview: {
      xp: { total: 1_250, level: 4, progress: 0.5, current: 250, next: 500 },
      wagered: 125_000,
      profit: -3_150,
      bets: 42,
      favouriteGame: 'dice',
      memberSince: EXAMPLE_DATE,
    },
  },
  listMyTransactions: {
    entries: [
      { id: 4_812, kind: 'bet', amount: -100, balanceAfter: 99_900, createdAt: EXAMPLE_DATE },
      {
        id: 4_790,
        kind: 'deposit',
        amount: 100_000,
        balanceAfter: 100_000,
        createdAt: EXAMPLE_DATE,
      },
    ],
    nextCursor: 4_790,
    kinds: ['bet', 'deposit'],
  },
};
