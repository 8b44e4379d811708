import { ConcurrencyGate } from '../../lib/concurrencyGate';
import { DomainError } from '../errors';

/**
 * Runs at most `atOnce` jobs together; later ones wait their turn, up to `waitingMax`,
 * past which a job is refused at once (503) rather than queued without end. Resizing is
 * CPU work on libuv's small thread pool, which file and DNS work share.
 */
export class WorkQueue {
  private readonly gate: ConcurrencyGate;

  constructor(
    atOnce: number,
    private readonly waitingMax: number,
  ) {
    this.gate = new ConcurrencyGate(atOnce);
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.gate.full && this.gate.waiting >= this.waitingMax)
      return Promise.reject(
        new DomainError('IMAGES_BUSY', 'Too many pictures are being prepared; try again', 503),
      );
    return this.gate.run(job);
  }
}
