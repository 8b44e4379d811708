import { battleFloat, type BattleSeeds } from './draw';
import { BATTLE_RESPINS_MAX, type BattleMode, type BattleOption } from './limits';
import { battleRulesError, battleTeams } from './setup';
import { battleSplitFloat, splitEvenly } from './split';

// Who takes what once the pulls are known (docs/games/case-battle.md, "Modes and options"). Seats
// play in units: each seat alone, or its team in TEAMS. A unit's score is the sum of its pulls
// (KING: its single best pull) over the deciding rounds (LAST_ROUND: the last regular round only);
// the highest score wins (INVERSE: the lowest). The winning unit's seats share the value of the
// bought pulls (the regular rounds) evenly: each pull's item value plus the fair hundredth of its
// case price's rounding up (play.ts), what an opening of the case pays. Ties: split evenly among
// the tied units' seats; ROLL: one float picks one tied unit; RESPIN: the tied seats open the last
// case again, and each respin round alone decides among the seats still tied. Nobody paid for a
// respin pull, so it only decides: its value is in no pot, and no option changes a battle's return
// (docs/games/case-battle.md, "Pulls and money").

/** Everything settling needs, from all pulls. Seats 0-based; teams per battleTeams. */
export interface BattleResolutionInput {
  mode: BattleMode;
  options: readonly BattleOption[];
  playerAmount: number;
  /**
   * pulls[roundIndex][seat] = the pulled item's price (hundredths), rounds in order, respin
   * rounds appended after the regular ones. In a respin round, the seats that do not respin
   * hold 0.
   */
  pulls: readonly (readonly number[])[];
  /**
   * values[roundIndex][seat] = what each bought pull (regular rounds only) puts in the pot:
   * its item's price plus the hundredth its case price's rounding gives back (playBattle).
   * Scores read `pulls`; the pot is these. Without them the pot is the items' prices, for a
   * caller that only needs who wins.
   */
  values?: readonly (readonly number[])[];
  regularRounds: number;
  seeds: BattleSeeds;
}

export type BattleResolution =
  /** RESPIN tie: open the last case again for these seats (as round pulls.length + 1). */
  | { kind: 'respin'; seats: number[] }
  | {
      kind: 'settled';
      /** Winning seats, in seat order (all seats for SHARING/FRIENDLY). */
      winners: number[];
      /**
       * Payout per seat, hundredths; sums to the value of the bought pulls (the regular
       * rounds, never the respins; `values`) exactly. An even split gives each winner floor(total /
       * winners) or one more, the hundredths left over going to winners drawn by
       * battleSplitFloat (split.ts).
       */
      payouts: number[];
      /**
       * Set when ROLL broke a tie: the tied seats, the winning seat (in TEAMS the roll picks
       * a team and `winner` is its first seat) and the roll's float, which is
       * battleFloat(seeds, regularRounds + 1, 0); the i-th tied unit (in seat order) wins
       * when floor(float * tied units) = i.
       */
      tieRoll?: { seats: number[]; winner: number; float: number };
    };

export type SettledBattle = Extract<BattleResolution, { kind: 'settled' }>;

/** The round number of the tie roll's float (seat 0). */
export const tieRollRound = (regularRounds: number): number => regularRounds + 1;

function assertInput(input: BattleResolutionInput): void {
  const error = battleRulesError(input, true);
  if (error) throw new RangeError(error);
  const { pulls, regularRounds, playerAmount } = input;
  if (!Number.isSafeInteger(regularRounds) || regularRounds < 1) {
    throw new RangeError('A battle has at least one regular round');
  }
  if (!Array.isArray(pulls) || pulls.length < regularRounds) {
    throw new RangeError(`Expected at least ${regularRounds} rounds of pulls`);
  }
  for (const row of pulls) {
    if (!Array.isArray(row) || row.length !== playerAmount) {
      throw new RangeError(`Every round holds one pull per seat (${playerAmount})`);
    }
    for (const price of row) {
      if (!Number.isSafeInteger(price) || price < 0) {
        throw new RangeError('Pull prices are whole numbers of hundredths from 0');
      }
    }
  }
  const { values } = input;
  if (values === undefined) return;
  if (!Array.isArray(values) || values.length !== regularRounds) {
    throw new RangeError(`Expected the values of ${regularRounds} bought rounds`);
  }
  values.forEach((row, index) => {
    if (!Array.isArray(row) || row.length !== playerAmount) {
      throw new RangeError(`Every round holds one value per seat (${playerAmount})`);
    }
    row.forEach((value, seat) => {
      if (!Number.isSafeInteger(value) || value < pulls[index]![seat]!) {
        throw new RangeError('A pull is worth at least its item, in whole hundredths');
      }
    });
  });
}

