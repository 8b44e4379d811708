import { describe, expect, it } from 'vitest';
import {
  battleSeatHouseEdgeE4,
  battleSeatPrice,
  type BattleItem,
  type BattleMode,
  type BattleOption,
} from '../../../../games/case-battle/core';
import { expectedBattle } from '../../../../games/case-battle/core/expectedBattle.testkit';
import { casePrice } from '../../../../games/case-unbox/core';
import { COMMISSION_UNITS_PER_HUNDREDTH, commissionUnits } from '../../../shared/affiliates';
import { RAKEBACK_MAX_BPS, rakebackUnits } from '../../../shared/rewards';
import { caseBattleGame } from '../../../../games/case-battle/game';
import { wagerHouseEdgeE4 } from '../accruals/wagerHouseEdge';

// Rakeback and affiliate commission share the house's edge on a wager. Over a battle, what
// they credit at the highest rates must never exceed what the house expects to keep from its
// players' seats, whoever holds the other seats (players or the house's bots).

const item = (price: number, tickets: number): BattleItem => ({ name: `${price}`, price, tickets });
const coin = [item(100, 50_000), item(300, 50_000)];
const blues = [item(30, 45_000), item(30, 45_000), item(700, 10_000)];
const knife = [item(90_000, 100), item(250, 9_900), item(4, 90_000)];

interface Battle {
  mode: BattleMode;
  options: BattleOption[];
  playerAmount: number;
  cases: { items: BattleItem[]; price: number }[];
}

const priced = (items: BattleItem[], price = casePrice(items)) => ({ items, price });

/** The rewards one player seat's stake earns at the highest rates, in hundredths. */
function rewardsOfSeat(battle: Battle): number {
  const cases = battle.cases.map((each) => ({ ...each, amount: 1 }));
  const price = battleSeatPrice(cases);
  const params = { seat: 0, houseEdgeE4: battleSeatHouseEdgeE4(cases) };
  const edgeE4 = wagerHouseEdgeE4(price, caseBattleGame.houseEdgeBps, params);
  const units = rakebackUnits(edgeE4, RAKEBACK_MAX_BPS) + commissionUnits(edgeE4);
  return Number(units) / Number(COMMISSION_UNITS_PER_HUNDREDTH);
}

/** Which seats players hold: each alone against bots, pairs, and every seat. */
function playerSeatSets(playerAmount: number): number[][] {
  const seats = Array.from({ length: playerAmount }, (_, seat) => seat);
  const pairs = seats.flatMap((a) => seats.filter((b) => b > a).map((b) => [a, b]));
  return [...seats.map((seat) => [seat]), ...pairs, seats];
}

const battles: [string, Battle][] = [
  [
    '1v1 RESPIN on a case that ties often',
    { mode: 'VERSUS', options: ['RESPIN'], playerAmount: 2, cases: [priced(coin), priced(blues)] },
  ],
  [
    '1v1v1 RESPIN KING',
    { mode: 'VERSUS', options: ['RESPIN', 'KING'], playerAmount: 3, cases: [priced(knife)] },
  ],
  ['2v2 RESPIN', { mode: 'TEAMS', options: ['RESPIN'], playerAmount: 4, cases: [priced(blues)] }],
  [
    '1v1 ROLL INVERSE',
    { mode: 'VERSUS', options: ['ROLL', 'INVERSE'], playerAmount: 2, cases: [priced(knife)] },
  ],
  ['group unboxing', { mode: 'SHARING', options: [], playerAmount: 3, cases: [priced(coin)] }],
  ['friendly', { mode: 'FRIENDLY', options: [], playerAmount: 2, cases: [priced(knife)] }],
  // A case whose price left the rule (its items' prices rose): the house keeps less than 8%.
  [
    '1v1 on a case priced near its value',
    { mode: 'VERSUS', options: ['RESPIN'], playerAmount: 2, cases: [priced(coin, 201)] },
  ],
  [
    '1v1 on a case priced at its value',
    { mode: 'VERSUS', options: [], playerAmount: 2, cases: [priced(coin, 200)] },
  ],
];

describe('rakeback and commission stay within the house edge of a battle', () => {
  it.each(battles)('%s', (_, battle) => {
    const expected = expectedBattle({ ...battle, roundItems: battle.cases.map((c) => c.items) });
    const seatPrice = battle.cases.reduce((sum, each) => sum + each.price, 0);
    const perSeat = rewardsOfSeat(battle);
    for (const players of playerSeatSets(battle.playerAmount)) {
      const kept = players.reduce((sum, seat) => sum + seatPrice - expected.payouts[seat]!, 0);
      expect(players.length * perSeat).toBeLessThanOrEqual(Math.max(0, kept) + 1e-9);
    }
  });
});
