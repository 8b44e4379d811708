import type { Hundredths } from '../../../shared/money';
import {
  afterBet,
  CONTRACT_STAKE_LIMITS,
  startTally,
  stopReasonOf,
  type AutoBetSettings,
  type RunTally,
  type StakeLimits,
  type StopReason,
} from './auto-bet-strategy';

/** One bet as the server settled it, and when the page has shown it. */
export interface SettledBet {
  stake: Hundredths;
  payout: Hundredths;
  /** Resolves when its animation has landed and the result shows (never rejects). */
  landed: Promise<void>;
}

export type RunEnd =
  | { reason: StopReason | 'stopped'; tally: RunTally }
  | { reason: 'error'; error: unknown; tally: RunTally };

export interface AutoBetRun {
  settings: AutoBetSettings;
  base: Hundredths;
  limits?: StakeLimits;
  /** Places one bet and resolves once the server settled it; rejects when refused. */
  place: (stake: Hundredths) => Promise<SettledBet>;
  /** Read after each bet: wait for its animation before the next (the normal pace). */
  waitForLanding: () => boolean;
  /** Stop: no bet is sent once aborted; the one in flight still settles. */
  signal: AbortSignal;
  /** Told the number of each bet as it is sent (a count tells no outcome). */
  onSend?: (betNumber: number) => void;
  /** The least time between two bets sent (ms); 0 sends each as soon as it may. */
  minIntervalMs?: number;
}

/**
 * Auto-bet's pace at most: 4 bets a second, 240 a minute, under the API's per-address budget
 * of writes (600 a minute by default, reads apart) with room for a second tab, so a fast run
 * never ends on "Too many requests".
 */
export const AUTO_BET_MIN_INTERVAL_MS = 250;

/** Resolves after `ms`, or at once when the run is stopped. */
function paused(ms: number, stopped: Promise<void>): Promise<unknown> {
  if (ms <= 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slept = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([slept, stopped]).finally(() => clearTimeout(timer));
}

/** Resolves when the signal aborts (never, if it never does). */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Places bets one after another, each only once the previous one settled, until a stop
 * condition holds on the settled results, the signal aborts, or a bet is refused. Resolves
 * with why it ended and `allLanded`, which resolves when every bet's result shows: the page
 * says why the run ended only then, so the reason never tells an outcome early.
 */
export async function runAutoBet(
  run: AutoBetRun,
): Promise<{ end: RunEnd; allLanded: Promise<void> }> {
  const limits = run.limits ?? CONTRACT_STAKE_LIMITS;
  const landings: Promise<void>[] = [];
  const finish = (end: RunEnd) => ({ end, allLanded: Promise.all(landings).then(() => {}) });
  // One listener for the whole run, not one per bet.
  const stopped = aborted(run.signal);
  let tally = startTally(run.base, limits);
  let lastSentAt = -Infinity;

  for (;;) {
    // A timer may fire a millisecond or two early by the clock: sleep again until the whole
    // interval has passed, so the run never outpaces the server's limit.
    const due = lastSentAt + (run.minIntervalMs ?? 0);
    while (Date.now() < due && !run.signal.aborted) await paused(due - Date.now(), stopped);
    if (run.signal.aborted) return finish({ reason: 'stopped', tally });
    lastSentAt = Date.now();
    run.onSend?.(tally.placed + 1);
    let bet: SettledBet;
    try {
      bet = await run.place(tally.nextStake);
    } catch (error) {
      return finish({ reason: 'error', error, tally });
    }
    landings.push(bet.landed);
    tally = afterBet(run.settings, tally, bet, limits);
    const reason = stopReasonOf(run.settings, tally);
    if (reason) return finish({ reason, tally });
    if (run.waitForLanding()) await Promise.race([bet.landed, stopped]);
  }
}
