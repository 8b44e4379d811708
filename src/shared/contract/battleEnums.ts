import { z } from 'zod';
import { BATTLE_MODES, BATTLE_OPTIONS } from '../../../games/case-battle/core/limits';

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

/** The case-battle core owns the modes and options; the contract names them from there. */
export const CASE_BATTLE_MODES = BATTLE_MODES;
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
export const CASE_BATTLE_SPECIAL_OPTIONS = BATTLE_OPTIONS;
export const caseBattleSpecialOptionSchema = z.enum(CASE_BATTLE_SPECIAL_OPTIONS);
export type CaseBattleSpecialOption = z.infer<typeof caseBattleSpecialOptionSchema>;

export const VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;
