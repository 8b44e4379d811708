// The built server (`npm start`'s dist/server/main.js) in a child process, for the benches
// that measure as players reach it: a separate process is the client, so none of the
// client's work runs on the server's thread.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, or throws when the server exits or 120 s pass. */
export async function waitReady(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server was not ready within 120 s');
}

/** Both round games' chains published: a first start's build is over. */
export async function waitForChains(base: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const listed = await fetch(`${base}/api/fairness/round-chains`).then(
      async (response) => ((await response.json()) as { chains?: unknown[] }).chains?.length ?? 0,
      () => 0,
    );
    if (listed >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the round chains were not built within 10 minutes');
}

/** A process's CPU time so far (user and system, ms), from /proc. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

export interface BuiltServer {
  base: string;
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts dist/server/main.js (or the build BENCH_SERVER names, for a paired run against
 * another build) with production settings, no client files and `env` over them, and answers
 * once /ready does. Its log lines go nowhere, as a bench's should.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  /** Node's own flags before the script (a CPU profile's, say). */
  nodeArgs: readonly string[] = [],
): Promise<BuiltServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const base = `http://127.0.0.1:${port}`;
  const script = process.env.BENCH_SERVER ?? 'dist/server/main.js';
  const server = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      SITE_ORIGIN: origin,
      SERVE_CLIENT: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that fails part way must not leave its server running.
  const orphan = () => server.kill('SIGKILL');
  process.once('exit', orphan);
  const stop = async () => {
    process.off('exit', orphan);
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
  try {
    await waitReady(`${base}/ready`, server);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return { base, origin, process: server, stop };
}
