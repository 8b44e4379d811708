import { randomUUID } from 'node:crypto';
import {
  type InventoryItemDefinition,
  type InventoryItemKind,
  inventoryItemDefinition,
} from '../../../shared/inventory-items';
import type { FreeCaseOpening } from '../../../shared/contract/inventory';
import type { Database, Statement } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { DomainError, notFound } from '../errors';
import type { DomainEventBus } from '../events';

export interface HeldItem {
  item: string;
  amount: number;
}

/** What using one item is about: who, which item, and a fresh id for its effect's keys. */
export interface ConsumeContext {
  userId: string;
  item: InventoryItemDefinition;
  /** Unique per use: an effect that moves money keys its transfer with it. */
  useId: string;
}

/** What an effect tells the player back (a free case: what it dropped). */
export interface ConsumeOutcome {
  freeCase?: FreeCaseOpening;
}

/**
 * Applies an item's effect inside the use's transaction: the item is taken in the same one,
 * so a refused effect (throw a DomainError) gives the item back and changes nothing.
 */
export type ConsumeHandler = (tx: Tx, use: ConsumeContext) => Promise<ConsumeOutcome | void>;

/** Checks that run before the use's transaction opens (e.g. the game is not paused). */
export interface ConsumeOptions {
  beforeUse?: (userId: string) => Promise<void>;
}

const GRANT: Statement = {
  name: 'inventory_grant',
  text: `INSERT INTO inventory_items (user_id, item, amount) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, item)
         DO UPDATE SET amount = inventory_items.amount + EXCLUDED.amount, updated_at = now()`,
};

const LIST: Statement = {
  name: 'inventory_list',
  text: `SELECT item, amount FROM inventory_items WHERE user_id = $1 ORDER BY item`,
};

/** Locks the held row, so parallel uses of the last item take turns and one finds none. */
const LOCK_HELD: Statement = {
  name: 'inventory_lock_held',
  text: `SELECT amount FROM inventory_items WHERE user_id = $1 AND item = $2 FOR UPDATE`,
};

const TAKE_ONE: Statement = {
  name: 'inventory_take_one',
  text: `UPDATE inventory_items SET amount = amount - 1, updated_at = now()
         WHERE user_id = $1 AND item = $2 AND amount > 1`,
};

const TAKE_LAST: Statement = {
  name: 'inventory_take_last',
  text: `DELETE FROM inventory_items WHERE user_id = $1 AND item = $2 AND amount = 1`,
};

export const unknownItem = () => notFound('This item does not exist');
export const itemNotHeld = () =>
  new DomainError('ITEM_NOT_HELD', 'You do not have this item in your inventory', 409);
const cannotUseYet = () =>
  new DomainError('ITEM_NOT_USABLE', 'This item cannot be used right now', 409);

/**
 * What players hold. Granting runs inside the caller's transaction (a level reward, a promo
 * code, a referral), so an item is given exactly when the thing that gives it commits, and
 * the player's tabs hear `inventory.changed` only then. Using an item takes one and applies
 * its kind's effect (registered with onConsume) in one transaction.
 */
export class Inventory {
  private readonly handlers = new Map<
    InventoryItemKind,
    { handler: ConsumeHandler; options: ConsumeOptions }
  >();

  constructor(
    private readonly db: Database,
    private readonly events: DomainEventBus,
  ) {}

  /** Adds `amount` of a known item to the player's inventory, in the caller's transaction. */
  async grant(tx: Tx, userId: string, item: string, amount = 1): Promise<void> {
    if (!inventoryItemDefinition(item)) throw new Error(`unknown inventory item ${item}`);
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('grant a positive count');
    await tx.query(GRANT, [userId, item, amount]);
    this.changedAfterCommit(tx, userId);
  }

  /** The player's items, in a stable order. */
  async list(userId: string, tx?: Tx): Promise<HeldItem[]> {
    const read = (t: Tx) => t.query<{ item: string; amount: number }>(LIST, [userId]);
    const rows = tx ? await read(tx) : await autocommit(this.db, read);
    return rows.map((row) => ({ item: row.item, amount: Number(row.amount) }));
  }

  /** The effect of using an item of `kind`; each kind has one owner. */
  onConsume(kind: InventoryItemKind, handler: ConsumeHandler, options: ConsumeOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`${kind} already has a consume handler`);
    this.handlers.set(kind, { handler, options });
  }

  /**
   * Uses one of the player's `itemId`: locks the row, takes one (the row goes at the last),
   * applies the effect, all in one transaction. Unknown, not held or not usable yet: a clear
   * error and nothing changes.
   */
  async consume(userId: string, itemId: string): Promise<ConsumeOutcome> {
    const item = inventoryItemDefinition(itemId);
    if (!item) throw unknownItem();
    const effect = this.handlers.get(item.kind);
    if (!effect) throw cannotUseYet();
    await effect.options.beforeUse?.(userId);
    return transact(this.db, async (tx) => {
      const [held] = await tx.query<{ amount: number }>(LOCK_HELD, [userId, item.id]);
      if (!held) throw itemNotHeld();
      const taken = Number(held.amount) > 1 ? TAKE_ONE : TAKE_LAST;
      await tx.query(taken, [userId, item.id]);
      const outcome = (await effect.handler(tx, { userId, item, useId: randomUUID() })) ?? {};
      this.changedAfterCommit(tx, userId);
      return outcome;
    });
  }

  /** Tells the player's tabs to reload the inventory once `tx` commits. */
  changedAfterCommit(tx: Tx, userId: string): void {
    tx.afterCommit(() => this.events.emit('inventory.changed', { userId }));
  }
}
