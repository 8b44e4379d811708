import { EXAMPLE_DATE, EXAMPLE_USER_ID } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the skin deposit calls (spread into examples.ts).

const redline = {
  assetId: '38350177012',
  marketName: 'AK-47 | Redline (Field-Tested)',
  value: 2_400,
  gems: 2_160,
};

const exampleSkinDeposit = {
  id: '7b0e3a5c-2f4e-4a41-9a57-3c7e5a3f2b10',
  status: 'COMPLETED' as const,
  offerId: '7834109925',
  offerUrl: 'https://steamcommunity.com/tradeoffer/7834109925/',
  items: [redline],
  value: 2_400,
  gems: 2_160,
  amount: 2_160,
  bonus: 0,
  held: 0,
  reversed: 0,
  reason: null,
  protectedUntil: EXAMPLE_DATE,
  createdAt: EXAMPLE_DATE,
  updatedAt: EXAMPLE_DATE,
};

/** A skin deposit held whole (the player excluded themselves), as operators see it. */
export const exampleAdminHeldSkinDeposit = {
  ...exampleSkinDeposit,
  method: 'SKINS' as const,
  kind: 'DEPOSIT' as const,
  steamId: '76561198000000001',
  user: { id: EXAMPLE_USER_ID, username: 'player_one' },
  status: 'HELD' as const,
  amount: 0,
  held: 2_160,
  reason: '21.60 gems held for review: you excluded yourself until 2025-01-02',
};

export const cashierSkinsExampleResponses: {
  getSkinDepositInventory: HttpResponse<'getSkinDepositInventory'>;
  createSkinDeposit: HttpResponse<'createSkinDeposit'>;
  listSkinDeposits: HttpResponse<'listSkinDeposits'>;
  adminListHeldSkinDeposits: HttpResponse<'adminListHeldSkinDeposits'>;
  adminReleaseHeldSkinDeposit: HttpResponse<'adminReleaseHeldSkinDeposit'>;
} = {
  getSkinDepositInventory: {
    rateBps: 9_000,
    minValue: 100,
    items: [{ ...redline, image: null }],
    unavailable: 2,
  },
  createSkinDeposit: {
    deposit: {
      ...exampleSkinDeposit,
      status: 'SENT',
      amount: 0,
      protectedUntil: null,
    },
  },
  listSkinDeposits: { deposits: [exampleSkinDeposit] },
  adminListHeldSkinDeposits: { deposits: [exampleAdminHeldSkinDeposit] },
  adminReleaseHeldSkinDeposit: {
    deposit: {
      ...exampleAdminHeldSkinDeposit,
      status: 'COMPLETED',
      amount: 2_160,
      held: 0,
      reason: 'Released after review: exclusion lifted by support',
    },
  },
};
