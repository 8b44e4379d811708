import type {
  AdminCashierRow,
  AdminCashierSearchQuery,
} from '../../../../shared/contract/adminCashier';
import type {
  AdminCryptoWithdrawal,
  AdminHeldDeposit,
  CryptoTransaction,
  CryptoWithdrawBody,
  DepositAddress,
} from '../../../../shared/contract/cashierCrypto';
import type { CashierBonuses, CryptoMethod } from '../../../../shared/contract/cashier';
import { applyDeposit } from './applyDeposit';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import type { CryptoRates } from './cryptoRates';
import type { CryptoTransactionRow } from './cryptoTransactionRow';
import { depositAddress, depositAddressByAddress } from './depositAddresses';
import { releaseHeldDeposit } from './depositRelease';
import { bonusesOf } from './depositBonus';
import { methodsOffered, withdrawFees } from './methodList';
import { heldDeposits, pendingWithdrawals, stuckWithdrawals } from './operatorQueues';
import type {
  DepositUpdate,
  PaymentProvider,
  PayoutUpdate,
  ProviderNotice,
} from './paymentProvider';
import { applyPayout, sendWithdrawal } from './payouts';
import { pendingDepositByReference, transactionsOf } from './playerReads';
import type { StaffConfirm } from './reviewAudit';
import { searchTransactions } from './transactionSearch';
import { failWithdrawal } from './withdrawalRefund';
import { requestWithdrawal } from './withdrawalRequest';
import { approve, failStuck, reject, resend } from './withdrawalReview';

export type { CryptoCashierDeps, CryptoTransactionEvent, KycLevelOf } from './cryptoCashierDeps';

/**
 * Crypto deposits and withdrawals (docs/games/README.md, "Cashier"). Every change of a row happens
 * under its row lock and moves it forward only; the money moves through the wallet in the same
 * transaction, keyed by the row's id, so a deposit credits once and a refund pays once whatever
 * retries, replays or races reach it. Each step lives in its own file; this class is the one
 * surface the routes and the webhook hold. Each committed change of a row is told on the
 * domain event bus ('cashier.crypto-transaction', transactionFeed.ts).
 */
export class CryptoCashier {
  constructor(private readonly deps: CryptoCashierDeps) {}

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  get rates(): CryptoRates {
    return this.deps.rates;
  }

  // ---- reference data -------------------------------------------------------------------

  methods(): { deposit: CryptoMethod[]; withdraw: CryptoMethod[] } {
    return methodsOffered(this.deps.config.methods);
  }

  fees() {
    return withdrawFees(this.deps.config.methods);
  }

  bonuses(userId: string): Promise<CashierBonuses> {
    return bonusesOf(this.deps, userId);
  }

  // ---- deposits (applyDeposit.ts) ----------------------------------------------------------

  depositAddress(userId: string, symbol: string, blockchain: string): Promise<DepositAddress> {
    return depositAddress(this.deps, userId, symbol, blockchain);
  }

  applyDeposit(update: DepositUpdate, providerName = this.deps.provider.name) {
    return applyDeposit(this.deps, update, providerName);
  }

  /** A verified provider notice (the webhook route reads and verifies it first). */
  async applyNotice(notice: ProviderNotice) {
    if (notice.type === 'deposit') return this.applyDeposit(notice);
    if (notice.type === 'payout') return this.applyPayout(notice);
    return { outcome: 'ignored' as const, why: notice.why };
  }

  // ---- withdrawals (withdrawalRequest.ts, payouts.ts, withdrawalRefund.ts) ------------------

  withdraw(userId: string, body: CryptoWithdrawBody) {
    return requestWithdrawal(this.deps, userId, body);
  }

  send(id: string): Promise<CryptoTransactionRow> {
    return sendWithdrawal(this.deps, id);
  }

  applyPayout(update: PayoutUpdate) {
    return applyPayout(this.deps, update);
  }

  fail(
    id: string,
    reason: string,
    externalId: string | null = null,
    as: 'FAILED' | 'REJECTED' = 'FAILED',
    reviewer: string | null = null,
  ): Promise<CryptoTransactionRow> {
    return failWithdrawal(this.deps, id, reason, { externalId, as, reviewer });
  }

  // ---- operators (operatorQueues.ts, withdrawalReview.ts) ----------------------------------

  pendingWithdrawals(actorId: string): Promise<AdminCryptoWithdrawal[]> {
    return pendingWithdrawals(this.deps, actorId);
  }

  stuckWithdrawals(actorId: string): Promise<AdminCryptoWithdrawal[]> {
    return stuckWithdrawals(this.deps, actorId);
  }

  heldDeposits(actorId: string): Promise<AdminHeldDeposit[]> {
    return heldDeposits(this.deps, actorId);
  }

  resend(
    actorId: string,
    id: string,
    note: string | null = null,
    confirm?: StaffConfirm,
  ): Promise<AdminCryptoWithdrawal> {
    return resend(this.deps, actorId, id, note, confirm);
  }

  failStuck(
    actorId: string,
    id: string,
    reason: string,
    confirm?: StaffConfirm,
  ): Promise<AdminCryptoWithdrawal> {
    return failStuck(this.deps, actorId, id, reason, confirm);
  }

  approve(
    actorId: string,
    id: string,
    note: string | null = null,
    confirm?: StaffConfirm,
  ): Promise<AdminCryptoWithdrawal> {
    return approve(this.deps, actorId, id, note, confirm);
  }

  reject(
    actorId: string,
    id: string,
    reason: string,
    confirm?: StaffConfirm,
  ): Promise<AdminCryptoWithdrawal> {
    return reject(this.deps, actorId, id, reason, confirm);
  }

  /** Credits a held deposit's held gems (depositRelease.ts). */
  releaseHeld(
    actorId: string,
    id: string,
    reason: string,
    confirm?: StaffConfirm,
  ): Promise<AdminHeldDeposit> {
    return releaseHeldDeposit(this.deps, actorId, id, reason, confirm);
  }

  /** Every deposit and withdrawal, crypto and skins, filtered, a page at a time (transactionSearch.ts). */
  search(
    actorId: string,
    query: AdminCashierSearchQuery,
  ): Promise<{
    transactions: AdminCashierRow[];
    nextCursor: string | null;
    nextPageCursor: string | null;
  }> {
    return searchTransactions(this.deps, actorId, query);
  }

  // ---- reading (playerReads.ts, depositAddresses.ts) ---------------------------------------

  transactionsOf(userId: string): Promise<CryptoTransaction[]> {
    return transactionsOf(this.deps, userId);
  }

  /** Whose deposit address this is (the sandbox command). */
  depositAddressByAddress(address: string) {
    return depositAddressByAddress(this.deps, address);
  }

  /** A pending deposit found by its address or transaction id (the sandbox command). */
  pendingDepositByReference(reference: string): Promise<CryptoTransactionRow | undefined> {
    return pendingDepositByReference(this.deps, reference);
  }
}
