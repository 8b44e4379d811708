import { DomainError } from '../errors';

/**
 * Runs at most `atOnce` jobs together; later ones wait their turn, up to `waitingMax`,
 * past which a job is refused at once (503) rather than queued without end. Resizing is
 * CPU work on libuv's small thread pool, which file and DNS work share.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waitingMax: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.waitingMax)
        throw new DomainError(
          'IMAGES_BUSY',
          'Too many pictures are being prepared; try again',
          503,
        );
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next job, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
