import { type Beacon, BeaconError, type BeaconReading } from './beacon';

export interface WaitOptions {
  /** Give up (BeaconError 'unavailable') after this long. */
  maxWaitMs?: number;
  /** Pause after a failed call before asking again. */
  retryMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (error: BeaconError) => void;
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    // Aborted while the beacon was being asked: its abort event has already fired.
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Asks until the named round's value is ready. A failed call ('unavailable') is retried;
 * an answer that failed verification ('invalid') is thrown at once: the caller must not
 * settle a game on it, and an operator should look.
 */
export async function waitForRound(
  beacon: Beacon,
  round: number,
  options: WaitOptions = {},
): Promise<Extract<BeaconReading, { status: 'ready' }>> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const retryMs = options.retryMs ?? 2_000;
  const deadline = now() + (options.maxWaitMs ?? 10 * 60_000);
  for (;;) {
    options.signal?.throwIfAborted();
    let pauseMs: number;
    try {
      const reading = await beacon.read(round);
      if (reading.status === 'ready') return reading;
      pauseMs = reading.retryAfterMs;
    } catch (error) {
      if (!(error instanceof BeaconError) || error.kind === 'invalid') throw error;
      options.onRetry?.(error);
      pauseMs = retryMs;
    }
    const left = deadline - now();
    if (left <= 0) {
      throw new BeaconError('unavailable', `${beacon.label} round ${round} did not arrive in time`);
    }
    await sleep(Math.max(1, Math.min(pauseMs, left)), options.signal);
  }
}
