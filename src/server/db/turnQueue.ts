/**
 * Runs work one at a time, in the order it was asked for, each piece in an event-loop
 * iteration of its own.
 *
 * Why the embedded database needs this: PGlite runs PostgreSQL on this thread, so a query
 * blocks the event loop while it runs. In one iteration Node's poll phase reads every
 * connection that has a request waiting, and with PGlite each of those requests ran to its
 * answer inside that read, database work included: 200 busy players made one iteration
 * last most of a second. Node (libuv) accepts at most one new connection per iteration,
 * so the 200th player to connect waited minutes while players already connected were
 * served again and again (later requests first; p99 of tens of seconds). PostgreSQL works
 * in another process, so iterations stay short there. Here every piece of work waits for
 * `setImmediate` before it starts: a request read from the network only queues its work,
 * each iteration runs one piece, and new connections are accepted between them.
 */
export class TurnQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** How many pieces of work are running or waiting for their turn. */
  get length(): number {
    return this.waiting;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    this.waiting++;
    const turn = this.tail.then(nextEventLoopTurn).then(work);
    this.tail = turn.then(this.finished, this.finished);
    return turn;
  }

  private readonly finished = () => {
    this.waiting--;
  };
}

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
