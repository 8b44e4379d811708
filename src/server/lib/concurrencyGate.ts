/**
 * At most `limit` pieces of work at once; the rest wait their turn, in the order they came.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!(Number.isInteger(limit) && limit >= 1)) throw new RangeError('a gate lets one through');
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.queue.push(go));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      // The finished piece's place passes straight to the next one in line.
      if (next) next();
      else this.running--;
    }
  }

  /** Whether every place is taken: the next piece would wait. */
  get full(): boolean {
    return this.running >= this.limit;
  }

  /** Pieces waiting for a place. */
  get waiting(): number {
    return this.queue.length;
  }
}
