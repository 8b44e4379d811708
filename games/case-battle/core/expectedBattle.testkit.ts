import { meanOverRoundingFloatTimes2p32 } from '../../fair/roundingExpectation';
import { caseOpeningPayout } from '../../case-unbox/core/payout';
import { CASE_TICKETS_TOTAL } from '../../case-unbox/core/tickets';
import { battleFloat, type BattleItem, type BattleSeeds } from './draw';
import type { BattleMode, BattleOption } from './limits';
import { resolveBattle, tieRollRound } from './resolve';

// Exact expectations of a battle, for the return tests: every regular pull and every respin
// pull is enumerated over the cases' prices (items of one price are one outcome, since only
// prices decide), each settled by the real resolveBattle. The tie roll is enumerated too,
// by seeds whose float lands on each tied unit. With the rounds' case prices, every bought
// pull is also enumerated with and without the hundredth the price's rounding gives back,
// at the chance the opening rule (caseOpeningPayout) gives it over its float.

export interface ExactBattle {
  mode: BattleMode;
  options: readonly BattleOption[];
  playerAmount: number;
  /** The items of the case each regular round opens, in order. */
  roundItems: readonly (readonly BattleItem[])[];
  /** The price of each regular round's case: its bought pulls carry the rounding back. */
  roundPrices?: readonly number[];
}

export interface ExpectedBattle {
  /** Each seat's expected payout, hundredths. */
  payouts: number[];
  /** Expected respin pulls in all (each seat's pull of a respin round counts one). */
  respinPulls: number;
}

/** Respin rows that end a tie with some winners, and the chance of that ending. */
interface RespinEnding {
  rows: number[][];
  chance: number;
}

/** Where respins from one state lead, and the respin pulls they take on average. */
interface RespinTree {
  endings: RespinEnding[];
  respins: number;
}

/** Seeds for settling when no tie roll is involved (the roll is enumerated apart). */
const SEEDS: BattleSeeds = { serverSeed: 'exact-return', beaconValue: 'fixed' };

interface PriceChance {
  price: number;
  chance: number;
  /** What the pull puts in the pot (the price, or a hundredth more); the price without. */
  value?: number;
}

/**
 * A bought pull's outcomes: each price, with and without the rounding hundredth, the chance
 * of the hundredth found exactly over the rounding float by the opening's own payout rule.
 */
export function valueChances(items: readonly BattleItem[], casePrice: number): PriceChance[] {
  return priceChances(items).flatMap(({ price, chance }) => {
    const times2p32 = meanOverRoundingFloatTimes2p32((f) =>
      caseOpeningPayout(items, casePrice, price, f),
    );
    const up = Number(times2p32 - BigInt(price) * 2n ** 32n) / 2 ** 32;
    const outcomes = [{ price, value: price, chance: chance * (1 - up) }];
    if (up > 0) outcomes.push({ price, value: price + 1, chance: chance * up });
    return outcomes;
  });
}

/** A case as the prices it pays and their chances. */
export function priceChances(items: readonly BattleItem[]): PriceChance[] {
  const byPrice = new Map<number, number>();
  for (const item of items) byPrice.set(item.price, (byPrice.get(item.price) ?? 0) + item.tickets);
  return [...byPrice].map(([price, tickets]) => ({ price, chance: tickets / CASE_TICKETS_TOTAL }));
}

/** Every row of prices the listed seats can pull (others 0), with its chance. */
function rowsOf(chances: readonly PriceChance[], seats: readonly number[], playerAmount: number) {
  let rows: { row: number[]; values: number[]; chance: number }[] = [
    {
      row: Array.from({ length: playerAmount }, () => 0),
      values: Array.from({ length: playerAmount }, () => 0),
      chance: 1,
    },
  ];
  for (const seat of seats) {
    rows = rows.flatMap(({ row, values, chance }) =>
      chances.map((pull) => {
        const next = [...row];
        const nextValues = [...values];
        next[seat] = pull.price;
        nextValues[seat] = pull.value ?? pull.price;
        return { row: next, values: nextValues, chance: chance * pull.chance };
      }),
    );
  }
  return rows;
}

/** Seeds whose tie roll picks unit `pick` of `units` tied, found by trying beacon values. */
function rollSeeds(regularRounds: number, units: number, pick: number): BattleSeeds {
  for (let attempt = 0; ; attempt++) {
    const seeds = { serverSeed: 'exact-return', beaconValue: `roll-${attempt}` };
    if (Math.floor(battleFloat(seeds, tieRollRound(regularRounds), 0) * units) === pick) {
      return seeds;
    }
  }
}

