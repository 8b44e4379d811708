import { EXAMPLE_DATE, EXAMPLE_HASH } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the reward wheel and promo-code calls (spread into examples.ts).

const exampleSpin = {
  id: '5d2c7e1a-3b4f-4a6d-8e9c-0f1a2b3c4d5e',
  tier: 0,
  ticket: 4_312,
  segment: 3,
  prize: 1,
  serverSeedHash: EXAMPLE_HASH,
  clientSeed: 'my-lucky-seed',
  nonce: 7,
  serverSeed: null,
  spunAt: EXAMPLE_DATE,
};

const examplePromoCode = {
  id: '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f',
  code: 'WELCOME10',
  amount: 1_000,
  items: [{ item: 'free-case', count: 1 }],
  maxUses: 500,
  uses: 12,
  minLevel: 0,
  expiresAt: '2030-01-01T00:00:00.000Z',
  disabledAt: null,
  createdAt: EXAMPLE_DATE,
};

export const wheelPromoExampleResponses: {
  getWheel: HttpResponse<'getWheel'>;
  spinWheel: HttpResponse<'spinWheel'>;
  listWheelSpins: HttpResponse<'listWheelSpins'>;
  redeemPromoCode: HttpResponse<'redeemPromoCode'>;
  adminCreatePromoCode: HttpResponse<'adminCreatePromoCode'>;
  adminListPromoCodes: HttpResponse<'adminListPromoCodes'>;
  adminDisablePromoCode: HttpResponse<'adminDisablePromoCode'>;
} = {
  getWheel: {
    wheel: {
      level: 3,
      tier: 0,
      segments: [
        { prize: 1, tickets: 5_000 },
        { prize: 100, tickets: 5_000 },
      ],
      nextSpinAt: null,
    },
  },
  spinWheel: {
    spin: exampleSpin,
    nextSpinAt: '2025-01-16T12:00:00.000Z',
    balance: 100_001,
    ledgerPosition: 4_812,
  },
  listWheelSpins: { spins: [{ ...exampleSpin, serverSeed: 'b'.repeat(64) }] },
  redeemPromoCode: {
    code: 'WELCOME10',
    reward: { amount: 1_000, items: [{ item: 'free-case', count: 1 }] },
    balance: 101_000,
    ledgerPosition: 4_813,
  },
  adminCreatePromoCode: { promoCode: { ...examplePromoCode, uses: 0 } },
  adminListPromoCodes: { promoCodes: [examplePromoCode] },
  adminDisablePromoCode: { promoCode: { ...examplePromoCode, disabledAt: EXAMPLE_DATE } },
};
