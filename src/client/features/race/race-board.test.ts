import { describe, expect, it } from 'vitest';
import type { RaceBoard, RaceLeader } from '../../../shared/contract';
import {
  applyRaceUpdate,
  ownPlaceMayBeStale,
  raceCountdownLabel,
  raceCountdownText,
} from './race-board';

const race = (id: string) => ({
  id,
  kind: id.startsWith('daily') ? ('daily' as const) : ('weekly' as const),
  startsAt: '2026-11-25T00:00:00.000Z',
  endsAt: '2026-11-26T00:00:00.000Z',
  pool: 10_000,
  prizes: [3_000, 2_000],
  state: 'running' as const,
});
const leader = (id: string, rank: number, wagered: number): RaceLeader => ({
  rank,
  user: { id, username: id, avatar: null, level: 1 },
  wagered,
  prize: [3_000, 2_000][rank - 1] ?? 0,
});
const boards: RaceBoard[] = [
  { race: race('daily:2026-11-25'), leaders: [leader('a', 1, 500)], me: null },
  { race: race('weekly:2026-11-23'), leaders: [], me: null },
];

describe('live race updates', () => {
  it('replace the named race’s leaders and leave the other race alone', () => {
    const next = applyRaceUpdate(
      boards,
      { race: race('daily:2026-11-25'), leaders: [leader('b', 1, 900), leader('a', 2, 500)] },
      null,
    );
    expect(next[0]!.leaders.map((l) => l.user.id)).toEqual(['b', 'a']);
    expect(next[1]).toBe(boards[1]);
  });

  it('move the caller’s own place when they are among the leaders', () => {
    const next = applyRaceUpdate(
      boards,
      { race: race('daily:2026-11-25'), leaders: [leader('b', 1, 900), leader('a', 2, 500)] },
      'a',
    );
    expect(next[0]!.me).toEqual({ rank: 2, wagered: 500, prize: 2_000 });
  });

  it('keep the caller’s place when they are not, and say it may be stale', () => {
    const mine = { ...boards[0]!, me: { rank: 14, wagered: 20, prize: 0 } };
    const [next] = applyRaceUpdate(
      [mine],
      { race: race('daily:2026-11-25'), leaders: [leader('b', 1, 900)] },
      'me',
    );
    expect(next!.me).toEqual({ rank: 14, wagered: 20, prize: 0 });
    expect(ownPlaceMayBeStale(next!, 'me')).toBe(true);
    expect(ownPlaceMayBeStale(next!, null)).toBe(false);
  });

  it('ignore a race the page does not show', () => {
    const next = applyRaceUpdate(
      boards,
      { race: race('daily:2026-11-24'), leaders: [leader('z', 1, 1)] },
      null,
    );
    expect(next).toEqual(boards);
  });
});

describe('race countdown', () => {
  it('shows days, then hours, minutes and seconds, rounding up', () => {
    const day = 86_400_000;
    expect(raceCountdownText(3 * day + 4 * 3_600_000 + 5 * 60_000 + 9_000, 0)).toBe('3d 04:05:09');
    expect(raceCountdownText(1_500, 1_000)).toBe('00:00:01');
    expect(raceCountdownText(0, 5_000)).toBe('00:00:00');
  });

  it('reads in words', () => {
    expect(raceCountdownLabel(86_400_000 + 3_600_000 + 60_000, 0)).toBe('1 day, 1 hour, 1 minute');
    expect(raceCountdownLabel(2 * 3_600_000 + 30 * 60_000, 0)).toBe('2 hours, 30 minutes');
    expect(raceCountdownLabel(10_000, 0)).toBe('1 minute');
    expect(raceCountdownLabel(0, 0)).toBe('less than a minute');
  });
});
