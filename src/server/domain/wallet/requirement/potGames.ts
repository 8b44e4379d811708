import { GAMES, type RegisteredGame } from '../../../../../games/registry';
import type { GameKind } from '../../../../shared/contract';

/**
 * The games a player plays alone against the house by their manifest's kind of play (an
 * instant game, a mines session, a case): their stakes can go into no pot.
 */
type SoloGame = Extract<RegisteredGame, { play: 'instant' | 'session' | 'cases' }>['kind'];
/** The games the room driver plays (coin flip): their seats' pot is the room (ROOM_POT_COLUMN). */
type RoomGame = Extract<RegisteredGame, { play: 'room' }>['kind'];

/**
 * Where each game's stakes go: to the house alone (null), or into a pot other players stake
 * into too, named by the bets column that ties a seat to its game. Only a stake against the
 * house is a wager for the requirement: a pot shared with another player moves money between
 * players, so its stakes carry requirement to the payouts instead (requirement.ts). Every game
 * that is not played alone against the house must be classified here; a new one fails to
 * compile until it is (a solo game, added by its folder and registry lines, needs no entry,
 * nor does a room game: every room's seats share its pot).
 */
export const STAKES_GO: Record<Exclude<GameKind, SoloGame | RoomGame>, null | 'case_battle_id'> &
  Partial<Record<SoloGame, null>> = {
  'case-unbox': null,
  'case-battle': 'case_battle_id',
  roulette: null,
  plinko: null,
  mines: null,
  dice: null,
  crash: null,
  'skin-upgrader': null,
};

/** Every room game's seats share one pot, tied to it by bets.room_id (domain/rooms). */
export const ROOM_POT_COLUMN = 'room_id';

/** Every game of the site whose stakes go into a pot players share, with the column tying a seat to it. */
export const POT_GAMES: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(STAKES_GO).filter(([, column]) => column !== null),
  ...GAMES.filter((game) => game.play === 'room').map((game) => [game.kind, ROOM_POT_COLUMN]),
]);

const POT_COLUMNS = [
  ...new Set([...Object.values(STAKES_GO).filter((c) => c !== null), ROOM_POT_COLUMN]),
];

/**
 * Over a bet row aliased `b`: another player staked into the same pot, and was not given the
 * stake back (a seat left before the start). Such a stake is no wager for the requirement.
 * A bet in no pot (most of them) is answered by its own columns, with no lookup.
 */
export const SHARED_POT_BET_SQL = `((${POT_COLUMNS.map((c) => `b.${c} IS NOT NULL`).join(' OR ')}) AND EXISTS (
  SELECT 1 FROM bets o
  WHERE o.user_id <> b.user_id
    AND (${POT_COLUMNS.map((c) => `o.${c} = b.${c}`).join(' OR ')})
    AND NOT EXISTS (
      SELECT 1 FROM wallet_transfers r
      WHERE r.user_id = o.user_id AND r.idempotency_key = 'payout:' || o.id AND r.kind = 'refund')))`;
