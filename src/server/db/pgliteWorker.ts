import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { migrateEmbedded } from './migrateEmbedded';
import { PglitePrepared } from './pglitePrepared';
import {
  type ThreadCall,
  type ThreadReady,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
  toWireError,
} from './pgliteWire';

// The embedded database on a thread of its own (pgliteThread.ts starts it): PostgreSQL's
// WebAssembly runs here, so the server's thread keeps serving while a statement runs.

const port = parentPort!;
const { dataDir } = workerData as ThreadStart;
const client = new PGlite(dataDir);
const prepared = new PglitePrepared(client);

/** Identity parsers: the query builder reads these types as PostgreSQL's text. */
const keptAsText = (types: readonly number[]) =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

/** Rows, fields and counts: what a result is, without PGlite's extras. */
const plain = ({ rows, fields, affectedRows }: Awaited<ReturnType<PGlite['query']>>) => ({
  rows,
  fields,
  affectedRows,
});

async function answer(call: ThreadCall): Promise<unknown> {
  switch (call.op) {
    case 'statement':
      return prepared.run(call.statement, call.values, call.inTransaction);
    case 'query':
      return plain(
        await client.query(call.text, call.values, {
          ...(call.rowMode ? { rowMode: call.rowMode } : {}),
          parsers: keptAsText(call.rawTypes),
        }),
      );
    case 'exec':
      return (await client.exec(call.text)).map(plain);
    case 'commit': {
      // A COMMIT of a failed transaction answers ROLLBACK: PGlite's transaction() says so.
      const [result] = (await client.exec('COMMIT')) as { command?: string }[];
      if (result?.command === 'ROLLBACK')
        throw Object.assign(new Error('Transaction is aborted and was rolled back'), {
          code: '25P02',
        });
      return null;
    }
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: toWireError(error),
      } satisfies ThreadReply),
  );
});

migrateEmbedded(client).then(
  () => port.postMessage({ ready: true } satisfies ThreadReady),
  (error: unknown) =>
    port.postMessage({ ready: false, error: toWireError(error) } satisfies ThreadReady),
);