/** The exact expected payout of every seat, and the respin pulls the battle takes. */
export function expectedBattle(battle: ExactBattle): ExpectedBattle {
  const { mode, options, playerAmount, roundItems } = battle;
  const regularRounds = roundItems.length;
  const allSeats = Array.from({ length: playerAmount }, (_, seat) => seat);
  const lastChances = priceChances(roundItems.at(-1)!);
  const rollSeedsByTied = new Map<number, BattleSeeds[]>();
  const seedsForRoll = (tied: number) => {
    if (!rollSeedsByTied.has(tied)) {
      const picks = Array.from({ length: tied }, (_, pick) => rollSeeds(regularRounds, tied, pick));
      rollSeedsByTied.set(tied, picks);
    }
    return rollSeedsByTied.get(tied)!;
  };
  const payouts = allSeats.map(() => 0);
  let respinPulls = 0;
  /** The bought values of the regular outcome being settled (respin trees only decide). */
  let boughtValues: number[][] = [];
  const valuesOf = (pulls: readonly number[][]) =>
    pulls.length >= regularRounds ? boughtValues : pulls.slice(0, regularRounds);

  // By the rule under test a respin only decides among the seats still tied: where respins
  // lead depends on the respins so far and the tied seats alone, so each such tree is worked
  // out once, as its endings (grouped by winners, each with respin rows that reach it), and
  // every regular outcome is then settled by resolveBattle through each ending.
  const trees = new Map<string, RespinTree>();
  const respinTree = (pulls: number[][], seats: readonly number[]): RespinTree => {
    const key = `${pulls.length}|${seats.join(',')}`;
    const known = trees.get(key);
    if (known) return known;
    const endings = new Map<string, RespinEnding>();
    const reach = (rows: number[][], winners: readonly number[], chance: number) => {
      const ending = endings.get(winners.join(','));
      if (ending) ending.chance += chance;
      else endings.set(winners.join(','), { rows, chance });
    };
    let respins = seats.length;
    for (const { row, chance } of rowsOf(lastChances, seats, playerAmount)) {
      const next = [...pulls, row];
      const resolved = resolveBattle({
        mode,
        options,
        playerAmount,
        pulls: next,
        values: valuesOf(next),
        regularRounds,
        seeds: SEEDS,
      });
      if (resolved.kind === 'settled') {
        reach([row], resolved.winners, chance);
        continue;
      }
      const deeper = respinTree(next, resolved.seats);
      respins += chance * deeper.respins;
      for (const ending of deeper.endings) {
        const winners = settledAt([...next, ...ending.rows]).winners;
        reach([row, ...ending.rows], winners, chance * ending.chance);
      }
    }
    const tree = { endings: [...endings.values()], respins };
    trees.set(key, tree);
    return tree;
  };
  const settledAt = (pulls: number[][], seeds: BattleSeeds = SEEDS) => {
    const values = valuesOf(pulls);
    const resolved = resolveBattle({
      mode,
      options,
      playerAmount,
      pulls,
      values,
      regularRounds,
      seeds,
    });
    if (resolved.kind !== 'settled') throw new Error('expected a settled battle');
    return resolved;
  };
  const settleFrom = (pulls: number[][], values: number[][], chance: number) => {
    boughtValues = values;
    const first = resolveBattle({
      mode,
      options,
      playerAmount,
      pulls,
      values,
      regularRounds,
      seeds: SEEDS,
    });
    const add = (paid: readonly number[], weight: number) =>
      paid.forEach((payout, seat) => (payouts[seat]! += chance * weight * payout));
    if (first.kind === 'respin') {
      const tree = respinTree(pulls, first.seats);
      respinPulls += chance * tree.respins;
      for (const ending of tree.endings) {
        add(settledAt([...pulls, ...ending.rows]).payouts, ending.chance);
      }
      return;
    }
    if (!first.tieRoll) return add(first.payouts, 1);
    const tiedUnits = first.tieRoll.seats.length / (mode === 'TEAMS' ? 2 : 1);
    const picks = seedsForRoll(tiedUnits);
    for (const seeds of picks) add(settledAt(pulls, seeds).payouts, 1 / picks.length);
  };

  let outcomes = [{ pulls: [] as number[][], values: [] as number[][], chance: 1 }];
  roundItems.forEach((items, index) => {
    const price = battle.roundPrices?.[index];
    const chances = price === undefined ? priceChances(items) : valueChances(items, price);
    const rows = rowsOf(chances, allSeats, playerAmount);
    outcomes = outcomes.flatMap(({ pulls, values, chance }) =>
      rows.map(({ row, values: rowValues, chance: rowChance }) => ({
        pulls: [...pulls, row],
        values: [...values, rowValues],
        chance: chance * rowChance,
      })),
    );
  });
  for (const { pulls, values, chance } of outcomes) settleFrom(pulls, values, chance);
  return { payouts, respinPulls };
}
