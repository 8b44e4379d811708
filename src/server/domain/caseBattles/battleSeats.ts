import type { BattleMode } from '../../../../games/case-battle/core';
import { conflict } from '../errors';
import { teamNumberOf } from './caseBattleRecords';

// Which seat a player takes: the one asked for, the first free one of the team asked for,
// or the first free one. Seats are 0-based, teams as the page numbers them.

export interface Place {
  seat?: number;
  team?: number;
}

const refused = (message: string) => conflict('CASE_BATTLE_REFUSED', message);

export function seatFor(
  battle: { mode: BattleMode; playerAmount: number },
  taken: readonly number[],
  place: Place,
): number {
  const { mode, playerAmount } = battle;
  const free = Array.from({ length: playerAmount }, (_, seat) => seat).filter(
    (seat) => !taken.includes(seat),
  );
  if (place.seat !== undefined) {
    if (place.seat >= playerAmount) throw refused(`This battle has seats 0 to ${playerAmount - 1}`);
    if (!free.includes(place.seat)) throw refused(`Seat ${place.seat} is taken`);
    return place.seat;
  }
  if (place.team !== undefined) {
    const teams = teamNumberOf(mode, playerAmount - 1);
    if (place.team > teams)
      throw refused(
        teams === 1 ? 'This battle has one team' : `This battle has teams 1 to ${teams}`,
      );
    const seat = free.find((s) => teamNumberOf(mode, s) === place.team);
    if (seat === undefined) throw refused(`Team ${place.team} is full`);
    return seat;
  }
  const seat = free[0];
  if (seat === undefined) throw refused('This battle is full');
  return seat;
}
