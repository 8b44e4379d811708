import { describe, expect, it } from 'vitest';
import { seatFor } from './battleSeats';

// Which seat a joining player takes (docs/games/case-battle.md, "Setup"): VERSUS has a team
// per seat, TEAMS is 2v2 (seats 0-1 team 1, seats 2-3 team 2), SHARING is one team.

const versus3 = { mode: 'VERSUS', playerAmount: 3 } as const;
const teams = { mode: 'TEAMS', playerAmount: 4 } as const;
const sharing = { mode: 'SHARING', playerAmount: 4 } as const;

/** The refusal `seatFor` throws, as code, status and message. */
function refusal(run: () => number) {
  try {
    run();
  } catch (error) {
    const { code, status, message } = error as { code: string; status: number; message: string };
    return { code, status, message };
  }
  throw new Error('expected a refusal');
}

describe('seatFor', () => {
  it('takes the first free seat when nothing is asked', () => {
    expect(seatFor(versus3, [], {})).toBe(0);
    expect(seatFor(versus3, [0], {})).toBe(1);
    expect(seatFor(versus3, [0, 1], {})).toBe(2);
    // A seat freed by a leaver is the first free one again.
    expect(seatFor(versus3, [0, 2], {})).toBe(1);
  });

  it('refuses a full battle', () => {
    expect(refusal(() => seatFor(versus3, [0, 1, 2], {}))).toEqual({
      code: 'CASE_BATTLE_REFUSED',
      status: 409,
      message: 'This battle is full',
    });
  });

  it('gives the seat asked for when it is free, and refuses a taken or missing one', () => {
    expect(seatFor(versus3, [0], { seat: 2 })).toBe(2);
    expect(refusal(() => seatFor(versus3, [0], { seat: 0 })).message).toBe('Seat 0 is taken');
    expect(refusal(() => seatFor(versus3, [], { seat: 3 })).message).toBe(
      'This battle has seats 0 to 2',
    );
  });

  it('seats a TEAMS player in the first free seat of the team asked for', () => {
    expect(seatFor(teams, [0], { team: 1 })).toBe(1);
    expect(seatFor(teams, [0], { team: 2 })).toBe(2);
    expect(seatFor(teams, [0, 2], { team: 2 })).toBe(3);
    expect(refusal(() => seatFor(teams, [0, 1], { team: 1 })).message).toBe('Team 1 is full');
    expect(refusal(() => seatFor(teams, [], { team: 3 })).message).toBe(
      'This battle has teams 1 to 2',
    );
  });

  it('numbers VERSUS teams one per seat', () => {
    expect(seatFor(versus3, [], { team: 3 })).toBe(2);
    expect(refusal(() => seatFor(versus3, [2], { team: 3 })).message).toBe('Team 3 is full');
    expect(refusal(() => seatFor(versus3, [], { team: 4 })).message).toBe(
      'This battle has teams 1 to 3',
    );
  });

  it('puts every SHARING seat in team 1', () => {
    expect(seatFor(sharing, [0, 1], { team: 1 })).toBe(2);
    expect(refusal(() => seatFor(sharing, [], { team: 2 })).message).toBe(
      'This battle has one team',
    );
  });

  it('prefers the seat asked for over the team asked for', () => {
    expect(seatFor(teams, [], { seat: 3, team: 1 })).toBe(3);
  });
});
