import type { CaseBattleLink } from '../../../shared/contract';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { BattleMode } from '../../../../games/case-battle/core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public battles among the ids ($1) that were not closed before they started. */
const BATTLE_CARDS: Statement = {
  name: 'chat_battle_cards',
  text: `SELECT id, mode, price, regular_rounds AS "regularRounds", cases->0->>'image' AS image
         FROM case_battles
         WHERE id = ANY($1::uuid[]) AND visibility = 'PUBLIC' AND cancelled_at IS NULL`,
};

/**
 * The cards chat may show for the battles a message names: public battles only (a private
 * one is reached by its link, never advertised) that were not closed before they started.
 * quantity is the cases each seat opens; image the first case's picture.
 */
export async function findBattleCards(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, CaseBattleLink>> {
  const known = ids.filter((id) => UUID.test(id));
  if (known.length === 0) return new Map();
  const rows = await autocommit(db, (tx) =>
    tx.query<{
      id: string;
      mode: BattleMode;
      price: number | string;
      regularRounds: number;
      image: string | null;
    }>(BATTLE_CARDS, [known]),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        mode: row.mode,
        quantity: Number(row.regularRounds),
        price: Number(row.price),
        image: row.image,
      },
    ]),
  );
}
