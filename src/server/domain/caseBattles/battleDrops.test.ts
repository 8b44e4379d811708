import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../shared/contract';
import type { LiveDrops } from '../liveDrops/liveDrops';
import { recordBattleDrops } from './battleDrops';
import type { BattleCaseSnapshot } from './caseBattleRecords';
import { battleRow, bot, scriptedDatabase, seatRow } from './caseBattleRows.testkit';

// Every item a player won is a live drop: each player seat's bought pulls, never a respin's
// (it only decides a tie) nor a bot's (the house's), shown once the result has landed.

const item = (name: string, price: number): CaseItem => ({ name, price, tickets: 1, image: null });
const gloves = item('Gloves', 9000);
const sticker = item('Sticker', 40);
const snapshot = (caseId: string, price: number, amount: number): BattleCaseSnapshot => ({
  caseId,
  slug: caseId,
  name: caseId,
  image: null,
  price,
  amount,
  items: [],
});
const pull = (it: CaseItem) => ({ ticket: 1, item: it, value: it.price });

async function dropsOf() {
  const row = battleRow({
    // Round 1 opens case A, rounds 2 and 3 case B.
    cases: [snapshot('A', 1000, 1), snapshot('B', 100, 2)],
    rounds: [
      { round: 1, respin: false, pulls: [pull(gloves), pull(sticker)] },
      { round: 2, respin: false, pulls: [pull(sticker), pull(gloves)] },
      { round: 3, respin: false, pulls: [pull(gloves), pull(sticker)] },
      { round: 4, respin: true, pulls: [pull(gloves), null] },
    ],
  });
  // Only case A's items carry a rarity; case B's fall back to their value against its price.
  const { tx, ran } = scriptedDatabase((name) =>
    name === 'case_battle_item_rarities'
      ? [
          { case_id: 'A', name: 'Gloves', rarity: 'covert' },
          { case_id: 'A', name: 'Sticker', rarity: 'industrial' },
        ]
      : undefined,
  );
  const recorded: Array<Record<string, unknown>> = [];
  const liveDrops = {
    record: async (_tx: unknown, drop: Record<string, unknown>) => void recorded.push(drop),
  } as unknown as LiveDrops;
  await recordBattleDrops(tx, liveDrops, { row, seats: [seatRow(0), bot(1)] }, 2500);
  return { recorded, ran };
}

describe('recordBattleDrops', () => {
  it("records the player seat's bought pulls only, each with its case's rarity", async () => {
    const { recorded, ran } = await dropsOf();
    expect(ran.map((r) => r.values)).toEqual([[['A', 'B']]]);
    expect(
      recorded.map((drop) => {
        const { name, price, rarity } = drop.item as Record<string, unknown>;
        return [drop.userId, drop.betId, name, price, rarity, drop.showInMs];
      }),
    ).toEqual([
      ['user-0', 'bet-0', 'Gloves', 9000, 'covert', 2500],
      // 40 of a 100 case: 0.4 of its price, mil-spec.
      ['user-0', 'bet-0', 'Sticker', 40, 'mil-spec', 2500],
      // 9000 of a 100 case: 90 times its price.
      ['user-0', 'bet-0', 'Gloves', 9000, 'rare-special', 2500],
    ]);
    expect(recorded.every((drop) => drop.game === 'case-battle')).toBe(true);
  });
});
