import type { RaceBoard, RaceLeader, ServerEventPayload } from '../../../shared/contract';

export type RaceUpdate = ServerEventPayload<'race.update'>['data'];

/**
 * A live update applied to the boards the page shows: the race it names gets the new top
 * places; the caller's own place follows when they are among them (otherwise it is kept
 * until the next read). An update of a race not shown (a period that just ended) is ignored.
 */
export function applyRaceUpdate(
  boards: readonly RaceBoard[],
  update: RaceUpdate,
  userId: string | null,
): RaceBoard[] {
  return boards.map((board) => {
    if (board.race.id !== update.race.id) return board;
    const mine = userId ? update.leaders.find((leader) => leader.user.id === userId) : undefined;
    return {
      race: update.race,
      leaders: update.leaders,
      me: mine ? standingOf(mine) : board.me,
    };
  });
}

/** Whether the caller's own place may have moved without them being in the top places. */
export function ownPlaceMayBeStale(board: RaceBoard, userId: string | null): boolean {
  if (!userId || !board.me) return false;
  return !board.leaders.some((leader) => leader.user.id === userId);
}

const standingOf = (leader: RaceLeader) => ({
  rank: leader.rank,
  wagered: leader.wagered,
  prize: leader.prize,
});

/** "3d 04:05:09", "04:05:09" under a day; zero once the moment passed. */
export function raceCountdownText(untilMs: number, nowMs: number): string {
  const total = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The same span in words, for screen readers: "3 days, 4 hours, 5 minutes". */
export function raceCountdownLabel(untilMs: number, nowMs: number): string {
  const minutesLeft = Math.max(0, Math.ceil((untilMs - nowMs) / 60_000));
  const parts: Array<[number, string]> = [
    [Math.floor(minutesLeft / 1440), 'day'],
    [Math.floor(minutesLeft / 60) % 24, 'hour'],
    [minutesLeft % 60, 'minute'],
  ];
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return words.length > 0 ? words.join(', ') : 'less than a minute';
}
