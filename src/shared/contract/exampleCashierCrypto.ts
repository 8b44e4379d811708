import { EXAMPLE_DATE, EXAMPLE_USER_ID } from './exampleEntities';
import type { HttpResponse, ServerEventPayload } from './index';
import { exampleAdminHeldSkinDeposit } from './exampleCashierSkins';

// Example answers of the crypto cashier calls (spread into examples.ts).

export const exampleCryptoTransaction = {
  id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
  kind: 'WITHDRAWAL' as const,
  status: 'PENDING_APPROVAL' as const,
  symbol: 'BTC',
  blockchain: 'BTC',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  coinAmount: '0.00125',
  amount: 140_000,
  bonus: 0,
  fee: 700,
  confirmations: 0,
  requiredConfirmations: 0,
  txId: null,
  reason: null,
  createdAt: EXAMPLE_DATE,
  updatedAt: EXAMPLE_DATE,
};

const exampleAdminWithdrawal = {
  ...exampleCryptoTransaction,
  user: { id: EXAMPLE_USER_ID, username: 'player_one' },
};

const exampleDeposit = {
  ...exampleCryptoTransaction,
  kind: 'DEPOSIT' as const,
  status: 'CONFIRMING' as const,
  address: 'sandbox-btc-4e21a8c51d2e3f4a',
  amount: 9_800,
  fee: 0,
  requiredConfirmations: 2,
  txId: 'sandbox-tx-0001',
};

export const cashierCryptoExampleResponses: {
  createDepositAddress: HttpResponse<'createDepositAddress'>;
  withdrawCrypto: HttpResponse<'withdrawCrypto'>;
  listCryptoTransactions: HttpResponse<'listCryptoTransactions'>;
  adminListPendingWithdrawals: HttpResponse<'adminListPendingWithdrawals'>;
  adminApproveWithdrawal: HttpResponse<'adminApproveWithdrawal'>;
  adminRejectWithdrawal: HttpResponse<'adminRejectWithdrawal'>;
  adminListStuckWithdrawals: HttpResponse<'adminListStuckWithdrawals'>;
  adminResendWithdrawal: HttpResponse<'adminResendWithdrawal'>;
  adminFailWithdrawal: HttpResponse<'adminFailWithdrawal'>;
  adminListHeldDeposits: HttpResponse<'adminListHeldDeposits'>;
  adminReleaseHeldDeposit: HttpResponse<'adminReleaseHeldDeposit'>;
  adminSearchCryptoTransactions: HttpResponse<'adminSearchCryptoTransactions'>;
  adminSandboxCryptoDeposit: HttpResponse<'adminSandboxCryptoDeposit'>;
  adminSandboxCryptoConfirm: HttpResponse<'adminSandboxCryptoConfirm'>;
  cryptoWebhook: HttpResponse<'cryptoWebhook'>;
} = {
  createDepositAddress: {
    address: {
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'sandbox-btc-4e21a8c51d2e3f4a',
      extraId: null,
      minimum: '0.0001',
      requiredConfirmations: 2,
      createdAt: EXAMPLE_DATE,
    },
  },
  withdrawCrypto: { transaction: exampleCryptoTransaction, balance: 10_000, ledgerPosition: 4_813 },
  listCryptoTransactions: { transactions: [exampleCryptoTransaction, exampleDeposit] },
  adminListPendingWithdrawals: { withdrawals: [exampleAdminWithdrawal] },
  adminApproveWithdrawal: {
    withdrawal: { ...exampleAdminWithdrawal, status: 'PROCESSING' },
  },
  adminRejectWithdrawal: {
    withdrawal: { ...exampleAdminWithdrawal, status: 'REJECTED', reason: 'Address on a blocklist' },
  },
  adminListStuckWithdrawals: {
    withdrawals: [
      { ...exampleAdminWithdrawal, status: 'PROCESSING', reason: 'The provider did not answer' },
    ],
  },
  adminResendWithdrawal: { withdrawal: { ...exampleAdminWithdrawal, status: 'PROCESSING' } },
  adminFailWithdrawal: {
    withdrawal: {
      ...exampleAdminWithdrawal,
      status: 'FAILED',
      reason: 'No payout at the provider',
    },
  },
  adminListHeldDeposits: {
    deposits: [
      {
        ...exampleDeposit,
        user: exampleAdminWithdrawal.user,
        status: 'HELD',
        amount: 5_000,
        held: 4_800,
        confirmations: 2,
        reason: '48.00 gems held for review: your daily deposit limit of 50.00 gems',
      },
    ],
  },
  adminReleaseHeldDeposit: {
    deposit: {
      ...exampleDeposit,
      user: exampleAdminWithdrawal.user,
      status: 'COMPLETED',
      amount: 9_800,
      held: 0,
      confirmations: 2,
    },
  },
  adminSearchCryptoTransactions: {
    transactions: [
      { ...exampleAdminWithdrawal, method: 'CRYPTO', held: 0 },
      { ...exampleDeposit, method: 'CRYPTO', user: exampleAdminWithdrawal.user, held: 0 },
      exampleAdminHeldSkinDeposit,
    ],
    nextCursor: null,
    nextPageCursor: null,
  },
  adminSandboxCryptoDeposit: { txId: 'sandbox-tx-0001', transaction: exampleDeposit },
  adminSandboxCryptoConfirm: {
    transaction: { ...exampleDeposit, status: 'COMPLETED', confirmations: 2 },
  },
  cryptoWebhook: { ok: true, outcome: 'credited' },
};

export const cashierCryptoExampleEvents: {
  'cashier.crypto-transaction': ServerEventPayload<'cashier.crypto-transaction'>;
} = {
  'cashier.crypto-transaction': { data: { transaction: exampleDeposit } },
};
