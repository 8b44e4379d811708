import { z } from 'zod';

/** Case battle states in the order a game goes through them. */
export const CASE_BATTLE_STATES = [
  'GAME_CREATED',
  'GAME_STARTED',
  'WAITING_FOR_PLAYERS',
  'WAITING_FOR_BLOCK',
  'GENERATING_OUTCOME',
  'GAME_COMPLETED',
] as const;
export const caseBattleStateSchema = z.enum(CASE_BATTLE_STATES);
export type CaseBattleState = z.infer<typeof caseBattleStateSchema>;

export const CASE_BATTLE_MODES = ['VERSUS', 'TEAMS', 'FRIENDLY', 'SHARING'] as const;
export const caseBattleModeSchema = z.enum(CASE_BATTLE_MODES);
export type CaseBattleMode = z.infer<typeof caseBattleModeSchema>;

/** The names players see for each mode. */
export const CASE_BATTLE_MODE_LABELS: Record<CaseBattleMode, string> = {
  VERSUS: 'Free-for-All',
  TEAMS: 'Team Battle',
  FRIENDLY: 'Friendly Battle',
  SHARING: 'Group Unboxing',
};

/** ROLL is the tie roll. */
export const CASE_BATTLE_SPECIAL_OPTIONS = [
  'INVERSE',
  'LAST_ROUND',
  'ROLL',
  'FAST_SPIN',
  'KING',
  'RESPIN',
] as const;
export const caseBattleSpecialOptionSchema = z.enum(CASE_BATTLE_SPECIAL_OPTIONS);
export type CaseBattleSpecialOption = z.infer<typeof caseBattleSpecialOptionSchema>;

export const VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;
