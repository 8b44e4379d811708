import { randomUUID } from 'node:crypto';
import type { HeldItem, PricedItem } from '../../../../games/manifest';
import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import { conflict, notFound } from '../errors';
import {
  type StakeableSkin,
  consumeSkins,
  insertWonSkin,
  lockSkinsForStake,
  readSkins,
} from '../steamTrades';
import type { MovementResult, Wallet } from '../wallet';

export const stakedSkinMissing = () => notFound('A staked skin is not in your inventory');
export const stakedSkinBusy = () =>
  conflict('SKIN_NOT_HELD', 'A staked skin is being withdrawn, or was staked or withdrawn already');

/**
 * Skins of the site inventory as bet stakes, and skins won by bets
 * (docs/games/skin-upgrader.md, "Skins as stakes"). Everything runs in the bet's transaction:
 * the skins are locked (in id order, as a withdrawal locks them) before any money moves, their
 * value enters the player's balance from the house under the bet's id ('skin-stake') so the
 * bet stakes it like gems, and they are consumed with the bet row; a win kept as a skin buys
 * it with the payout ('skin-purchase'). A refusal anywhere rolls all of it back.
 */
export class HeldItemStakes {
  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
  ) {}

  /** The player's skins named, as they stand (to price them before the bet's transaction). */
  async read(userId: string, ids: readonly string[]): Promise<StakeableSkin[]> {
    const rows = await autocommit(this.db, (tx) => readSkins(tx, userId, ids));
    assertAllHeld(rows, ids);
    return rows;
  }

  /**
   * Locks the staked skins and credits their value (their catalogue prices, summed) from the
   * house, announcing no balance: the bet that stakes it right after announces it.
   */
  async stake(tx: Tx, userId: string, betId: string, held: readonly HeldItem[]): Promise<void> {
    const ids = held.map((item) => item.id);
    const rows = await lockSkinsForStake(tx, userId, ids);
    assertAllHeld(rows, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (held.some((item) => byId.get(item.id)?.item_id !== item.item)) throw stakedSkinBusy();
    await this.wallet.move(tx, {
      userId,
      amount: held.reduce((sum, item) => sum + item.price, 0),
      counterparty: 'house',
      kind: 'skin-stake',
      reference: betId,
      idempotencyKey: `skin-stake:${betId}`,
      quiet: true,
    });
  }

  /** Takes the staked skins out of the inventory, naming the bet that consumed them. */
  async consume(tx: Tx, userId: string, betId: string, held: readonly HeldItem[]): Promise<void> {
    const ids = held.map((item) => item.id);
    if ((await consumeSkins(tx, userId, ids, betId)) !== ids.length) throw stakedSkinBusy();
  }

  /**
   * Puts a won skin in the inventory, bought with the bet's payout (its price); the list
   * shows it `showInMs` from now, once the win has landed in the tab that bet.
   */
  async deliver(
    tx: Tx,
    userId: string,
    betId: string,
    item: PricedItem,
    showInMs: number,
  ): Promise<MovementResult> {
    const skinId = randomUUID();
    const moved = await this.wallet.move(tx, {
      userId,
      amount: -item.price,
      counterparty: 'house',
      kind: 'skin-purchase',
      reference: skinId,
      idempotencyKey: `skin-purchase:${skinId}`,
    });
    await insertWonSkin(tx, {
      id: skinId,
      userId,
      itemId: item.id,
      name: item.name,
      price: item.price,
      betId,
      showInMs,
    });
    return moved;
  }
}

function assertAllHeld(rows: readonly StakeableSkin[], ids: readonly string[]): void {
  if (rows.length !== ids.length) throw stakedSkinMissing();
  if (rows.some((row) => row.state !== 'HELD')) throw stakedSkinBusy();
}
