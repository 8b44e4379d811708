export interface Announcement {
  author: string;
  text: string;
  mentionsMe: boolean;
}

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const MAX_SPOKEN_CHARS = 140;

/**
 * Turns a stream of chat messages into screen-reader announcements a person can follow:
 * at most one per interval. A quiet channel reads each message ("alice: gg"); a busy one
 * is summed up ("6 new messages"), saying when one of them mentions the listener.
 */
export class ThrottledAnnouncer {
  private pending: Announcement[] = [];
  private lastSpokenAt = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;

  constructor(
    private readonly say: (text: string) => void,
    private readonly intervalMs = 4000,
    private readonly timers: Timers = realTimers,
  ) {}

  add(item: Announcement): void {
    this.pending.push(item);
    if (this.timer !== null) return;
    const wait = this.lastSpokenAt + this.intervalMs - this.timers.now();
    if (wait <= 0) this.flush();
    else this.timer = this.timers.setTimeout(() => this.flush(), wait);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  private flush(): void {
    this.timer = null;
    const items = this.pending;
    this.pending = [];
    if (items.length === 0) return;
    this.lastSpokenAt = this.timers.now();
    this.say(summarise(items));
  }
}

export function summarise(items: readonly Announcement[]): string {
  if (items.length === 1) {
    const [only] = items as [Announcement];
    const text =
      only.text.length > MAX_SPOKEN_CHARS ? `${only.text.slice(0, MAX_SPOKEN_CHARS)}…` : only.text;
    return `${only.author}${only.mentionsMe ? ' mentioned you' : ''}: ${text}`;
  }
  const mentions = items.filter((i) => i.mentionsMe).length;
  return `${items.length} new messages${mentions > 0 ? `, ${mentions === 1 ? 'one mentions' : `${mentions} mention`} you` : ''}`;
}
