import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ConcurrencyGate } from '../../lib/concurrencyGate';

// Password hashes on threads of their own, each run at a lower CPU priority than the rest of
// the process. A hash is tens of milliseconds of CPU: when a crowd signs up at once on a
// small machine, the hashes then take the CPU the event loop and the database leave, rather
// than an equal share of it, so bets and reads keep their pace and the sign-ups wait instead.
// On an idle machine a hash takes as long as before.

/** What a thread is asked: a new hash, or whether a password matches a stored one. */
type Job =
  | { op: 'hash'; password: string; options: Record<string, number> }
  | { op: 'verify'; stored: string; password: string };

type Reply = { ok: true; value: string | boolean } | { ok: false; message: string };

/**
 * A thread's code. Plain JavaScript run as the worker's script, so it needs no TypeScript
 * loader or second bundle: it loads the argon2 binding from the path the server resolved.
 * On Linux a thread's nice value is its own (setpriority on the calling thread), so lowering
 * it here leaves the event loop's priority alone; elsewhere it would lower the whole process,
 * so the server asks for it on Linux only.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { setPriority } = require('node:os');
const argon2 = require(workerData.argon2);
if (workerData.nice !== 0) setPriority(workerData.nice);
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash'
      ? argon2.hashSync(job.password, job.options)
      : argon2.verifySync(job.stored, job.password);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error?.message ?? error) });
  }
});`;

const ARGON2_BINDING = createRequire(import.meta.url).resolve('@node-rs/argon2');

/** The nice value hashing threads run at: below the event loop, never starved. */
export const HASHING_NICE = 10;

export class PasswordThreads {
  private readonly gate: ConcurrencyGate;
  /** Threads waiting for work; one is started when none waits and the gate lets a job in. */
  private readonly idle: Worker[] = [];

  /**
   * @param threads at most this many hashes at once, one per thread.
   * @param nice the threads' nice value (0 keeps the process's); applied on Linux only.
   */
  constructor(
    threads: number,
    private readonly nice: number = process.platform === 'linux' ? HASHING_NICE : 0,
  ) {
    this.gate = new ConcurrencyGate(threads);
  }

  hash(password: string, options: Record<string, number>): Promise<string> {
    return this.run({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(stored: string, password: string): Promise<boolean> {
    return this.run({ op: 'verify', stored, password }) as Promise<boolean>;
  }

  /** Stops every waiting thread (tests; a server exits with them unreferenced anyway). */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private run(job: Job): Promise<string | boolean> {
    return this.gate.run(async () => {
      const worker = this.idle.pop() ?? this.start();
      const reply = await this.ask(worker, job);
      // A job that failed (a malformed stored hash) leaves its thread as good as before.
      this.idle.push(worker);
      if (!reply.ok) throw new Error(reply.message);
      return reply.value;
    });
  }

  private start(): Worker {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { argon2: ARGON2_BINDING, nice: this.nice },
    });
    // A waiting thread never keeps the process alive; a busy one is referenced by its job.
    worker.unref();
    return worker;
  }

  /** The thread's reply; rejects only when the thread itself fails, and drops it. */
  private ask(worker: Worker, job: Job): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        worker.unref();
      };
      const onMessage = (reply: Reply) => {
        settle();
        resolve(reply);
      };
      const onFailure = (error: unknown) => {
        settle();
        void worker.terminate();
        reject(
          error instanceof Error ? error : new Error(`a hashing thread exited (${String(error)})`),
        );
      };
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      worker.ref();
      worker.postMessage(job);
    });
  }
}
