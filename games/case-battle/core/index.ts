// Case battles (docs/games/case-battle.md): 2-4 seats open the same cases round by round;
// the mode and the special options decide who takes the pulls' value. Pure and exact: the
// server settles with it and the fairness page replays battles with it in the browser.
export {
  BATTLE_MODES,
  BATTLE_OPTIONS,
  BATTLE_RESPINS_MAX,
  BATTLE_SEATS_MAX,
  BATTLE_SEATS_MIN,
  BATTLE_SPIN_MS,
  BATTLE_TEAM_SEATS,
  CASE_BATTLE_CASES_AMOUNT_MAX,
  CASE_BATTLE_OPEN_MAX_PER_PLAYER,
  CASE_BATTLE_ROUNDS_MAX,
  type BattleMode,
  type BattleOption,
} from './limits';
export {
  battleRoundCases,
  battleRoundCount,
  battleRulesError,
  battleSeatPrice,
  battleSetupError,
  battleSpinDuration,
  battleTeamNumber,
  battleTeams,
  type BattleCaseRef,
  type BattleSetup,
} from './setup';
export {
  battleFloat,
  battlePull,
  battlePullValue,
  battleRoundingFloat,
  type BattleItem,
  type BattleSeeds,
} from './draw';
export {
  resolveBattle,
  tieRollRound,
  type BattleResolution,
  type BattleResolutionInput,
  type SettledBattle,
} from './resolve';
export { battleSplitFloat, splitEvenly } from './split';
export { respinCaseError } from './respinCase';
export { battleSeatHouseEdgeE4, type EdgeCase } from './seatEdge';
export {
  playBattle,
  type BattlePlayInput,
  type BattlePullResult,
  type PlayedBattle,
  type PlayedRound,
} from './play';
