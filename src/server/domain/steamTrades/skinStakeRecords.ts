import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// The statements of skins staked in and won by upgrades (domain/games/heldItemStakes.ts).

export type StakeableSkin = {
  id: string;
  item_id: string;
  name: string;
  state: string;
};

const READ_SKINS: Statement = {
  name: 'steam_skins_read_for_stake',
  text: `SELECT id, item_id, name, state FROM steam_skins
         WHERE user_id = $1 AND id = ANY($2::uuid[])`,
};

/** In id order, as a withdrawal locks them, so the two take the same skins in one order. */
const LOCK_SKINS: Statement = {
  name: 'steam_skins_lock_for_stake',
  text: `SELECT id, item_id, name, state FROM steam_skins
         WHERE user_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
};

/** Only held skins: a skin withdrawn or staked meanwhile is not consumed (the count says). */
const CONSUME_SKINS: Statement = {
  name: 'steam_skins_consume',
  text: `UPDATE steam_skins SET state = 'CONSUMED', staked_in = $3, updated_at = now()
         WHERE user_id = $1 AND id = ANY($2::uuid[]) AND state = 'HELD'
         RETURNING id`,
};

const INSERT_WON_SKIN: Statement = {
  name: 'steam_skin_insert_won',
  text: `INSERT INTO steam_skins (id, user_id, item_id, name, price, won_in, shows_at)
         VALUES ($1, $2, $3, $4, $5, $6,
                 clock_timestamp() + $7::integer * interval '1 millisecond')`,
};

/** The player's skins among `ids` as they stand, unlocked (to price them before the bet). */
export const readSkins = (tx: Tx, userId: string, ids: readonly string[]) =>
  tx.query<StakeableSkin>(READ_SKINS, [userId, ids]);

/** The player's skins among `ids`, locked until the bet's transaction ends. */
export const lockSkinsForStake = (tx: Tx, userId: string, ids: readonly string[]) =>
  tx.query<StakeableSkin>(LOCK_SKINS, [userId, ids]);

/** Marks held skins consumed by `betId`; answers how many were. */
export async function consumeSkins(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  betId: string,
): Promise<number> {
  return (await tx.query<{ id: string }>(CONSUME_SKINS, [userId, ids, betId])).length;
}

/**
 * A skin an upgrade delivered, held in the winner's inventory and listed `showInMs` from now
 * (when the upgrade's animation has landed: docs/architecture/no-outcome-before-animation.md).
 */
export async function insertWonSkin(
  tx: Tx,
  skin: {
    id: string;
    userId: string;
    itemId: string;
    name: string;
    price: number;
    betId: string;
    showInMs: number;
  },
): Promise<void> {
  await tx.query(INSERT_WON_SKIN, [
    skin.id,
    skin.userId,
    skin.itemId,
    skin.name,
    skin.price,
    skin.betId,
    Math.max(0, Math.ceil(skin.showInMs)),
  ]);
}
