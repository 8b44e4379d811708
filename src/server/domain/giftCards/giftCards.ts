import type { CreateGiftCardBatchBody, GiftCardBatch } from '../../../shared/contract/giftCards';
import type { Database } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { type ThrottleRule, hitThrottle } from '../accounts';
import { recordAudit } from '../auditRecord';
import { DomainError, conflict, notFound } from '../errors';
import type { Wallet } from '../wallet';
import {
  BATCH,
  type BatchRow,
  DISABLE_BATCH,
  INSERT_BATCH,
  INSERT_CARDS,
  LIST_BATCHES,
  LOCK_CARD,
  type LockedCardRow,
  MARK_REDEEMED,
} from './giftCardStatements';
import { assertDepositAllowed } from '../responsibleGambling';
import { giftCardCodeHash, newGiftCardCode } from './giftCodes';

export interface GiftCardsDeps {
  db: Database;
  wallet: Wallet;
  accounts: Pick<Accounts, 'rolesOf'>;
  /** Milliseconds since the epoch; tests move it past an expiry. */
  clock?: () => number;
}

export interface GiftCardRedemption {
  value: number;
  balance: number;
  ledgerPosition: number;
}

/**
 * Redemption attempts per player and per address, counted in the database so every process
 * sees them: right or wrong, at most 10 per 15 minutes per player, 30 per address.
 */
export const GIFT_CARD_RULES = {
  perAccount: { name: 'gift-card:account', limit: 10, windowSeconds: 15 * 60 },
  perAddress: { name: 'gift-card:address', limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

const refused = (code: string, message: string) => new DomainError(code, message, 400);
const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toBatch(row: BatchRow): GiftCardBatch {
  return {
    id: row.id,
    value: Number(row.value),
    count: Number(row.count),
    redeemed: Number(row.redeemed),
    note: row.note,
    expiresAt: isoOrNull(row.expires_at),
    disabledAt: isoOrNull(row.disabled_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Gift cards: operators create batches of single-use codes of one value; a player redeems a
 * code once and its value is credited from promotions. The card row is locked by the
 * redemption and stamped in the same transaction as the wallet's transfer (keyed by the
 * card), so two redemptions of one code at once credit exactly one. Locks follow the
 * ledger's order: the player's account, the card, then the player's row.
 */
export class GiftCards {
  private readonly clock: () => number;

  constructor(private readonly deps: GiftCardsDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async redeem(userId: string, code: string, address: string): Promise<GiftCardRedemption> {
    // Counted before the lookup and outside its transaction, so a refusal still counts.
    await hitThrottle(this.deps.db, GIFT_CARD_RULES.perAccount, userId);
    await hitThrottle(this.deps.db, GIFT_CARD_RULES.perAddress, address);
    const now = this.clock();
    return transact(this.deps.db, async (tx) => {
      // The player's account before anything of the player's (the stamp below names them),
      // as every movement takes it (Wallet.lockPlayers): one player's redemptions take turns.
      await this.deps.wallet.lockPlayers(tx, [userId]);
      const [card] = await tx.query<LockedCardRow>(LOCK_CARD, [giftCardCodeHash(code)]);
      if (!card) throw notFound('This gift card code does not exist');
      if (card.redeemed_at !== null)
        throw conflict('GIFT_CARD_USED', 'This gift card has already been redeemed');
      if (card.disabled_at !== null)
        throw refused('GIFT_CARD_DISABLED', 'This gift card is no longer valid');
      if (card.expires_at !== null && new Date(card.expires_at).getTime() <= now)
        throw refused('GIFT_CARD_EXPIRED', 'This gift card has expired');
      const [marked] = await tx.query(MARK_REDEEMED, [card.id, userId, new Date(now)]);
      if (!marked) throw conflict('GIFT_CARD_USED', 'This gift card has already been redeemed');
      const value = Number(card.value);
      const paid = await this.deps.wallet.move(tx, {
        userId,
        amount: value,
        counterparty: 'promo',
        kind: 'gift-card',
        reference: card.id,
        idempotencyKey: `gift-card:${card.id}`,
      });
      // Money coming in: a self-excluded player, or one past a deposit limit, keeps the card
      // (the throw rolls the credit back). Checked after the credit, so the period's deposits
      // already include this one.
      await assertDepositAllowed(tx, userId, 0, now);
      return { value, balance: paid.balance, ledgerPosition: paid.ledgerPosition };
    });
  }

  /**
   * Creates the batch and answers its codes: the only time they exist in plain. `confirm`
   * checks the operator's 2FA once the batch is known to be valid, so a refused batch
   * spends no code.
   */
  async createBatch(
    actorId: string,
    input: Omit<CreateGiftCardBatchBody, 'code'>,
    confirm: () => Promise<void>,
  ): Promise<{ batch: GiftCardBatch; codes: string[] }> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'giftCards.manage');
    if (input.expiresAt !== null && Date.parse(input.expiresAt) <= this.clock())
      throw refused('GIFT_CARD_EXPIRY', 'The expiry must be in the future');
    await confirm();
    return transact(this.deps.db, async (tx) => {
      const [created] = await tx.query<{ id: string }>(INSERT_BATCH, [
        input.value,
        input.count,
        input.note,
        input.expiresAt === null ? null : new Date(input.expiresAt),
        actorId,
      ]);
      const batchId = created!.id;
      const codes: string[] = [];
      // A hash collision is astronomically unlikely; a taken one is simply drawn again.
      while (codes.length < input.count) {
        const drawn = Array.from({ length: input.count - codes.length }, newGiftCardCode);
        const byHash = new Map(drawn.map((code) => [giftCardCodeHash(code), code]));
        const inserted = await tx.query<{ code_hash: string }>(INSERT_CARDS, [
          batchId,
          [...byHash.keys()],
        ]);
        for (const row of inserted) codes.push(byHash.get(row.code_hash)!);
      }
      await recordAudit(tx, {
        actorId,
        action: 'gift-card-batch.create',
        targetId: batchId,
        details: {
          count: input.count,
          value: input.value,
          expiresAt: input.expiresAt,
          note: input.note,
        },
      });
      const [row] = await tx.query<BatchRow>(BATCH, [batchId]);
      return { batch: toBatch(row!), codes };
    });
  }

  async listBatches(actorId: string): Promise<GiftCardBatch[]> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'giftCards.manage');
    return autocommit(this.deps.db, async (tx) =>
      (await tx.query<BatchRow>(LIST_BATCHES, [])).map(toBatch),
    );
  }

  async disableBatch(actorId: string, id: string): Promise<GiftCardBatch> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'giftCards.manage');
    return transact(this.deps.db, async (tx) => {
      const [done] = await tx.query(DISABLE_BATCH, [id, new Date(this.clock())]);
      if (!done) throw notFound('No such gift card batch');
      await recordAudit(tx, {
        actorId,
        action: 'gift-card-batch.disable',
        targetId: id,
        details: {},
      });
      const [row] = await tx.query<BatchRow>(BATCH, [id]);
      return toBatch(row!);
    });
  }
}
