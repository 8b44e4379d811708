import type { NotificationRecord } from '../events';

export interface TimelineHandlers {
  /** A scheduled notification reached its start. */
  onStart(id: string): void;
  /** A notification reached its expiry. */
  onExpire(id: string): void;
}

export interface TimelineClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

const systemClock: TimelineClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms);
    // A pending start or expiry must not keep a stopping process alive.
    timer.unref();
    return timer;
  },
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/** setTimeout's ceiling (about 24.8 days); a later moment is reached in several hops. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Moment = 'start' | 'expire';

/**
 * This process's timers for the starts and expiries still ahead. Every process keeps its
 * own and only serves its own sockets, so a cluster delivers each event once per socket.
 */
export class NotificationTimeline {
  private readonly timers = new Map<string, unknown>();

  constructor(
    private readonly handlers: TimelineHandlers,
    private readonly clock: TimelineClock = systemClock,
  ) {}

  /**
   * (Re)arms the moments of a notification that lie after `reference`, the time its change
   * was planned at: a start planned as "not yet" is always fired here, even if this process
   * only hears of it a little after the start.
   */
  track(
    notification: Pick<NotificationRecord, 'id' | 'startsAt' | 'expiresAt'>,
    reference: Date,
  ): void {
    this.forget(notification.id);
    if (notification.startsAt.getTime() > reference.getTime())
      this.arm(notification.id, 'start', notification.startsAt.getTime());
    if (notification.expiresAt && notification.expiresAt.getTime() > reference.getTime())
      this.arm(notification.id, 'expire', notification.expiresAt.getTime());
  }

  forget(id: string): void {
    for (const moment of ['start', 'expire'] as const) {
      const key = `${id}:${moment}`;
      if (this.timers.has(key)) this.clock.clearTimer(this.timers.get(key));
      this.timers.delete(key);
    }
  }

  /** How many moments are armed (for tests and health). */
  get size(): number {
    return this.timers.size;
  }

  stop(): void {
    for (const timer of this.timers.values()) this.clock.clearTimer(timer);
    this.timers.clear();
  }

  private arm(id: string, moment: Moment, at: number): void {
    const key = `${id}:${moment}`;
    const wait = Math.max(0, at - this.clock.now());
    const timer = this.clock.setTimer(
      () => {
        this.timers.delete(key);
        // Timers may wake a little early, and long waits take several hops: go again.
        if (this.clock.now() < at) return this.arm(id, moment, at);
        if (moment === 'start') this.handlers.onStart(id);
        else this.handlers.onExpire(id);
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    this.timers.set(key, timer);
  }
}
