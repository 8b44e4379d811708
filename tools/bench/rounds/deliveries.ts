import type { Socket } from 'socket.io-client';

// Who is still waiting for which message. A message is known by a key its payload carries
// (the betting player's username: each bets once per round), so the bench can stamp a
// message as sent before the server has even answered the bet.

const DELIVERY_TIMEOUT_MS = 60_000;

export class Deliveries {
  private readonly pending = new Map<string, { sentAt: number; left: number; done: () => void }>();
  private latencies: number[] = [];

  /** Counts `event` on every socket; `keysOf` names the messages a payload carries. */
  listen(sockets: Socket[], event: string, keysOf: (payload: unknown) => string[]) {
    for (const socket of sockets)
      socket.on(event, (payload: unknown) => {
        for (const key of keysOf(payload)) this.heard(key);
      });
  }

  /** Stamps `key` as sent now; the promise settles once `receivers` sockets heard it. */
  expect(key: string, receivers: number): { delivered: Promise<void>; cancel: () => void } {
    let cancel = () => {};
    const delivered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const left = this.pending.get(key)?.left;
        this.pending.delete(key);
        reject(new Error(`${left} of ${receivers} sockets never heard ${key}`));
      }, DELIVERY_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      cancel = () => {
        this.pending.delete(key);
        done();
      };
      this.pending.set(key, { sentAt: performance.now(), left: receivers, done });
    });
    return { delivered, cancel };
  }

  /** Other processes on this Redis may speak in these rooms too: unknown keys are not ours. */
  private heard(key: string) {
    const waiting = this.pending.get(key);
    if (!waiting) return;
    this.latencies.push(performance.now() - waiting.sentAt);
    if (--waiting.left === 0) {
      this.pending.delete(key);
      waiting.done();
    }
  }

  take(): number[] {
    const taken = this.latencies;
    this.latencies = [];
    return taken;
  }
}
