import { EXAMPLE_DATE, examplePublicUser } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the games and moderation screens' calls (spread into examples.ts).

const siteLimits = { betMin: 10, betMax: 1_000_000, payoutMax: 25_000_000 };

export const backOfficeExampleResponses: {
  adminListGames: HttpResponse<'adminListGames'>;
  adminListCommunityCases: HttpResponse<'adminListCommunityCases'>;
  adminHideCommunityCase: HttpResponse<'adminHideCommunityCase'>;
  adminRestoreCommunityCase: HttpResponse<'adminRestoreCommunityCase'>;
} = {
  adminListGames: {
    games: [
      { kind: 'dice', name: 'Dice', play: 'instant', paused: null, limits: siteLimits },
      {
        kind: 'mines',
        name: 'Mines',
        play: 'session',
        paused: { reason: 'Checking a payout report', since: EXAMPLE_DATE, by: 'operator' },
        limits: siteLimits,
      },
    ],
    beacon: { kind: 'drand-quicknet', label: 'drand quicknet', local: false },
  },
  adminListCommunityCases: {
    cases: [
      {
        id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
        slug: 'community-lucky-knives',
        name: 'Lucky Knives',
        price: 12_345,
        creator: examplePublicUser,
        openings: 42,
        createdAt: EXAMPLE_DATE,
        hidden: { reason: 'Offensive name', by: 'moderator', at: EXAMPLE_DATE },
      },
    ],
    nextAfter: null,
  },
  adminHideCommunityCase: { ok: true },
  adminRestoreCommunityCase: { ok: true },
};
