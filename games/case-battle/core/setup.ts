import {
  BATTLE_MODES,
  BATTLE_OPTIONS,
  BATTLE_SEATS_MAX,
  BATTLE_SEATS_MIN,
  BATTLE_SPIN_MS,
  BATTLE_TEAM_SEATS,
  CASE_BATTLE_CASES_AMOUNT_MAX,
  CASE_BATTLE_ROUNDS_MAX,
  type BattleMode,
  type BattleOption,
} from './limits';

// What a battle is before anyone pulls: which setups are allowed, what a seat costs, which
// case each round opens, how long a spin lasts and which team each seat plays for.

export interface BattleCaseRef {
  caseId: string;
  amount: number;
}

export interface BattleSetup {
  mode: BattleMode;
  options: readonly BattleOption[];
  playerAmount: number;
  cases: readonly BattleCaseRef[];
}

/** The options that pick a winner (FRIENDLY has none to pick). */
const WINNER_OPTIONS: readonly BattleOption[] = ['INVERSE', 'LAST_ROUND', 'KING', 'ROLL', 'RESPIN'];
/**
 * SHARING splits everything among all seats, so like FRIENDLY it has no winner: neither what
 * decides one nor what breaks a tie between winners applies
 * (docs/games/case-battle.md, "Modes and options").
 */
const SHARING_FORBIDS: readonly BattleOption[] = WINNER_OPTIONS;
/**
 * What SHARING refused before ROLL and RESPIN were refused too. Battles created then may
 * hold those two, which change nothing in SHARING, so settling and verifying such a battle
 * still accepts them (`existing`).
 */
const SHARING_FORBIDS_EXISTING: readonly BattleOption[] = ['INVERSE', 'LAST_ROUND', 'KING'];

const isMode = (value: unknown): value is BattleMode =>
  (BATTLE_MODES as readonly unknown[]).includes(value);
const isOption = (value: unknown): value is BattleOption =>
  (BATTLE_OPTIONS as readonly unknown[]).includes(value);

function optionsError(
  mode: BattleMode,
  options: readonly BattleOption[],
  existing: boolean,
): string | null {
  const unknown = options.find((option) => !isOption(option));
  if (unknown !== undefined) return `Unknown battle option: ${String(unknown)}`;
  if (new Set(options).size !== options.length) return 'Each option can be chosen only once';
  const has = (option: BattleOption) => options.includes(option);
  if (mode === 'FRIENDLY') {
    const clash = WINNER_OPTIONS.find(has);
    if (clash) return `A Friendly Battle has no winner, so ${clash} cannot be chosen`;
  }
  if (mode === 'SHARING') {
    const clash = (existing ? SHARING_FORBIDS_EXISTING : SHARING_FORBIDS).find(has);
    if (clash) return `Group Unboxing splits everything, so ${clash} cannot be chosen`;
  }
  if (has('ROLL') && has('RESPIN')) return 'Ties are broken by ROLL or by RESPIN, not both';
  // KING already names its own decider: a last-round king is LAST_ROUND itself, and an
  // "inverse king" has no single meaning.
  if (has('KING') && has('LAST_ROUND')) return 'KING and LAST_ROUND cannot be combined';
  if (has('KING') && has('INVERSE')) return 'KING and INVERSE cannot be combined';
  return null;
}

function casesError(cases: readonly BattleCaseRef[]): string | null {
  if (!Array.isArray(cases) || cases.length === 0) return 'Add at least one case';
  for (const ref of cases) {
    if (typeof ref?.caseId !== 'string' || ref.caseId.length === 0) return 'Every case needs an id';
    if (
      !Number.isSafeInteger(ref.amount) ||
      ref.amount < 1 ||
      ref.amount > CASE_BATTLE_ROUNDS_MAX
    ) {
      return `Each case is opened 1 to ${CASE_BATTLE_ROUNDS_MAX} times`;
    }
  }
  if (new Set(cases.map((ref) => ref.caseId)).size > CASE_BATTLE_CASES_AMOUNT_MAX) {
    return `A battle holds at most ${CASE_BATTLE_CASES_AMOUNT_MAX} different cases`;
  }
  if (battleRoundCount(cases) > CASE_BATTLE_ROUNDS_MAX) {
    return `A battle has at most ${CASE_BATTLE_ROUNDS_MAX} rounds`;
  }
  return null;
}

/**
 * The mode, options and seats part of battleSetupError (what settling depends on). With
 * `existing`, the rules a battle already created is held to (settling, verifying), which
 * still accept setups refused since that change no result.
 */
export function battleRulesError(
  setup: Pick<BattleSetup, 'mode' | 'options' | 'playerAmount'>,
  existing = false,
): string | null {
  if (!isMode(setup.mode)) return `Unknown battle mode: ${String(setup.mode)}`;
  if (!Array.isArray(setup.options)) return 'The options must be a list';
  const { playerAmount } = setup;
  if (
    !Number.isSafeInteger(playerAmount) ||
    playerAmount < BATTLE_SEATS_MIN ||
    playerAmount > BATTLE_SEATS_MAX
  ) {
    return `A battle has ${BATTLE_SEATS_MIN} to ${BATTLE_SEATS_MAX} seats`;
  }
  if (setup.mode === 'TEAMS' && playerAmount !== BATTLE_TEAM_SEATS) {
    return 'A Team Battle is 2v2: it needs exactly 4 seats';
  }
  return optionsError(setup.mode, setup.options, existing);
}

/**
 * null when the setup can be played, else the message players read. `existing`: see
 * battleRulesError.
 */
export function battleSetupError(setup: BattleSetup, existing = false): string | null {
  return battleRulesError(setup, existing) ?? casesError(setup.cases);
}

/** Rounds in total: every case opened `amount` times. */
export function battleRoundCount(cases: readonly { amount: number }[]): number {
  return cases.reduce((sum, ref) => sum + ref.amount, 0);
}

/** Seat price: the sum of each case's price times its amount (hundredths). */
export function battleSeatPrice(cases: readonly { price: number; amount: number }[]): number {
  let total = 0;
  for (const { price, amount } of cases) {
    if (!Number.isSafeInteger(price) || price < 0 || !Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError('Case prices and amounts must be whole numbers from 0');
    }
    total += price * amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('The seat price is too large');
  return total;
}

/** The case each round opens (index 0 is round 1): cases in order, each `amount` times. */
export function battleRoundCases(cases: readonly BattleCaseRef[]): string[] {
  return cases.flatMap((ref) => Array.from({ length: ref.amount }, () => ref.caseId));
}

/** One round's spin in ms: BATTLE_SPIN_MS, halved with FAST_SPIN. */
export function battleSpinDuration(options: readonly BattleOption[]): number {
  return options.includes('FAST_SPIN') ? BATTLE_SPIN_MS / 2 : BATTLE_SPIN_MS;
}

/** A seat's team (1-based): TEAMS pairs seats 0,1 and 2,3; elsewhere each seat is its own. */
export function battleTeamNumber(mode: BattleMode, seat: number): number {
  return mode === 'TEAMS' ? Math.floor(seat / 2) + 1 : seat + 1;
}

/** The seats of each team, teams in order (index 0 is team 1). */
export function battleTeams(mode: BattleMode, playerAmount: number): number[][] {
  const teams: number[][] = [];
  for (let seat = 0; seat < playerAmount; seat++) {
    (teams[battleTeamNumber(mode, seat) - 1] ??= []).push(seat);
  }
  return teams;
}
