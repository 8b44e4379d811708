import { AsyncResource } from 'node:async_hooks';
import { arrivalOfWork } from '../lib/workArrival';

/**
 * Runs work one at a time, oldest request first (lib/workArrival.ts), each piece in an
 * event-loop iteration of its own.
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
 *
 * Why oldest request first: in the order asked, a request's second turn waited behind every
 * request that arrived meanwhile, so under load a bet (several turns) took several times a
 * read's wait, and the slowest answers were all bets.
 */
export class TurnQueue {
  private readonly heap: Turn[] = [];
  private asked = 0;
  private running = false;

  /** How many pieces of work are running or waiting for their turn. */
  get length(): number {
    return this.heap.length + (this.running ? 1 : 0);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      push(this.heap, {
        arrivedAt: arrivalOfWork(),
        order: this.asked++,
        // In the asker's async context, whichever turn's end starts it.
        start: AsyncResource.bind(async () => {
          try {
            resolve(await work());
          } catch (error) {
            reject(error);
          }
        }),
      });
      if (!this.running) this.next();
    });
  }

  private next(): void {
    this.running = true;
    setImmediate(() => {
      const turn = pop(this.heap)!;
      void turn.start().finally(() => {
        if (this.heap.length > 0) this.next();
        else this.running = false;
      });
    });
  }
}

interface Turn {
  arrivedAt: number;
  /** Ties (work of one request, or of requests at one instant) go in the order asked. */
  order: number;
  start(): Promise<void>;
}

const before = (a: Turn, b: Turn) =>
  a.arrivedAt < b.arrivedAt || (a.arrivedAt === b.arrivedAt && a.order < b.order);

// A binary heap: hundreds of waiting turns under load, one push and one pop a turn.
function push(heap: Turn[], turn: Turn): void {
  heap.push(turn);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[i]!, heap[parent]!)) break;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function pop(heap: Turn[]): Turn | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || !last) return top;
  heap[0] = last;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let first = i;
    if (left < heap.length && before(heap[left]!, heap[first]!)) first = left;
    if (right < heap.length && before(heap[right]!, heap[first]!)) first = right;
    if (first === i) return top;
    [heap[i], heap[first]] = [heap[first]!, heap[i]!];
    i = first;
  }
}
