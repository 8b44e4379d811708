// What a round game's leader runs: its step, again and again, until the lead is lost or
// handed back. Each lead is a generation; a step that awaited (a sleep, a query) asks
// `isCurrent()` before it acts, so a loop from a lost lead never moves a round again.

/** A sleep that never keeps the process alive on its own. */
export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());

/** After a failed step the loop waits this long, so a broken database is not hammered. */
const RETRY_MS = 1_000;

export class LeaderLoop {
  private generation = 0;

  constructor(
    private readonly step: (isCurrent: () => boolean) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts a new generation (this process leads); an older one stops at its next check. */
  lead(): void {
    const generation = ++this.generation;
    void this.run(() => generation === this.generation);
  }

  /** Stops at once (leadership lost, or shutting down): the next leader resumes. */
  stop(): void {
    this.generation++;
  }

  private async run(isCurrent: () => boolean): Promise<void> {
    while (isCurrent()) {
      try {
        await this.step(isCurrent);
      } catch (error) {
        this.onError(error);
        await sleep(RETRY_MS);
      }
    }
  }
}
