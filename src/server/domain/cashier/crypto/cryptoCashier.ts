import { randomUUID } from 'node:crypto';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminCryptoWithdrawal,
  AdminHeldDeposit,
  CryptoTransaction,
  CryptoWithdrawBody,
  DepositAddress,
} from '../../../../shared/contract/cashierCrypto';
import type { CashierBonuses, CryptoMethod } from '../../../../shared/contract/cashier';
import { CONVERSION_FACTOR, formatGems } from '../../../../shared/money';
import type { Database } from '../../../db/client';
import { auditLog, cryptoDepositAddresses, cryptoTransactions, users } from '../../../db/schema';
import { type Tx, transact } from '../../../db/transaction';
import { assertCan, assertMayActOn } from '../../accounts/permissions';
import { assertDepositAllowed } from '../../responsibleGambling';
import { DomainError, notFound } from '../../errors';
import type { DomainEventBus } from '../../events';
import type { Notifications } from '../../notifications/notifications';
import type { Wallet } from '../../wallet/wallet';
import { formatCoin, hundredthsToCoin, parseCoin } from './coinMath';
import { type CryptoCashierConfig, type CryptoMethodConfig, methodOf } from './cryptoConfig';
import { type NoticeRow, cryptoNotice } from './cryptoNotices';
import type { CryptoRates } from './cryptoRates';
import { type CryptoTransactionRow, toCryptoTransaction, trimCoin } from './cryptoTransactionRow';
import {
  type DepositUpdate,
  type PaymentProvider,
  PayoutRefused,
  type PayoutUpdate,
  type ProviderNotice,
} from './paymentProvider';
import { countDeposit, maxCoin } from './depositCount';
import { isStuck, notStuck } from './stuckWithdrawals';
import { assertWagered } from './wageringRule';
import { assertKycForAmount, assertKycForWindow } from './withdrawalKyc';
import type { WithdrawalCodeCheck } from './withdrawalTwoFactor';

/** The KYC level a player has reached (the KYC service answers; 0 until it exists). */
export type KycLevelOf = (userId: string) => Promise<number>;

export interface CryptoCashierDeps {
  db: Database;
  wallet: Wallet;
  notifications: Notifications;
  /** Each committed change of a row is told here ('cashier.crypto-transaction'). */
  events: DomainEventBus;
  provider: PaymentProvider;
  rates: CryptoRates;
  config: CryptoCashierConfig;
  /** The player's deposit bonuses (affiliates: REFERRAL +5%). */
  depositBonusesOf: (userId: string) => Promise<Array<{ type: 'REFERRAL'; factor: number }>>;
  kycLevelOf: KycLevelOf;
  /** Spends a fresh 2FA code in the withdrawal's transaction (withdrawalTwoFactor.ts). */
  spendWithdrawalCode: WithdrawalCodeCheck;
  rolesOf: (userId: string) => Promise<string[]>;
}

export interface CryptoTransactionEvent {
  userId: string;
  transaction: CryptoTransaction;
}

const unknownMethod = () =>
  new DomainError('UNKNOWN_CRYPTO_METHOD', 'That coin is not offered on that blockchain', 400);
const FINAL: ReadonlySet<string> = new Set(['COMPLETED', 'FAILED', 'REJECTED']);

