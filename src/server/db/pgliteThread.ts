import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { Statement } from './database';
import {
  type ThreadCall,
  type ThreadReady,
  type ThreadReply,
  type ThreadStart,
  fromWireError,
} from './pgliteWire';
import { pgliteWorkerUrl } from './pgliteWorkerFile';

// The embedded database on its own thread (pgliteWorker.ts). Under load PostgreSQL's
// WebAssembly was half of the server's CPU, all of it on the thread that also answers
// HTTP and sockets; there, a second core runs it. Every call is one message each way.
// Exclusivity stays with the caller (client.ts's turn queue): this only carries calls.

export class PgliteThread {
  private readonly pending = new Map<
    number,
    { resolve(result: unknown): void; reject(error: unknown): void }
  >();
  private nextId = 1;
  /** Set once the worker is gone: every call after it fails at once with this. */
  private ended: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(fromWireError(reply.error));
    });
    const end = (error: Error) => {
      this.ended ??= error;
      for (const call of this.pending.values()) call.reject(this.ended);
      this.pending.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`The database thread exited (code ${code})`)));
  }

  /** Starts the worker on a data folder; resolves once its database is migrated. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(await pgliteWorkerUrl(), {
      workerData: { dataDir } satisfies ThreadStart,
    });
    let onExit = (_code: number) => {};
    let onError = (_error: Error) => {};
    const ready = await new Promise<ThreadReady>((resolve, reject) => {
      onExit = (code) => reject(new Error(`The database thread exited (code ${code})`));
      onError = reject;
      worker.once('message', resolve);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    // Only these two: the Worker keeps listeners of its own (removeAllListeners stops it).
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (!ready.ready) {
      await worker.terminate();
      throw fromWireError(ready.error);
    }
    return new PgliteThread(worker);
  }

  private call<T>(call: ThreadCall): Promise<T> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ ...call, id });
    });
  }

  statement<T>(statement: Statement, values: unknown[], inTransaction: boolean): Promise<T[]> {
    return this.call({
      op: 'statement',
      statement: { name: statement.name, text: statement.text },
      values,
      inTransaction,
    });
  }

  /** What the query builder calls PGlite's query(), carried whole. */
  query: PGlite['query'] = (text, values = [], options) =>
    this.call({
      op: 'query',
      text,
      values,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      rawTypes: rawTypesOf(options?.parsers),
    });

  exec = (text: string): Promise<Results[]> => this.call({ op: 'exec', text });

  /**
   * PGlite's transaction() over the thread: BEGIN, the body's calls, then COMMIT, or ROLLBACK
   * when the body throws. The caller's turn keeps every other call out meanwhile.
   */
  transaction = async <T>(body: (tx: Transaction) => Promise<T>): Promise<T> => {
    await this.exec('BEGIN');
    let closed = false;
    const tx = {
      query: this.query,
      exec: this.exec,
      rollback: async () => {
        closed = true;
        await this.exec('ROLLBACK');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await body(tx);
      if (!closed) {
        closed = true;
        await this.call({ op: 'commit' });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.exec('ROLLBACK');
      }
      throw error;
    }
  };

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}

/**
 * The types a query asks for as text. Only identity parsers cross (the query builder's):
 * a parser that changes its value is code, and code cannot cross the thread.
 */
function rawTypesOf(parsers: Record<number, (value: string, type: number) => unknown> | undefined) {
  const types = Object.entries(parsers ?? {});
  for (const [type, parser] of types)
    if (parser('\u0000probe', Number(type)) !== '\u0000probe')
      throw new Error(`A parser for type ${type} cannot run on the database thread`);
  return types.map(([type]) => Number(type));
}
