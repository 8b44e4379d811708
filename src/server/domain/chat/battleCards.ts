import { sql } from 'drizzle-orm';
import type { CaseBattleLink } from '../../../shared/contract';
import { type Database, queryRows } from '../../db/client';
import type { BattleMode } from '../../../../games/case-battle/core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const rows = await queryRows<{
    id: string;
    mode: BattleMode;
    price: number | string;
    regular_rounds: number;
    image: string | null;
  }>(
    db,
    sql`SELECT id, mode, price, regular_rounds, cases->0->>'image' AS image
        FROM case_battles
        WHERE id = ANY(string_to_array(${known.join(',')}, ',')::uuid[])
          AND visibility = 'PUBLIC' AND cancelled_at IS NULL`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        mode: row.mode,
        quantity: Number(row.regular_rounds),
        price: Number(row.price),
        image: row.image,
      },
    ]),
  );
}
