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
// pull may also carry back the hundredth its case price's rounding took, at the chance the
// opening rule (caseOpeningPayout) gives it over its float. Those hundredths decide nothing
// and only enter the pot as sums (the pot, or in FRIENDLY each seat's own pulls; resolve.test
// checks both), so rather than every pattern of them, each regular outcome is settled once
// per number of hundredths carried (per seat in FRIENDLY), at its exact chance.

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
}

/**
 * The chance that a bought pull of an item worth `itemPrice`, from a case priced
 * `casePrice`, carries a hundredth back: found exactly over every rounding float by the
 * opening's own payout rule.
 */
export function hundredthChance(
  items: readonly BattleItem[],
  casePrice: number,
  itemPrice: number,
): number {
  const times2p32 = meanOverRoundingFloatTimes2p32((f) =>
    caseOpeningPayout(items, casePrice, itemPrice, f),
  );
  const extra = times2p32 - BigInt(itemPrice) * 2n ** 32n;
  if (extra < 0n || extra > 2n ** 32n) throw new Error('A pull carries at most a hundredth');
  return Number(extra) / 2 ** 32; // exact: a whole number under 2^32 over 2^32
}

/** What one bought pull of a case at its price puts in the pot on average, exactly. */
export function expectedPullValue(items: readonly BattleItem[], casePrice: number): number {
  return priceChances(items).reduce(
    (sum, { price, chance }) => sum + chance * (price + hundredthChance(items, casePrice, price)),
    0,
  );
}

/** The chances of 0, 1, ... of independent hundredths, each with its own chance. */
function countChances(chances: readonly number[]): number[] {
  let counts = [1];
  for (const up of chances) {
    counts = [...counts, 0].map((c, k) => c * (1 - up) + (k > 0 ? counts[k - 1]! * up : 0));
  }
  return counts;
}

/** A case as the prices it pays and their chances. */
export function priceChances(items: readonly BattleItem[]): PriceChance[] {
  const byPrice = new Map<number, number>();
  for (const item of items) byPrice.set(item.price, (byPrice.get(item.price) ?? 0) + item.tickets);
  return [...byPrice].map(([price, tickets]) => ({ price, chance: tickets / CASE_TICKETS_TOTAL }));
}

/** Every row of prices the listed seats can pull (others 0), with its chance. */
function rowsOf(chances: readonly PriceChance[], seats: readonly number[], playerAmount: number) {
  let rows: { row: number[]; chance: number }[] = [
    { row: Array.from({ length: playerAmount }, () => 0), chance: 1 },
  ];
  for (const seat of seats) {
    rows = rows.flatMap(({ row, chance }) =>
      chances.map((pull) => {
        const next = [...row];
        next[seat] = pull.price;
        return { row: next, chance: chance * pull.chance };
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

  // The chance each bought pull carries a hundredth, by round and item price.
  const upChances = roundItems.map((items, index) => {
    const price = battle.roundPrices?.[index];
    const byPrice = new Map<number, number>();
    for (const { price: itemPrice } of priceChances(items)) {
      byPrice.set(itemPrice, price === undefined ? 0 : hundredthChance(items, price, itemPrice));
    }
    return byPrice;
  });
  /**
   * Settles one regular outcome for each number of hundredths carried (per seat in
   * FRIENDLY, where each seat keeps its own pulls; else in all, as only the pot holds them),
   * the hundredths put on the first pulls of their group.
   */
  const settleValued = (pulls: number[][], chance: number) => {
    const slots = pulls.flatMap((row, round) =>
      row.map((price, seat) => ({ round, seat, up: upChances[round]!.get(price)! })),
    );
    const groups =
      mode === 'FRIENDLY'
        ? allSeats.map((seat) => slots.filter((slot) => slot.seat === seat))
        : [slots];
    let combos = [{ values: pulls.map((row) => [...row]), chance }];
    for (const group of groups) {
      const counts = countChances(group.map((slot) => slot.up));
      combos = combos.flatMap(({ values, chance: before }) =>
        counts.flatMap((countChance, count) => {
          if (countChance === 0) return [];
          const next = values.map((row) => [...row]);
          for (const slot of group.slice(0, count)) next[slot.round]![slot.seat]! += 1;
          return [{ values: next, chance: before * countChance }];
        }),
      );
    }
    for (const combo of combos) settleFrom(pulls, combo.values, combo.chance);
  };

  let outcomes = [{ pulls: [] as number[][], chance: 1 }];
  for (const items of roundItems) {
    const rows = rowsOf(priceChances(items), allSeats, playerAmount);
    outcomes = outcomes.flatMap(({ pulls, chance }) =>
      rows.map(({ row, chance: rowChance }) => ({
        pulls: [...pulls, row],
        chance: chance * rowChance,
      })),
    );
  }
  for (const { pulls, chance } of outcomes) settleValued(pulls, chance);
  return { payouts, respinPulls };
}
