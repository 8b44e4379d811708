/**
 * A message the server refused (slow mode, too fast, a repeat, a mute), shown as one
 * inline notice under the composer: the newest refusal replaces the last, and a wait the
 * server named counts down until it is over and the notice goes.
 */
export interface SendRefusal {
  /** The server's words, e.g. "Slow mode is on in this channel: wait 3 s". */
  message: string;
  code?: string;
  /** The channel it was refused in; switching channels leaves it behind. */
  channel: string;
  /** When it was refused (ms since the epoch). */
  at: number;
  /** When the named wait ends (ms since the epoch); null when the server named none. */
  until: number | null;
}

// The server words every wait the same way ("…: wait 3 s", chatRules.ts); the seconds are
// read back from it so the countdown is the server's own, not a guess from the channel.
const WAIT = /\bwait (\d+) s\b/;

export function sendRefusal(
  error: { message: string; code?: string },
  channel: string,
  now: number,
): SendRefusal {
  const seconds = WAIT.exec(error.message)?.[1];
  return {
    message: error.message,
    code: error.code,
    channel,
    at: now,
    until: seconds === undefined ? null : now + Number(seconds) * 1000,
  };
}

/** Whole seconds still to wait, rounded up; 0 when the wait is over (or none was named). */
export function secondsLeft(refusal: SendRefusal, now: number): number {
  if (refusal.until === null) return 0;
  // A clock read before the refusal (a timer's last tick) counts from the refusal itself.
  return Math.max(0, Math.ceil((refusal.until - Math.max(now, refusal.at)) / 1000));
}

/**
 * What the notice says now: the server's words with the seconds left, or null once a named
 * wait is over (the player may write again, so there is nothing left to say).
 */
export function refusalText(refusal: SendRefusal, now: number): string | null {
  if (refusal.until === null) return refusal.message;
  const left = secondsLeft(refusal, now);
  return left > 0 ? refusal.message.replace(WAIT, `wait ${left} s`) : null;
}
