// One bare socket.io server and nothing else: the bench runs two, each its own process as
// the game's servers are, joined by @socket.io/redis-adapter on a key of their own. The
// trigger: an HTTP request with a BareMessage, broadcast to its room as it is, or batched
// the way our relay batches it (roulette.bets: one window per BATCH_MS). Run as a process
// by spawnBare(): `tsx tools/bench/rounds/bareServer.ts <redis key>`.
import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingMessage, createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { REDIS_URL } from '../../../tests/helpers/pgDatabase';
import { type BareMessage, ROUND_GAMES } from './roundGames';

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Batches of one event in one room: the first message opens the window. */
function batcher(io: Server) {
  const windows = new Map<string, Map<number, BareMessage['data']>>();
  return (message: BareMessage) => {
    const id = `${message.room}|${message.event}`;
    let open = windows.get(id);
    if (!open) {
      const rounds = new Map<number, BareMessage['data']>();
      windows.set(id, rounds);
      setTimeout(() => {
        windows.delete(id);
        for (const data of rounds.values()) io.to(message.room).emit(message.event, { data });
      }, message.batchMs);
      open = rounds;
    }
    const known = open.get(message.data.roundId);
    const bets = [...((known?.bets as unknown[]) ?? []), ...(message.data.bets as unknown[])];
    open.set(message.data.roundId, { ...message.data, bets });
  };
}

async function serveBare(key: string): Promise<void> {
  const pub = new Redis(REDIS_URL);
  const sub = pub.duplicate();
  // Longer than the bench's pauses between triggers (Fastify's own default is 72 s): a
  // pooled connection closed by the server just as the next trigger reuses it fails it.
  const http = createServer();
  http.keepAliveTimeout = 75_000;
  const io = new Server(http);
  io.adapter(createAdapter(pub, sub, { key }));
  const batch = batcher(io);
  io.on('connection', (socket) => {
    for (const { room } of ROUND_GAMES)
      socket.on(`${room}.subscribe`, async (ack: (ok: boolean) => void) => {
        await socket.join(room);
        ack(true);
      });
  });
  http.on('request', (req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const message = JSON.parse(body) as BareMessage;
      if (message.batchMs > 0) batch(message);
      else io.to(message.room).emit(message.event, { data: message.data });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    void io.close(() => {
      pub.disconnect();
      sub.disconnect();
      process.exit(0);
    });
  });
  const address = http.address();
  console.log(`bare-port ${typeof address === 'object' && address ? address.port : 0}`);
}

/** Starts one bare server as a process of its own; answers once it listens. */
export async function spawnBare(key: string): Promise<BareServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), key],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const found = /bare-port (\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', (code) => reject(new Error(`bare server exited (${code}): ${out}`)));
      setTimeout(() => reject(new Error('bare server not listening within 30 s')), 30_000);
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await serveBare(process.argv[2] ?? 'bench-rounds');
  await new Promise(() => {}); // serves until SIGTERM
}
