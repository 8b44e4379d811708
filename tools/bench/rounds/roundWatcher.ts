import type { Socket } from 'socket.io-client';
import type { BenchRound } from './roundGames';

// Follows a round game's rounds through one subscribed socket, so the bench bets only in
// a betting window long enough to be worth it.

/** A betting window with less left than this is skipped for the next one. */
const MIN_WINDOW_MS = 2_000;

export function roundWatcher(socket: Socket, roundEvent: string) {
  let latest: BenchRound | null = null;
  socket.on(roundEvent, (payload: { data: { round: BenchRound } }) => {
    if (!latest || payload.data.round.id >= latest.id) latest = payload.data.round;
  });
  /** The next round after round id `after` that takes bets for long enough. */
  return async (after: number, timeoutMs = 180_000): Promise<BenchRound> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const round = latest as BenchRound | null;
      if (
        round &&
        round.id > after &&
        round.phase === 'betting' &&
        Date.parse(round.bettingEndsAt) - Date.now() > MIN_WINDOW_MS
      )
        return round;
      if (Date.now() > deadline) throw new Error(`no betting window within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}
