// The numbers case battles are played within (docs/games/case-battle.md; the spec's
// casesAmountMax 4). The contract's schemas take these from here.

export const BATTLE_MODES = ['VERSUS', 'TEAMS', 'FRIENDLY', 'SHARING'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

/** ROLL is the tie roll; FAST_SPIN only changes the pace. */
export const BATTLE_OPTIONS = [
  'INVERSE',
  'LAST_ROUND',
  'ROLL',
  'FAST_SPIN',
  'KING',
  'RESPIN',
] as const;
export type BattleOption = (typeof BATTLE_OPTIONS)[number];

/** Seats: 1v1 up to 1v1v1v1; TEAMS is 2v2. */
export const BATTLE_SEATS_MIN = 2;
export const BATTLE_SEATS_MAX = 4;
export const BATTLE_TEAM_SEATS = 4;

/** Rounds in a battle, all cases together (docs/games/case-battle.md, "Setup": up to 50). */
export const CASE_BATTLE_ROUNDS_MAX = 50;
/** Different cases one battle may hold (the spec's casesAmountMax). */
export const CASE_BATTLE_CASES_AMOUNT_MAX = 4;

/**
 * Battles one player may have created and still waiting for players: each holds its
 * creator's seat price, and an unbounded number would flood the public list.
 */
export const CASE_BATTLE_OPEN_MAX_PER_PLAYER = 5;

/** One round's spin, in ms; FAST_SPIN halves it. */
export const BATTLE_SPIN_MS = 5000;

/**
 * RESPIN rounds before a tie is split evenly after all, so a battle always ends (a case whose
 * items are mostly of one price can tie often). The split pays the tied seats what a win
 * would on average, so the fallback changes no return; a last case whose items all cost the
 * same would always reach it and is refused (respinCaseError).
 */
export const BATTLE_RESPINS_MAX = 10;
