import { createServer, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { TurnQueue } from './turnQueue';

const BUSY_CLIENTS = 40;
const NEWCOMERS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Blocks this thread, as a PGlite query does. */
function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('TurnQueue', () => {
  it('runs work one at a time, in the order it was asked for', async () => {
    const queue = new TurnQueue();
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        queue.run(async () => {
          started.push(i);
          most = Math.max(most, ++running);
          await sleep((i * 7) % 5);
          running--;
        }),
      ),
    );
    expect(started).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(most).toBe(1);
    expect(queue.length).toBe(0);
  });

  it('lets the event loop turn between two pieces of work', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    const first = queue.run(async () => {
      log.push('first');
      setImmediate(() => log.push('event loop'));
    });
    const second = queue.run(async () => {
      log.push('second');
    });
    await Promise.all([first, second]);
    expect(log).toEqual(['first', 'event loop', 'second']);
  });

  it('gives even a lone piece of work an iteration of its own', async () => {
    // A request read from the network finds the queue empty; its work must still wait for
    // the next iteration, or every request read in one poll phase runs inside it.
    const queue = new TurnQueue();
    const log: string[] = [];
    setImmediate(() => log.push('event loop'));
    await queue.run(async () => {
      log.push('work');
    });
    expect(log).toEqual(['event loop', 'work']);
  });

  it('passes a failure to its caller and goes on with the next', async () => {
    const queue = new TurnQueue();
    const failing = queue.run(async () => {
      throw new Error('refused');
    });
    const next = queue.run(async () => 'served');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('served');
  });

  // The production failure: players on open connections keep asking, each request's
  // database work blocks the thread (PGlite), and new players connect. Node reads every
  // waiting request in one poll phase and accepts one connection per event-loop iteration;
  // had the work run inside the read, one iteration would serve every open connection and
  // the newcomers would wait for dozens of such iterations.
  it('keeps accepting new connections while open ones keep the database busy', async () => {
    const queue = new TurnQueue();
    let accepted = 0;
    let newcomersAccepted = 0;
    const server = createServer((socket) => {
      accepted++;
      if (accepted > BUSY_CLIENTS) newcomersAccepted++;
      socket.on('error', () => undefined);
      socket.on('data', () => {
        void queue.run(async () => busyFor(5)).then(() => socket.write('x'));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const sockets: Socket[] = [];
    let playing = true;
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.off('error', reject).on('error', () => undefined);
          resolve(socket);
        });
        socket.on('error', reject);
        sockets.push(socket);
      });
    try {
      // Busy players: each asks again as soon as it is answered.
      for (let i = 0; i < BUSY_CLIENTS; i++) {
        const socket = await open();
        socket.on('data', () => playing && socket.write('x'));
        socket.write('x');
      }
      await sleep(100);
      const started = performance.now();
      await Promise.all(Array.from({ length: NEWCOMERS }, open));
      while (newcomersAccepted < NEWCOMERS && performance.now() - started < 10_000) await sleep(5);
      const waited = performance.now() - started;
      expect(newcomersAccepted).toBe(NEWCOMERS);
      // One request's work (5 ms) per iteration: 20 accepts in a fraction of a second.
      // Served inline, each iteration would take 40 x 5 ms and the 20 accepts about 4 s.
      expect(waited).toBeLessThan(2000);
    } finally {
      playing = false;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
