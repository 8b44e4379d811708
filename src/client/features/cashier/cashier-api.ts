import type { HttpBody, HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export type CryptoRatesAnswer = HttpResponse<'getCryptoRates'>;
export type CryptoMethodsAnswer = HttpResponse<'getCryptoMethods'>;
export type WithdrawFeesAnswer = HttpResponse<'getCryptoWithdrawFees'>;
export type BonusesAnswer = HttpResponse<'getCashierBonuses'>;
export type DepositAddressAnswer = HttpResponse<'createDepositAddress'>;
export type WithdrawAnswer = HttpResponse<'withdrawCrypto'>;
export type TransactionsAnswer = HttpResponse<'listCryptoTransactions'>;
export type WithdrawBody = HttpBody<'withdrawCrypto'>;
export type CardCheckoutAnswer = HttpResponse<'createCardCheckout'>;
export type CardPaymentsAnswer = HttpResponse<'listCardPayments'>;
export type SkinInventoryAnswer = HttpResponse<'getSkinDepositInventory'>;
export type SkinDepositAnswer = HttpResponse<'createSkinDeposit'>;
export type SkinDepositsAnswer = HttpResponse<'listSkinDeposits'>;

/** The cashier's calls (the contract's paths; see shared/contract/cashier*.ts). */
export const cashierApi = {
  rates: () => apiRequest<CryptoRatesAnswer>('/cashier/currency/crypto'),
  methods: () => apiRequest<CryptoMethodsAnswer>('/cashier/crypto/methods'),
  fees: () => apiRequest<WithdrawFeesAnswer>('/cashier/withdraw/crypto/fees'),
  bonuses: () => apiRequest<BonusesAnswer>('/cashier/bonuses'),
  transactions: () => apiRequest<TransactionsAnswer>('/cashier/crypto/transactions'),
  depositAddress: (symbol: string, blockchain: string) =>
    apiRequest<DepositAddressAnswer>('/cashier/crypto/deposit-address', {
      method: 'POST',
      body: { symbol, blockchain },
    }),
  withdraw: (body: WithdrawBody) =>
    apiRequest<WithdrawAnswer>('/cashier/crypto/withdraw', { method: 'POST', body }),
};

export type CashierApi = typeof cashierApi;

/** The card deposit's calls (shared/contract/cashierCard.ts). */
export const cardApi = {
  checkout: (amount: number) =>
    apiRequest<CardCheckoutAnswer>('/cashier/card/checkout', { method: 'POST', body: { amount } }),
  payments: () => apiRequest<CardPaymentsAnswer>('/cashier/card/payments'),
};

/** The skin deposit's calls (shared/contract/cashierSkins.ts). */
export const skinsApi = {
  inventory: () => apiRequest<SkinInventoryAnswer>('/cashier/skins/inventory'),
  deposit: (assetIds: string[]) =>
    apiRequest<SkinDepositAnswer>('/cashier/skins/deposit', { method: 'POST', body: { assetIds } }),
  deposits: () => apiRequest<SkinDepositsAnswer>('/cashier/skins/deposits'),
};
