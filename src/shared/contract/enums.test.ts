import { describe, expect, it } from 'vitest';
import {
  CASE_BATTLE_MODES,
  CASE_BATTLE_MODE_LABELS,
  CASE_BATTLE_SPECIAL_OPTIONS,
  CASE_BATTLE_STATES,
  CHALLENGE_CATEGORIES,
  CHALLENGE_PROGRESS_STATES,
  CHALLENGE_STATES,
  GAME_KINDS,
  LIVE_DROP_CATEGORIES,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_TYPES,
  NOTIFICATION_VARIANTS,
  RICH_TEXT_BLOCK_TYPES,
  ROLES,
  ROULETTE_OPTIONS,
  ROULETTE_OUTCOMES,
  VISIBILITIES,
  caseBattleStateSchema,
  roleSchema,
} from './index';

// The lists as product-spec.md spells them (sections 3 and 4), copied here on purpose so a
// change to either side shows up.
const spec = {
  roles: 'SUPER_ADMIN, ADMIN, MODERATOR, PLAYER, BOT, STREAMER',
  battleStates:
    'GAME_CREATED, GAME_STARTED, WAITING_FOR_PLAYERS, WAITING_FOR_BLOCK, GENERATING_OUTCOME, GAME_COMPLETED',
  battleModes: 'VERSUS, TEAMS, FRIENDLY, SHARING',
  specialOptions: 'INVERSE, LAST_ROUND, ROLL, FAST_SPIN, KING, RESPIN',
  visibility: 'PRIVATE, PUBLIC',
  rouletteOutcomes: 'RED, BLACK, GREEN, RED_BAIT, BLACK_BAIT, TRIPLE_GREEN',
  severities: 'SUCCESS, NOTICE, WARNING, ERROR',
  notificationTypes:
    'CUSTOM, ROULETTE_DOUBLE_GREEN, ROULETTE_TRIPLE_GREEN, RAIN_PAYOUT, HIGH_WIN, RARE_WIN, CRASH_100X, ' +
    'GAME_DISABLED, USER_MUTED, FIAT_DEPOSIT_COMPLETED, CRYPTO_DEPOSIT_ACKNOWLEDGED, CRYPTO_DEPOSIT_UPDATE, ' +
    'CRYPTO_DEPOSIT_COMPLETED, CRYPTO_WITHDRAWAL_ACKNOWLEDGED, CRYPTO_WITHDRAWAL_COMPLETED, ' +
    'CRYPTO_WITHDRAWAL_FAILED, STEAM_DEPOSIT_COMPLETED, STEAM_WITHDRAWAL_COMPLETED, STEAM_WITHDRAWAL_FAILED, ' +
    'STEAM_TRADE_OFFER_SENT, STEAM_TRADE_OFFER_CANCELLED, FREE_CASES',
  locations:
    'ALL, GAMES, INDEX, SETTINGS, SKIN_UPGRADER, CASE_BATTLE, CASE_UNBOX, ROULETTE, CRASH, MINES, DICE, PLINKO',
  variants: 'BANNER, CENTER_ALERT, CORNER_ALERT, TOP_ALERT, INBOX, CHAT_PIN',
  audiences: 'EVERYONE, USER, USERS, VISITORS, NEW_USERS',
  blockKinds: 'TEXT, MENTION, CASE_BATTLE, EMOTE, ACTION, CURRENCY, BREAK_LINE',
  challengeStates: 'ACTIVE, FINISHED',
  challengeCategories: 'MISC, DAILY, WEEKLY, MISSION, ACHIEVEMENT, LEVEL, EVENT',
  progressStates: 'ACTIVE, COMPLETED, CLAIMED',
  liveDropCategories: 'All, Top',
  gameKinds:
    'case-unbox, case-battle, coin-flip, roulette, plinko, mines, dice, crash, skin-upgrader',
};
const list = (text: string) => text.split(', ');

describe('enums match the spec', () => {
  it.each([
    ['roles', ROLES, spec.roles],
    ['case battle states (in order)', CASE_BATTLE_STATES, spec.battleStates],
    ['case battle modes', CASE_BATTLE_MODES, spec.battleModes],
    ['special options', CASE_BATTLE_SPECIAL_OPTIONS, spec.specialOptions],
    ['visibility', VISIBILITIES, spec.visibility],
    ['roulette outcomes', ROULETTE_OUTCOMES, spec.rouletteOutcomes],
    ['notification severities', NOTIFICATION_SEVERITIES, spec.severities],
    ['notification types', NOTIFICATION_TYPES, spec.notificationTypes],
    ['notification locations', NOTIFICATION_LOCATIONS, spec.locations],
    ['notification variants', NOTIFICATION_VARIANTS, spec.variants],
    ['notification audiences', NOTIFICATION_AUDIENCES, spec.audiences],
    ['rich-text block kinds', RICH_TEXT_BLOCK_TYPES, spec.blockKinds],
    ['challenge states', CHALLENGE_STATES, spec.challengeStates],
    ['challenge categories', CHALLENGE_CATEGORIES, spec.challengeCategories],
    ['challenge progress states', CHALLENGE_PROGRESS_STATES, spec.progressStates],
    ['live drop categories', LIVE_DROP_CATEGORIES, spec.liveDropCategories],
    ['game kinds', GAME_KINDS, spec.gameKinds],
  ])('%s', (_name, values, expected) => {
    expect([...values]).toEqual(list(expected));
  });

  it('roulette bets are the three colours plus BAIT', () => {
    expect([...ROULETTE_OPTIONS]).toEqual(['RED', 'BLACK', 'GREEN', 'BAIT']);
  });

  it('labels every battle mode as the spec names it', () => {
    expect(CASE_BATTLE_MODE_LABELS).toEqual({
      VERSUS: 'Free-for-All',
      TEAMS: 'Team Battle',
      FRIENDLY: 'Friendly Battle',
      SHARING: 'Group Unboxing',
    });
  });

  it('the schemas refuse values outside the lists', () => {
    expect(roleSchema.safeParse('OWNER').success).toBe(false);
    expect(roleSchema.safeParse('admin').success).toBe(false);
    expect(caseBattleStateSchema.safeParse('GAME_CANCELLED').success).toBe(false);
  });
});