/**
 * Crypto deposits and withdrawals (docs/games/README.md, "Cashier"). Every change of a row happens
 * under its row lock and moves it forward only; the money moves through the wallet in the same
 * transaction, keyed by the row's id, so a deposit credits once and a refund pays once whatever
 * retries, replays or races reach it.
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
    const bySymbol = new Map<string, CryptoMethod>();
    for (const m of this.deps.config.methods) {
      const entry = bySymbol.get(m.symbol) ?? { symbol: m.symbol, name: m.name, blockchains: [] };
      entry.blockchains.push(m.blockchain);
      bySymbol.set(m.symbol, entry);
    }
    const list = [...bySymbol.values()];
    return {
      deposit: list,
      withdraw: list.map((m) => ({ ...m, blockchains: [...m.blockchains] })),
    };
  }

  fees() {
    return this.deps.config.methods.map((m) => ({
      symbol: m.symbol,
      blockchain: m.blockchain,
      fee: m.withdrawFee,
    }));
  }

  async bonuses(userId: string): Promise<CashierBonuses> {
    return {
      deposit: await this.deps.depositBonusesOf(userId),
      withdraw: [],
      conversion: CONVERSION_FACTOR,
    };
  }

  // ---- deposits -------------------------------------------------------------------------

  async depositAddress(
    userId: string,
    symbol: string,
    blockchain: string,
  ): Promise<DepositAddress> {
    const method = methodOf(this.deps.config.methods, symbol, blockchain);
    if (!method) throw unknownMethod();
    // Coins sent on chain cannot be refused, so self-exclusion and a deposit limit with no
    // room left (not one hundredth) stop the deposit here, before the address is shown.
    await transact(this.deps.db, (tx) => assertDepositAllowed(tx, userId, 1));
    const provider = this.deps.provider.name;
    const existing = await this.addressRow(userId, provider, method);
    if (existing) return this.addressView(existing, method);
    const issued = await this.deps.provider.createDepositAddress({
      userId,
      method,
      callbackUrl: this.deps.config.webhookUrl,
    });
    // Two first requests at once: one insert wins, both answer the row that won.
    await this.deps.db
      .insert(cryptoDepositAddresses)
      .values({
        userId,
        provider,
        symbol,
        blockchain,
        address: issued.address,
        extraId: issued.extraId,
        providerRef: issued.providerRef,
      })
      .onConflictDoNothing();
    const row = await this.addressRow(userId, provider, method);
    if (!row) throw new Error('crypto cashier: the deposit address was not stored');
    return this.addressView(row, method);
  }

  /**
   * A provider's notice about an incoming transaction. The first notice of a transaction
   * creates its row (the unique (provider, kind, external id) key makes retries and
   * concurrent copies find the same one); confirmations only grow. A final notice counts the
   * coins it reports beyond those the row has counted (credited_coin): the first one all of
   * them, a later top-up of the same payment its increase, a notice of the same or less
   * nothing. Counting, its credit and the row's new state commit together under the row's
   * lock, so each increase is credited once however many copies race.
   */
  async applyDeposit(update: DepositUpdate, providerName = this.deps.provider.name) {
    const method = methodOf(this.deps.config.methods, update.symbol, update.blockchain);
    if (!method) return { outcome: 'ignored' as const, why: 'unknown method' };
    parseCoin(update.coinAmount);
    const required = update.requiredConfirmations ?? method.confirmations;
    const rate = await this.deps.rates.rateOf(method.symbol);
    // Read before the transaction (an embedded database has one connection): whose deposit
    // this is, and their bonus; the transaction checks the owner again under the lock.
    const ownerId = await this.depositOwner(providerName, update);
    if (!ownerId) return { outcome: 'ignored' as const, why: 'unknown address' };
    const bonusBps = await this.bonusBps(ownerId);

    return transact(this.deps.db, async (tx) => {
      const known = await this.lockByExternal(tx, providerName, update.externalId);
      let row = known;
      if (!row) {
        const [owner] = await tx.db
          .select({ userId: cryptoDepositAddresses.userId })
          .from(cryptoDepositAddresses)
          .where(
            and(
              eq(cryptoDepositAddresses.provider, providerName),
              eq(cryptoDepositAddresses.blockchain, update.blockchain),
              eq(cryptoDepositAddresses.address, update.address),
              eq(cryptoDepositAddresses.extraId, update.extraId),
            ),
          );
        if (!owner) return { outcome: 'ignored' as const, why: 'unknown address' };
        const inserted = await tx.db
          .insert(cryptoTransactions)
          .values({
            id: randomUUID(),
            userId: owner.userId,
            kind: 'DEPOSIT',
            status: 'CONFIRMING',
            provider: providerName,
            externalId: update.externalId,
            symbol: method.symbol,
            blockchain: method.blockchain,
            address: update.address,
            extraId: update.extraId,
            coinAmount: update.coinAmount,
            confirmations: update.confirmations,
            requiredConfirmations: required,
            txHash: update.txHash,
          })
          .onConflictDoNothing()
          .returning();
        row = await this.lockByExternal(tx, providerName, update.externalId);
        if (!row) throw new Error('crypto cashier: deposit row vanished');
        if (inserted.length === 1) await this.notify(tx, 'DEPOSIT_ACKNOWLEDGED', row);
      }

      const counted = row.status !== 'CONFIRMING';
      const confirmations = Math.max(row.confirmations, update.confirmations);
      // Once counted, only a notice final in itself counts more (a top-up still confirming
      // arrives with the row's old confirmations behind it).
      const final =
        update.final ||
        (counted ? update.confirmations : confirmations) >= row.requiredConfirmations;
      const seen = formatCoin(maxCoin(parseCoin(update.coinAmount), parseCoin(row.coinAmount)));
      if (final) {
        const bonus = row.userId === ownerId ? bonusBps : 0;
        const done = await countDeposit(
          tx,
          {
            wallet: this.deps.wallet,
            notify: (credited, told) => this.notify(tx, 'DEPOSIT_COMPLETED', credited, told),
          },
          { row, update, method, rate, bonusBps: bonus },
        );
        return done
          ? { outcome: 'credited' as const, row: done }
          : { outcome: 'replayed' as const, row };
      }
      // Counted already: a notice of more still confirming is news (unchanged until final);
      // one of no more is a late copy.
      if (counted)
        return parseCoin(update.coinAmount) > parseCoin(row.creditedCoin)
          ? { outcome: 'unchanged' as const, row }
          : { outcome: 'replayed' as const, row };
      if (confirmations > row.confirmations || seen !== trimCoin(row.coinAmount)) {
        const [moved] = await tx.db
          .update(cryptoTransactions)
          .set({ confirmations, coinAmount: seen, updatedAt: new Date() })
          .where(eq(cryptoTransactions.id, row.id))
          .returning();
        await this.notify(tx, 'DEPOSIT_UPDATE', moved!);
        return { outcome: 'confirming' as const, row: moved! };
      }
      return { outcome: 'unchanged' as const, row };
    });
  }

  /** A verified provider notice (the webhook route reads and verifies it first). */
  async applyNotice(notice: ProviderNotice) {
    if (notice.type === 'deposit') return this.applyDeposit(notice);
    if (notice.type === 'payout') return this.applyPayout(notice);
    return { outcome: 'ignored' as const, why: notice.why };
  }

  // ---- withdrawals ----------------------------------------------------------------------

  async withdraw(userId: string, body: CryptoWithdrawBody) {
    const { config } = this.deps;
    const method = methodOf(config.methods, body.symbol, body.blockchain);
    if (!method) throw unknownMethod();
    if (body.amount < config.withdrawMin)
      throw new DomainError(
        'WITHDRAW_TOO_SMALL',
        `The smallest withdrawal is ${formatGems(config.withdrawMin)} gems`,
        400,
      );
    if (body.amount <= method.withdrawFee)
      throw new DomainError('WITHDRAW_TOO_SMALL', 'The amount must be more than the fee', 400);
    // Read before the transaction (an embedded database has one connection).
    const kycLevel = await this.deps.kycLevelOf(userId);
    assertKycForAmount(config, body.amount, kycLevel);
    const rate = await this.deps.rates.rateOf(method.symbol);
    const coinAmount = hundredthsToCoin(
      body.amount - method.withdrawFee,
      rate,
      CONVERSION_FACTOR,
      method.decimals,
    );
    if (!/[1-9]/.test(coinAmount))
      throw new DomainError('WITHDRAW_TOO_SMALL', 'That amount is worth no coin', 400);
    const status = body.amount > config.approvalAbove ? 'PENDING_APPROVAL' : 'PROCESSING';

    await this.deps.spendWithdrawalCode.count(userId);
    const result = await transact(this.deps.db, async (tx) => {
      // The player's account lock: their withdrawals (and the KYC and wager checks) go one at a
      // time. Taken before the code is spent, which writes the player's row: the ledger's order.
      await this.deps.wallet.lockPlayers(tx, [userId]);
      await this.deps.spendWithdrawalCode.spend(tx, userId, body.code);
      await assertKycForWindow(tx, config, userId, body.amount, kycLevel);
      await assertWagered(tx, userId, config.wagerFactor);
      const id = randomUUID();
      const [row] = await tx.db
        .insert(cryptoTransactions)
        .values({
          id,
          userId,
          kind: 'WITHDRAWAL',
          status,
          provider: this.deps.provider.name,
          symbol: method.symbol,
          blockchain: method.blockchain,
          address: body.address,
          coinAmount,
          usdRate: String(rate),
          amount: body.amount,
          fee: method.withdrawFee,
        })
        .returning();
      const moved = await this.deps.wallet.move(tx, {
        userId,
        amount: -body.amount,
        counterparty: 'cashier',
        kind: 'crypto-withdrawal',
        reference: id,
        idempotencyKey: `crypto-withdrawal:${id}`,
      });
      await this.notify(tx, 'WITHDRAWAL_ACKNOWLEDGED', row!);
      return { row: row!, balance: moved.balance, ledgerPosition: moved.ledgerPosition };
    });
    const row = status === 'PROCESSING' ? await this.send(result.row.id) : result.row;
    return {
      transaction: toCryptoTransaction(row),
      balance: result.balance,
      ledgerPosition: result.ledgerPosition,
    };
  }

  /**
   * Hands a PROCESSING withdrawal to the provider (our id is its unique external id, so a
   * repeated send is the same payout). A refusal refunds; an error that leaves it unknown
   * whether the payout exists keeps the row PROCESSING for an operator.
   */
  async send(id: string): Promise<CryptoTransactionRow> {
    const [row] = await this.deps.db
      .select()
      .from(cryptoTransactions)
      .where(eq(cryptoTransactions.id, id));
    if (!row || row.status !== 'PROCESSING' || row.externalId) return row!;
    // Only the provider it was made for may send it (a row outlives a change of provider).
    if (row.provider !== this.deps.provider.name) return row;
    const method = methodOf(this.deps.config.methods, row.symbol, row.blockchain)!;
    let sent;
    try {
      sent = await this.deps.provider.sendPayout({
        reference: row.id,
        method,
        address: row.address,
        coinAmount: trimCoin(row.coinAmount),
        callbackUrl: this.deps.config.webhookUrl,
      });
    } catch (error) {
      if (error instanceof PayoutRefused) return this.fail(row.id, error.message);
      return transact(this.deps.db, async (tx) => {
        const [kept] = await tx.db
          .update(cryptoTransactions)
          .set({
            reason: 'The provider did not answer; an operator checks it',
            updatedAt: new Date(),
          })
          .where(eq(cryptoTransactions.id, row.id))
          .returning();
        return kept!;
      });
    }
    return this.applyPayout({ type: 'payout', reference: row.id, ...sent }).then((r) => r.row!);
  }

  /** The provider's word on a payout: completed, failed (refunded once), or still going. */
  async applyPayout(update: PayoutUpdate) {
    const row = await transact(this.deps.db, async (tx) => {
      const locked = update.reference
        ? await this.lockById(tx, update.reference)
        : await this.lockByExternalPayout(tx, update.externalId);
      if (!locked || locked.kind !== 'WITHDRAWAL') return null;
      if (locked.status !== 'PROCESSING') return { locked, changed: false as const };
      if (update.status === 'FAILED') return { locked, changed: 'failed' as const };
      const [next] = await tx.db
        .update(cryptoTransactions)
        .set({
          externalId: locked.externalId ?? update.externalId,
          txHash: update.txHash ?? locked.txHash,
          status: update.status,
          updatedAt: new Date(),
          ...(update.status === 'COMPLETED' ? { settledAt: new Date() } : {}),
        })
        .where(eq(cryptoTransactions.id, locked.id))
        .returning();
      if (update.status === 'COMPLETED') await this.notify(tx, 'WITHDRAWAL_COMPLETED', next!);
      return { locked: next!, changed: true as const };
    });
    if (!row) return { outcome: 'ignored' as const, why: 'unknown payout', row: null };
    if (row.changed === 'failed')
      return {
        outcome: 'failed' as const,
        row: await this.fail(
          row.locked.id,
          update.error ?? 'Refused by the provider',
          update.externalId,
        ),
      };
    return {
      outcome: row.changed ? ('updated' as const) : ('unchanged' as const),
      row: row.locked,
    };
  }

  /** Ends a withdrawal as FAILED (or REJECTED) and refunds it, once: later calls change nothing. */
  async fail(
    id: string,
    reason: string,
    externalId: string | null = null,
    as: 'FAILED' | 'REJECTED' = 'FAILED',
    reviewer: string | null = null,
  ): Promise<CryptoTransactionRow> {
    return this.endWithRefund(id, { reason, externalId, as, reviewer, stuckOnly: false });
  }

  /**
   * The refund path of every failure: under the row's lock, the refund (keyed by the row, so
   * paid once whatever calls it) and the final status commit together. `stuckOnly`: an
   * operator failing a stuck withdrawal, refused unless it is stuck (stuckWithdrawals.ts).
   */
  private async endWithRefund(
    id: string,
    end: {
      reason: string;
      externalId: string | null;
      as: 'FAILED' | 'REJECTED';
      reviewer: string | null;
      stuckOnly: boolean;
    },
  ): Promise<CryptoTransactionRow> {
    const { reason, as, reviewer } = end;
    return transact(this.deps.db, async (tx) => {
      const [locked] = await tx.db
        .select({ row: cryptoTransactions, stuck: sql<boolean>`${isStuck}` })
        .from(cryptoTransactions)
        .where(eq(cryptoTransactions.id, id))
        .for('update');
      const row = locked?.row;
      if (!row || row.kind !== 'WITHDRAWAL') throw notFound('No such withdrawal');
      // An operator's rejection of what is no longer pending is an error; a provider's
      // repeated failure notice is not (the first one refunded).
      if (as === 'REJECTED' && row.status !== 'PENDING_APPROVAL')
        throw new DomainError(
          'WITHDRAWAL_NOT_PENDING',
          'This withdrawal is no longer waiting for approval',
          409,
        );
      if (end.stuckOnly && !locked.stuck) throw notStuck();
      if (FINAL.has(row.status)) return row;
      await this.deps.wallet.move(tx, {
        userId: row.userId,
        amount: row.amount,
        counterparty: 'cashier',
        kind: 'crypto-withdrawal-refund',
        reference: row.id,
        idempotencyKey: `crypto-withdrawal-refund:${row.id}`,
      });
      const [done] = await tx.db
        .update(cryptoTransactions)
        .set({
          status: as,
          reason: reason.slice(0, 200),
          externalId: row.externalId ?? end.externalId,
          reviewedBy: reviewer ?? row.reviewedBy,
          updatedAt: new Date(),
          settledAt: new Date(),
        })
        .where(eq(cryptoTransactions.id, row.id))
        .returning();
      if (reviewer)
        await tx.db.insert(auditLog).values({
          actorId: reviewer,
          action: as === 'REJECTED' ? 'cashier.withdrawal.reject' : 'cashier.withdrawal.fail',
          targetId: row.userId,
          details: { withdrawalId: id, amount: row.amount, reason },
        });
      await this.notify(tx, 'WITHDRAWAL_FAILED', done!);
      return done!;
    });
  }

  // ---- operators ------------------------------------------------------------------------

  async pendingWithdrawals(actorId: string): Promise<AdminCryptoWithdrawal[]> {
    assertCan(await this.deps.rolesOf(actorId), 'cashier.withdrawals');
    const rows = await this.adminRows(eq(cryptoTransactions.status, 'PENDING_APPROVAL'));
    return rows.map(({ row, username }) => adminViewOf(row, username));
  }

  /** Withdrawals stuck in PROCESSING with no payout id (stuckWithdrawals.ts), oldest first. */
  async stuckWithdrawals(actorId: string): Promise<AdminCryptoWithdrawal[]> {
    assertCan(await this.deps.rolesOf(actorId), 'cashier.withdrawals');
    const rows = await this.adminRows(isStuck);
    return rows.map(({ row, username }) => adminViewOf(row, username));
  }

  /** Deposits with gems held when counted (self-exclusion, a deposit limit), oldest first. */
  async heldDeposits(actorId: string): Promise<AdminHeldDeposit[]> {
    assertCan(await this.deps.rolesOf(actorId), 'cashier.withdrawals');
    const rows = await this.adminRows(eq(cryptoTransactions.status, 'HELD'));
    return rows.map(({ row, username }) => ({ ...adminViewOf(row, username), held: row.held }));
  }

  /**
   * Sends a stuck withdrawal again under the same reference (the provider's unique external
   * id, so a payout it did make is the same payout). Claiming it moves updated_at to now, so
   * of two resends or a resend and a fail at once, one wins and the other finds it not stuck.
   */
  async resend(actorId: string, id: string): Promise<AdminCryptoWithdrawal> {
    await this.assertDecides(actorId, id);
    await transact(this.deps.db, async (tx) => {
      const [claimed] = await tx.db
        .update(cryptoTransactions)
        .set({ updatedAt: sql`now()`, reason: null })
        .where(
          and(
            eq(cryptoTransactions.id, id),
            eq(cryptoTransactions.provider, this.deps.provider.name),
            isStuck,
          ),
        )
        .returning();
      if (!claimed) {
        const row = await this.lockById(tx, id);
        if (!row || row.kind !== 'WITHDRAWAL') throw notFound('No such withdrawal');
        if (row.provider !== this.deps.provider.name)
          throw new DomainError(
            'WITHDRAWAL_OTHER_PROVIDER',
            `This withdrawal was made through ${row.provider}, which is not in use`,
            409,
          );
        throw notStuck();
      }
      await tx.db.insert(auditLog).values({
        actorId,
        action: 'cashier.withdrawal.resend',
        targetId: claimed.userId,
        details: { withdrawalId: id, amount: claimed.amount },
      });
    });
    return this.adminView(await this.send(id));
  }

  /** Ends a stuck withdrawal as FAILED and refunds it once; audited. */
  async failStuck(actorId: string, id: string, reason: string): Promise<AdminCryptoWithdrawal> {
    await this.assertDecides(actorId, id);
    const row = await this.endWithRefund(id, {
      reason,
      externalId: null,
      as: 'FAILED',
      reviewer: actorId,
      stuckOnly: true,
    });
    return this.adminView(row);
  }

  async approve(actorId: string, id: string): Promise<AdminCryptoWithdrawal> {
    await this.assertDecides(actorId, id);
    await transact(this.deps.db, async (tx) => {
      const row = await this.lockById(tx, id);
      if (!row || row.kind !== 'WITHDRAWAL') throw notFound('No such withdrawal');
      if (row.status !== 'PENDING_APPROVAL')
        throw new DomainError(
          'WITHDRAWAL_NOT_PENDING',
          'This withdrawal is no longer waiting for approval',
          409,
        );
      await tx.db
        .update(cryptoTransactions)
        .set({ status: 'PROCESSING', reviewedBy: actorId, updatedAt: new Date() })
        .where(eq(cryptoTransactions.id, id));
      await tx.db.insert(auditLog).values({
        actorId,
        action: 'cashier.withdrawal.approve',
        targetId: row.userId,
        details: { withdrawalId: id, amount: row.amount },
      });
      this.announceAfterCommit(tx, { ...row, status: 'PROCESSING' });
    });
    return this.adminView(await this.send(id));
  }

  async reject(actorId: string, id: string, reason: string): Promise<AdminCryptoWithdrawal> {
    await this.assertDecides(actorId, id);
    const row = await this.fail(id, reason, null, 'REJECTED', actorId);
    return this.adminView(row);
  }

  /**
   * An operator decides a withdrawal only when its owner's role is below their own
   * (permissions.ts mayActOn): never their own, nor a higher rank's. An unknown id passes
   * here and is refused where the row is locked.
   */
  private async assertDecides(actorId: string, id: string): Promise<void> {
    const actorRoles = await this.deps.rolesOf(actorId);
    assertCan(actorRoles, 'cashier.withdrawals');
    const [row] = await this.deps.db
      .select({ userId: cryptoTransactions.userId })
      .from(cryptoTransactions)
      .where(eq(cryptoTransactions.id, id));
    if (row) assertMayActOn(actorRoles, await this.deps.rolesOf(row.userId));
  }

  // ---- reading --------------------------------------------------------------------------

  async transactionsOf(userId: string): Promise<CryptoTransaction[]> {
    const rows = await this.deps.db
      .select()
      .from(cryptoTransactions)
      .where(eq(cryptoTransactions.userId, userId))
      .orderBy(desc(cryptoTransactions.createdAt))
      .limit(50);
    return rows.map(toCryptoTransaction);
  }

  /** Whose deposit address this is (the sandbox command). */
  async depositAddressByAddress(address: string) {
    const [row] = await this.deps.db
      .select()
      .from(cryptoDepositAddresses)
      .where(
        and(
          eq(cryptoDepositAddresses.provider, this.deps.provider.name),
          eq(cryptoDepositAddresses.address, address),
        ),
      );
    return row;
  }

  /** A pending deposit found by its address or transaction id (the sandbox command). */
  async pendingDepositByReference(reference: string): Promise<CryptoTransactionRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(cryptoTransactions)
      .where(
        and(
          eq(cryptoTransactions.kind, 'DEPOSIT'),
          eq(cryptoTransactions.status, 'CONFIRMING'),
          sql`(${cryptoTransactions.address} = ${reference} OR ${cryptoTransactions.externalId} = ${reference})`,
        ),
      )
      .orderBy(asc(cryptoTransactions.createdAt))
      .limit(1);
    return row;
  }

  // ---- helpers --------------------------------------------------------------------------

  private async depositOwner(provider: string, update: DepositUpdate): Promise<string | null> {
    const [known] = await this.deps.db
      .select({ userId: cryptoTransactions.userId })
      .from(cryptoTransactions)
      .where(
        and(
          eq(cryptoTransactions.provider, provider),
          eq(cryptoTransactions.kind, 'DEPOSIT'),
          eq(cryptoTransactions.externalId, update.externalId),
        ),
      );
    if (known) return known.userId;
    const [owner] = await this.deps.db
      .select({ userId: cryptoDepositAddresses.userId })
      .from(cryptoDepositAddresses)
      .where(
        and(
          eq(cryptoDepositAddresses.provider, provider),
          eq(cryptoDepositAddresses.blockchain, update.blockchain),
          eq(cryptoDepositAddresses.address, update.address),
          eq(cryptoDepositAddresses.extraId, update.extraId),
        ),
      );
    return owner?.userId ?? null;
  }

  private async bonusBps(userId: string): Promise<number> {
    const bonuses = await this.deps.depositBonusesOf(userId);
    return bonuses.reduce((sum, b) => sum + Math.round(b.factor * 10_000), 0);
  }

  private async addressRow(userId: string, provider: string, method: CryptoMethodConfig) {
    const [row] = await this.deps.db
      .select()
      .from(cryptoDepositAddresses)
      .where(
        and(
          eq(cryptoDepositAddresses.userId, userId),
          eq(cryptoDepositAddresses.provider, provider),
          eq(cryptoDepositAddresses.symbol, method.symbol),
          eq(cryptoDepositAddresses.blockchain, method.blockchain),
        ),
      );
    return row;
  }

  private addressView(
    row: typeof cryptoDepositAddresses.$inferSelect,
    method: CryptoMethodConfig,
  ): DepositAddress {
    return {
      symbol: row.symbol,
      blockchain: row.blockchain,
      address: row.address,
      extraId: row.extraId || null,
      minimum: method.minDeposit,
      requiredConfirmations: method.confirmations,
      createdAt: row.createdAt.toISOString(),
    };
  }

  private async lockById(tx: Tx, id: string) {
    const [row] = await tx.db
      .select()
      .from(cryptoTransactions)
      .where(eq(cryptoTransactions.id, id))
      .for('update');
    return row;
  }

  private async lockByExternal(tx: Tx, provider: string, externalId: string) {
    const [row] = await tx.db
      .select()
      .from(cryptoTransactions)
      .where(
        and(
          eq(cryptoTransactions.provider, provider),
          eq(cryptoTransactions.kind, 'DEPOSIT'),
          eq(cryptoTransactions.externalId, externalId),
        ),
      )
      .for('update');
    return row;
  }

  private async lockByExternalPayout(tx: Tx, externalId: string) {
    const [row] = await tx.db
      .select()
      .from(cryptoTransactions)
      .where(
        and(
          eq(cryptoTransactions.provider, this.deps.provider.name),
          eq(cryptoTransactions.kind, 'WITHDRAWAL'),
          eq(cryptoTransactions.externalId, externalId),
        ),
      )
      .for('update');
    return row;
  }

  /** The player's notice of a step and the row's event; `told` is what the notice tells otherwise. */
  private async notify(
    tx: Tx,
    step: Parameters<typeof cryptoNotice>[0],
    row: CryptoTransactionRow,
    told: Partial<NoticeRow> = {},
  ): Promise<void> {
    const notice = cryptoNotice(
      step,
      { ...row, coinAmount: trimCoin(row.coinAmount), ...told },
      this.deps.notifications.now(),
    );
    // Each step's notice replaces the one before: "credited after 2 confirmations" ends.
    await this.deps.notifications.create(tx, {
      ...notice,
      subject: `crypto-transaction:${row.id}`,
    });
    this.announceAfterCommit(tx, row);
  }

  private announceAfterCommit(tx: Tx, row: CryptoTransactionRow): void {
    const event: CryptoTransactionEvent = {
      userId: row.userId,
      transaction: toCryptoTransaction(row),
    };
    tx.afterCommit(() => this.deps.events.emit('cashier.crypto-transaction', event));
  }

  private async adminView(row: CryptoTransactionRow): Promise<AdminCryptoWithdrawal> {
    const [user] = await this.deps.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, row.userId));
    return adminViewOf(row, user?.username ?? '');
  }

  private adminRows(where: SQL | undefined) {
    return this.deps.db
      .select({ row: cryptoTransactions, username: users.username })
      .from(cryptoTransactions)
      .innerJoin(users, eq(users.id, cryptoTransactions.userId))
      .where(where)
      .orderBy(asc(cryptoTransactions.createdAt))
      .limit(200);
  }
}

function adminViewOf(row: CryptoTransactionRow, username: string): AdminCryptoWithdrawal {
  return { ...toCryptoTransaction(row), user: { id: row.userId, username } };
}
