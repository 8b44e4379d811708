import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from '../../src/server/lib/projectRoot';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Starts `src/server/main.ts` as its own process, as a deployment would, and waits for /ready. */
export async function startServerProcess(
  env: Record<string, string>,
  readyWithinMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SERVE_CLIENT: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      // A short chain for the round games: the full one costs a minute of CPU to build.
      ROUND_CHAIN_LENGTH: '2000',
      // Never the shared default port 9464: a test that reads /metrics names its own.
      METRICS_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server not ready within ${readyWithinMs / 1000} s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
