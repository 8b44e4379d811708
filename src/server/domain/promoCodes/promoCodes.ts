import type {
  CreatePromoCodeBody,
  PromoCode,
  PromoReward,
} from '../../../shared/contract/promoCodes';
import { levelOf } from '../../../shared/levels';
import type { Database } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { recordAudit } from '../auditRecord';
import { DomainError, conflict, notFound } from '../errors';
import type { Inventory } from '../inventory';
import type { Wallet } from '../wallet';
import {
  COUNT_USE,
  DISABLE_CODE,
  INSERT_CODE,
  INSERT_REDEMPTION,
  LIST_CODES,
  LOCK_CODE,
  PLAYER_XP,
  type PromoCodeRow,
} from './promoCodeStatements';

export interface PromoCodesDeps {
  db: Database;
  wallet: Wallet;
  inventory: Inventory;
  accounts: Pick<Accounts, 'rolesOf'>;
  /** Milliseconds since the epoch; tests move it past an expiry. */
  clock?: () => number;
}

export interface Redemption {
  code: string;
  reward: PromoReward;
  balance: number;
  ledgerPosition: number;
}

const refused = (code: string, message: string) => new DomainError(code, message, 400);

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toPromoCode(row: PromoCodeRow): PromoCode {
  const items = typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
  return {
    id: row.id,
    code: row.code,
    amount: Number(row.amount),
    items: items as PromoCode['items'],
    maxUses: Number(row.max_uses),
    uses: Number(row.uses),
    minLevel: Number(row.min_level),
    expiresAt: isoOrNull(row.expires_at),
    disabledAt: isoOrNull(row.disabled_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Promo codes: operators create them (gems from promotions and/or inventory items, a total
 * limit, an optional level and expiry); a player redeems a code once. A redemption locks
 * the code row, so parallel redemptions take turns and never pass the limit; the use, the
 * redemption row, the gems and the items commit together.
 */
export class PromoCodes {
  private readonly clock: () => number;

  constructor(private readonly deps: PromoCodesDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async redeem(userId: string, text: string): Promise<Redemption> {
    const now = this.clock();
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<PromoCodeRow>(LOCK_CODE, [text]);
      if (!row) throw notFound('This promo code does not exist');
      const code = toPromoCode(row);
      if (code.disabledAt !== null)
        throw refused('PROMO_CODE_DISABLED', 'This promo code is no longer active');
      if (code.expiresAt !== null && Date.parse(code.expiresAt) <= now)
        throw refused('PROMO_CODE_EXPIRED', 'This promo code has expired');
      const [player] = await tx.query<{ xp: number | string }>(PLAYER_XP, [userId]);
      if (!player) throw notFound('No such player');
      if (levelOf(Number(player.xp)).level < code.minLevel)
        throw refused('PROMO_CODE_LEVEL', `This promo code needs level ${code.minLevel}`);
      const [redeemed] = await tx.query(INSERT_REDEMPTION, [
        code.id,
        userId,
        code.amount,
        new Date(now),
      ]);
      if (!redeemed) throw conflict('PROMO_CODE_USED', 'You have already redeemed this promo code');
      // Checked after the player's own redemption, so a player who has it hears that.
      if (code.uses >= code.maxUses)
        throw refused('PROMO_CODE_LIMIT', 'This promo code has reached its limit');
      await tx.query(COUNT_USE, [code.id]);
      const paid =
        code.amount > 0
          ? await this.deps.wallet.move(tx, {
              userId,
              amount: code.amount,
              counterparty: 'promo',
              kind: 'promo-code',
              reference: code.id,
              idempotencyKey: `promo-code:${code.id}`,
            })
          : await this.deps.wallet.positionedBalanceOf(tx, userId);
      for (const { item, count } of code.items)
        await this.deps.inventory.grant(tx, userId, item, count);
      return {
        code: code.code,
        reward: { amount: code.amount, items: code.items },
        balance: paid.balance,
        ledgerPosition: paid.ledgerPosition,
      };
    });
  }

  /**
   * `confirm` checks the operator's 2FA once the code is known to be valid, so a refused
   * code spends none (a taken text is found only inside the transaction, after it).
   */
  async create(
    actorId: string,
    input: Omit<CreatePromoCodeBody, 'twoFactorCode'>,
    confirm: () => Promise<void>,
  ): Promise<PromoCode> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'promoCodes.manage');
    if (input.expiresAt !== null && Date.parse(input.expiresAt) <= this.clock())
      throw refused('PROMO_CODE_EXPIRY', 'The expiry must be in the future');
    await confirm();
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<PromoCodeRow>(INSERT_CODE, [
        input.code,
        input.amount,
        JSON.stringify(input.items),
        input.maxUses,
        input.minLevel,
        input.expiresAt === null ? null : new Date(input.expiresAt),
        actorId,
      ]);
      if (!row) throw conflict('PROMO_CODE_TAKEN', 'A promo code with this text already exists');
      const created = toPromoCode(row);
      await recordAudit(tx, {
        actorId,
        action: 'promo-code.create',
        targetId: created.id,
        details: input,
      });
      return created;
    });
  }

  async list(actorId: string): Promise<PromoCode[]> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'promoCodes.manage');
    return autocommit(this.deps.db, async (tx) =>
      (await tx.query<PromoCodeRow>(LIST_CODES, [])).map(toPromoCode),
    );
  }

  async disable(actorId: string, id: string): Promise<PromoCode> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'promoCodes.manage');
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<PromoCodeRow>(DISABLE_CODE, [id, new Date(this.clock())]);
      if (!row) throw notFound('No such promo code');
      await recordAudit(tx, { actorId, action: 'promo-code.disable', targetId: id, details: {} });
      return toPromoCode(row);
    });
  }
}
