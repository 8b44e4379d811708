import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the gift card and vault calls (spread into examples.ts).

const exampleBatch = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  value: 2_500,
  count: 2,
  redeemed: 0,
  note: 'Stream giveaway',
  expiresAt: '2030-01-01T00:00:00.000Z',
  disabledAt: null,
  createdAt: EXAMPLE_DATE,
};

const exampleVault = {
  balance: 50_000,
  lockedUntil: '2030-01-01T00:00:00.000Z',
  twoFactorEnabled: true,
};

export const giftVaultExampleResponses: {
  redeemGiftCard: HttpResponse<'redeemGiftCard'>;
  adminCreateGiftCardBatch: HttpResponse<'adminCreateGiftCardBatch'>;
  adminListGiftCardBatches: HttpResponse<'adminListGiftCardBatches'>;
  adminDisableGiftCardBatch: HttpResponse<'adminDisableGiftCardBatch'>;
  getVault: HttpResponse<'getVault'>;
  vaultDeposit: HttpResponse<'vaultDeposit'>;
  vaultWithdraw: HttpResponse<'vaultWithdraw'>;
  lockVault: HttpResponse<'lockVault'>;
  unlockVault: HttpResponse<'unlockVault'>;
} = {
  redeemGiftCard: { value: 2_500, balance: 102_500, ledgerPosition: 4_814 },
  adminCreateGiftCardBatch: {
    batch: exampleBatch,
    codes: ['7KQM-3WZP-H8RT-N2XC', 'B9VD-4MJS-Q6YE-T3GA'],
  },
  adminListGiftCardBatches: { batches: [{ ...exampleBatch, redeemed: 1 }] },
  adminDisableGiftCardBatch: { batch: { ...exampleBatch, disabledAt: EXAMPLE_DATE } },
  getVault: { vault: exampleVault },
  vaultDeposit: { vault: exampleVault, balance: 50_000, ledgerPosition: 4_815 },
  vaultWithdraw: {
    vault: { ...exampleVault, balance: 40_000, lockedUntil: null },
    balance: 60_000,
    ledgerPosition: 4_816,
  },
  lockVault: { vault: exampleVault },
  unlockVault: { vault: { ...exampleVault, lockedUntil: null } },
};
