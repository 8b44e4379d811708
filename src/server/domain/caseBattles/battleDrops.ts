import { battleRoundCases } from '../../../../games/case-battle/core';
import type { CaseRarity } from '../../../shared/contract';
import { valueRarity } from '../../../shared/valueRarity';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { LiveDrops } from '../liveDrops';
import type { BattleRow, SeatRow } from './caseBattleRecords';

// Every item won is a live drop, a battle's pulls included: each player seat's bought pulls
// (respins only decide a tie: nobody gets their items), written in the settling transaction
// and shown once the battle's result has landed on its page.

/** The rarities of the battle's cases' items: a battle copies its items without them. */
const ITEM_RARITIES: Statement = {
  name: 'case_battle_item_rarities',
  text: `SELECT case_id, name, rarity FROM case_items WHERE case_id = ANY($1::uuid[])`,
};

type RarityRow = { case_id: string; name: string; rarity: string };

/** Records the battle's pulls as live drops, each shown `showInMs` after commit. */
export async function recordBattleDrops(
  tx: Tx,
  liveDrops: LiveDrops,
  battle: { row: BattleRow; seats: readonly SeatRow[] },
  /** Ms from commit until the battle's result has landed (settlement/reveal.ts). */
  showInMs: number,
): Promise<void> {
  const { row, seats } = battle;
  const roundCaseIds = battleRoundCases(row.cases);
  const caseIds = row.cases.map((c) => c.caseId);
  const rows = await tx.query<RarityRow>(ITEM_RARITIES, [caseIds]);
  const rarities = new Map(rows.map((r) => [`${r.case_id}\n${r.name}`, r.rarity as CaseRarity]));
  const priceOf = new Map(row.cases.map((c) => [c.caseId, c.price]));
  for (const round of row.rounds ?? []) {
    if (round.respin) continue;
    const caseId = roundCaseIds[round.round - 1]!;
    for (const seat of seats) {
      const pull = round.pulls[seat.seat];
      // Bots are the house: nobody's item.
      if (!pull || seat.bot || !seat.user_id) continue;
      const { item } = pull;
      await liveDrops.record(tx, {
        userId: seat.user_id,
        game: 'case-battle',
        betId: seat.bet_id,
        item: {
          name: item.name,
          image: item.image,
          price: item.price,
          rarity:
            rarities.get(`${caseId}\n${item.name}`) ??
            valueRarity(item.price, priceOf.get(caseId) ?? 0),
        },
        showInMs,
      });
    }
  }
}
