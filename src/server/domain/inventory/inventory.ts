import { inventoryItemDefinition } from '../../../shared/inventory-items';
import type { Database, Statement } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { DomainEventBus } from '../events';

export interface HeldItem {
  item: string;
  amount: number;
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

/**
 * What players hold. Granting runs inside the caller's transaction (a level reward, a promo
 * code, a referral), so an item is given exactly when the thing that gives it commits, and
 * the player's tabs hear `inventory.changed` only then.
 */
export class Inventory {
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

  /** Tells the player's tabs to reload the inventory once `tx` commits. */
  changedAfterCommit(tx: Tx, userId: string): void {
    tx.afterCommit(() => this.events.emit('inventory.changed', { userId }));
  }
}
