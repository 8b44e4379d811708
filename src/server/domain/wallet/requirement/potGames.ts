import { type GameManifest, type GamePlay, isPluggedRoomGame } from '../../../../../games/manifest';
import { GAMES } from '../../../../../games/registry';

/**
 * Where a game's stakes go, by its manifest's kind of play: to the house alone, or into
 * a pot other players stake into too, named by the bets column that ties a seat to it (a room
 * game's seats share its room: `room_id`, or the column its plug-in's tables use, a battle's
 * `case_battle_id`). Only a stake against the house is a wager for the requirement: a pot
 * shared with another player moves money between players, so its stakes carry requirement to
 * the payouts instead (requirement.ts). A new kind of play fails to compile until it is
 * classified here; a new game of a known kind needs nothing.
 */
const SHARES_A_POT: Readonly<Record<GamePlay, boolean>> = {
  instant: false,
  session: false,
  cases: false,
  // A round's bets all stake against the house; no player pays another.
  round: false,
  room: true,
};

/** The bets column naming the pot a game's seat stakes into, or null when it stakes against the house. */
export function potColumnOf(game: GameManifest): string | null {
  if (!SHARES_A_POT[game.play]) return null;
  return isPluggedRoomGame(game) ? game.seatColumn : 'room_id';
}

/** Every game of the site whose stakes go into a pot players share, with the column tying a seat to it. */
export const POT_GAMES: Readonly<Record<string, string>> = Object.fromEntries(
  GAMES.flatMap((game) => {
    const column = potColumnOf(game);
    return column === null ? [] : [[game.kind, column]];
  }),
);

// Every room game played from its rules seats in `rooms`, whether or not the site lists one.
const POT_COLUMNS = [...new Set(['room_id', ...Object.values(POT_GAMES)])];

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
