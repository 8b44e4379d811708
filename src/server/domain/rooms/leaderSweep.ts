// The round leader's sweep of one kind of game between players: now and every `everyMs`,
// until it stops leading. One tick at a time is enough: a slow tick only delays the next.

export class LeaderSweep {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tick: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  get leading(): boolean {
    return this.timer !== undefined;
  }

  lead(): void {
    if (this.timer) return;
    const run = () => void this.tick().catch((error: unknown) => this.onError(error));
    this.timer = setInterval(run, this.everyMs);
    this.timer.unref();
    run();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