/** What each bought pull puts in the pot: its value, or its item's price without values. */
const boughtOf = (input: BattleResolutionInput): readonly (readonly number[])[] =>
  input.values ?? input.pulls.slice(0, input.regularRounds);

/** The pot: what the bought pulls are worth (pass the regular rounds only). */
function totalOf(pulls: readonly (readonly number[])[]): number {
  const total = pulls.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('The pulls add up to too much');
  return total;
}

const seatsOf = (units: readonly (readonly number[])[]): number[] =>
  units.flat().sort((a, b) => a - b);

/** The units with the best score over `rows` (several when tied), in unit order. */
function leadersOf(
  units: readonly (readonly number[])[],
  rows: readonly (readonly number[])[],
  options: readonly BattleOption[],
): number[][] {
  const king = options.includes('KING');
  const score = (unit: readonly number[]) => {
    const values = rows.flatMap((row) => unit.map((seat) => row[seat]!));
    return king ? Math.max(...values) : values.reduce((a, b) => a + b, 0);
  };
  const scores = units.map(score);
  const best = options.includes('INVERSE') ? Math.min(...scores) : Math.max(...scores);
  return units.filter((_, index) => scores[index] === best).map((unit) => [...unit]);
}

function assertNoExtraRows(input: BattleResolutionInput, usedRows: number): void {
  if (input.pulls.length !== usedRows) {
    throw new RangeError(
      `${input.pulls.length - usedRows} round(s) of pulls more than this battle needed`,
    );
  }
}

function settle(winners: readonly number[], input: BattleResolutionInput): SettledBattle {
  const ordered = [...winners].sort((a, b) => a - b);
  return {
    kind: 'settled',
    winners: ordered,
    payouts: splitEvenly(
      totalOf(boughtOf(input)),
      ordered,
      input.playerAmount,
      battleSplitFloat(input.seeds),
    ),
  };
}

/**
 * RESPIN: each appended round decides among the seats still tied, until one unit leads.
 * Still tied after BATTLE_RESPINS_MAX respins (setups whose last case always ties are
 * refused), the pot splits evenly among them: on average what a win would pay them.
 */
function resolveRespins(input: BattleResolutionInput, tied: number[][]): BattleResolution {
  let contenders = tied;
  for (let index = input.regularRounds; index < input.pulls.length; index++) {
    const row = input.pulls[index]!;
    const respinning = new Set(seatsOf(contenders));
    if (row.some((price, seat) => !respinning.has(seat) && price !== 0)) {
      throw new RangeError(`Respin round ${index + 1}: a seat that does not respin has a pull`);
    }
    contenders = leadersOf(contenders, [row], input.options);
    if (contenders.length === 1) {
      assertNoExtraRows(input, index + 1);
      return settle(contenders[0]!, input);
    }
  }
  if (input.pulls.length - input.regularRounds < BATTLE_RESPINS_MAX) {
    return { kind: 'respin', seats: seatsOf(contenders) };
  }
  return settle(seatsOf(contenders), input);
}

/** Who wins and what every seat is paid, or which seats must respin first. */
export function resolveBattle(input: BattleResolutionInput): BattleResolution {
  assertInput(input);
  const { mode, options, playerAmount, pulls, regularRounds } = input;
  const allSeats = Array.from({ length: playerAmount }, (_, seat) => seat);

  if (mode === 'FRIENDLY' || mode === 'SHARING') {
    assertNoExtraRows(input, regularRounds);
    const bought = boughtOf(input);
    const payouts =
      mode === 'FRIENDLY'
        ? allSeats.map((seat) => bought.reduce((sum, row) => sum + row[seat]!, 0))
        : splitEvenly(totalOf(bought), allSeats, playerAmount, battleSplitFloat(input.seeds));
    return { kind: 'settled', winners: allSeats, payouts };
  }

  const units = battleTeams(mode, playerAmount);
  const regular = pulls.slice(0, regularRounds);
  const deciding = options.includes('LAST_ROUND') ? regular.slice(-1) : regular;
  const leaders = leadersOf(units, deciding, options);
  if (leaders.length > 1 && options.includes('RESPIN')) return resolveRespins(input, leaders);

  assertNoExtraRows(input, regularRounds);
  if (leaders.length === 1) return settle(leaders[0]!, input);
  if (!options.includes('ROLL')) return settle(seatsOf(leaders), input);

  const float = battleFloat(input.seeds, tieRollRound(regularRounds), 0);
  const picked = leaders[Math.floor(float * leaders.length)]!;
  return {
    ...settle(picked, input),
    tieRoll: { seats: seatsOf(leaders), winner: Math.min(...picked), float },
  };
}
