import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/lib/projectRoot';

// `npm run cluster` as an operator starts it (tools/cluster.mjs): nginx and three built
// nodes in their own processes, found through nginx, their metrics ports and pid files.

export interface ClusterNode {
  name: string;
  port: number;
  metricsPort: number;
}

export interface LocalCluster {
  /** nginx: every request of the test goes through it. */
  url: string;
  origin: string;
  nodes: ClusterNode[];
  /** From the spawn to nginx and every node answering /ready, and nginx serving from each. */
  startupMs: number;
  output: () => string;
  /** The node's current process id (its supervisor rewrites the file at each start). */
  pidOf(node: ClusterNode): number;
  /** SIGTERM, as Ctrl-C would; resolves with the exit code and how long the stop took. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * Where random runs start: below Linux's ephemeral range (32768 up), from which the kernel
 * gives outgoing connections their local port. A port there can be free when checked and
 * taken by a connection to Redis a moment later, before the node listens (seen in CI:
 * node-3 restarting on EADDRINUSE until the cluster gave up).
 */
const RANDOM_PORTS = { from: 20_000, below: 32_000 };

/** A run of `count` free consecutive ports, from `base` when given (else a random one). */
async function freeRun(count: number, base?: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const span = RANDOM_PORTS.below - RANDOM_PORTS.from - count;
    const first = base ?? RANDOM_PORTS.from + Math.floor(Math.random() * span);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return first;
    if (base !== undefined) throw new Error(`ports ${first}-${first + count - 1} are taken`);
  }
  throw new Error('no free ports');
}

const envPort = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

export interface Launch {
  ready: Promise<LocalCluster>;
  /** Stops the cluster whether or not it became ready (a test hook that timed out). */
  stop(): Promise<unknown>;
}

/** Spawns `npm run cluster`'s script; `ready` resolves once nginx and every node answer. */
export function launchLocalCluster(env: Record<string, string>, readyWithinMs = 180_000): Launch {
  let stopNow: (() => Promise<unknown>) | null = null;
  let stopped = false;
  const ready = start(env, readyWithinMs, (stop) => {
    stopNow = stop;
    if (stopped) void stop();
  });
  return {
    ready,
    stop: async () => {
      stopped = true;
      await stopNow?.();
    },
  };
}

async function start(
  env: Record<string, string>,
  readyWithinMs: number,
  onSpawn: (stop: () => Promise<unknown>) => void,
): Promise<LocalCluster> {
  const port = await freeRun(1, envPort('CLUSTER_TEST_PORT'));
  const nodePort = await freeRun(3, envPort('CLUSTER_TEST_NODE_PORT'));
  const metricsPort = await freeRun(3, envPort('CLUSTER_TEST_METRICS_PORT'));
  const dir = mkdtempSync(join(tmpdir(), 'cluster-'));
  const origin = `http://localhost:${port}`;
  const startedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['tools/cluster.mjs'], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_NODE_PORT: String(nodePort),
      CLUSTER_METRICS_PORT: String(metricsPort),
      CLUSTER_DIR: dir,
      SITE_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: whatever happens, the test can end nginx and every node.
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async (keepLogs = false) => {
    const at = Date.now();
    if (child.exitCode === null) child.kill('SIGTERM');
    const late = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000);
    const code = await exited;
    clearTimeout(late);
    if (!keepLogs) rmSync(dir, { recursive: true, force: true });
    return { code, ms: Date.now() - at };
  };
  onSpawn(() => stop(true));

  const url = `http://127.0.0.1:${port}`;
  const nodes = [0, 1, 2].map((i) => ({
    name: `node-${i + 1}`,
    port: nodePort + i,
    metricsPort: metricsPort + i,
  }));
  const deadline = Date.now() + readyWithinMs;
  const ready = async (base: string) => {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the cluster exited early (${child.exitCode}):\n${log}`);
      try {
        if ((await fetch(`${base}/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the cluster was not ready in time (logs in ${dir}):\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /**
   * nginx serves from every node: a node that refused nginx's connection while it started
   * (the readiness polls above go through nginx too) is skipped for its fail_timeout, and
   * until then every new player would land on the nodes that were up first.
   */
  const servedByEvery = async () => {
    const wanted = new Set(nodes.map((n) => `127.0.0.1:${n.port}`));
    const seen = new Set<string>();
    while ([...wanted].some((address) => !seen.has(address))) {
      if (Date.now() > deadline)
        throw new Error(`nginx served from ${[...seen].join(', ') || 'no node'} only:\n${log}`);
      const res = await fetch(`${url}/ready`);
      seen.add(res.headers.get('x-served-by') ?? '?');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  try {
    await Promise.all([url, ...nodes.map((n) => `http://127.0.0.1:${n.port}`)].map(ready));
    await servedByEvery();
  } catch (error) {
    await stop(true);
    throw error;
  }

  return {
    url,
    origin,
    nodes,
    startupMs: Date.now() - startedAt,
    output: () => log,
    pidOf: (node) => Number(readFileSync(join(dir, `${node.name}.pid`), 'utf8').trim()),
    stop: () => stop(),
  };
}

/** One figure of a node's /metrics, or null when the node does not answer within 1 s. */
export async function metric(node: ClusterNode, name: string): Promise<number | null> {
  try {
    // A node starting again (its supervisor restarts a killed one) may be slow to answer.
    const text = await (
      await fetch(`http://127.0.0.1:${node.metricsPort}/metrics`, {
        signal: AbortSignal.timeout(1_000),
      })
    ).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : null;
  } catch {
    return null;
  }
}
