import type { CoinFlipPlayer } from '../bus';

// What a seat's two lines say: the player's name (cut to fit the panel) and who sits there.

/** Names longer than this end in an ellipsis, so they stay inside the seat's panel. */
export const SEAT_NAME_MAX = 14;

export function seatName(player: CoinFlipPlayer | null): string {
  if (!player) return 'Open seat';
  const name = player.username.trim() || (player.bot ? 'Bot' : 'Player');
  const chars = [...name];
  return chars.length > SEAT_NAME_MAX ? `${chars.slice(0, SEAT_NAME_MAX - 1).join('')}…` : name;
}

export function seatRole(player: CoinFlipPlayer | null): string {
  if (!player) return 'Waiting for a player';
  return player.bot ? 'House bot' : 'Player';
}

/** The letter in the seat's avatar circle (the scene loads no pictures). */
export function seatInitial(player: CoinFlipPlayer | null): string {
  if (!player) return '?';
  const first = [...(player.username.trim() || (player.bot ? 'Bot' : '?'))][0] ?? '?';
  return first.toUpperCase();
}
