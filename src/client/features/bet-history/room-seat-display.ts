// Types only: the contract's zod schemas stay out of the client bundle.
import type { HistoryBet, RoomSeatRecord } from '../../../shared/contract/betHistory';

// A seat of a game on the room driver in the bet history: its line, its fairness text and
// its verify link, from the game's client manifest. Pure, so a game the site's registry
// does not hold is tested here with a manifest of the test's own.

/** What the history needs of a room game's client manifest. */
export interface SeatDisplayGame {
  lobby: { key: string };
  seatSummary?: (seat: RoomSeatRecord['outcome']) => string;
}

/**
 * A record in the room driver's shape: its fairness names its room and its outcome keeps the
 * seat's choice (a game with a record of its own, as coin flip's, keeps neither together).
 */
export function isRoomSeat(bet: HistoryBet | RoomSeatRecord): bet is RoomSeatRecord {
  return 'gameId' in bet.fairness && 'choice' in bet.outcome;
}

export function roomSeatSummary(bet: RoomSeatRecord, game: SeatDisplayGame | undefined): string {
  const own = game?.seatSummary?.(bet.outcome);
  if (own) return own;
  return bet.outcome.cancelled ? 'Never drawn, stake returned' : 'Drawn';
}

/** Its game's fairness page, which loads the room and checks it; null before any draw. */
export function roomSeatVerifyHref(
  bet: RoomSeatRecord,
  game: SeatDisplayGame | undefined,
): string | null {
  if (!game || bet.fairness.serverSeed === null) return null;
  return `/fairness/${game.lobby.key}?${new URLSearchParams({ room: bet.fairness.gameId }).toString()}`;
}

export function roomSeatFairnessText(bet: RoomSeatRecord): string {
  const { beaconRound, beaconLabel } = bet.fairness;
  return beaconRound === null ? 'Never drawn' : `${beaconLabel ?? 'Beacon'} round ${beaconRound}`;
}
