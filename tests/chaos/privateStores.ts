import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The chaos suite's own PostgreSQL and Redis: it restarts the one and cuts the other, so
// it never touches a server anyone else's tests use. PostgreSQL is a throwaway cluster
// (initdb into a temporary folder, trust on loopback); Redis keeps nothing on disk.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The first free port from `first` to `last`. */
export async function freePortIn(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port++) if (await portFree(port)) return port;
  throw new Error(`ports ${first}-${last} are all taken`);
}

/** The newest installed PostgreSQL's programs (Debian's layout), or PG_BIN. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no PostgreSQL under /usr/lib/postgresql; set PG_BIN');
  return join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asPostgres(program: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
}

function run(program: string, args: string[]): string {
  const [command, argv] = asPostgres(program, args);
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), the server comes back. */
  restart(): Promise<{ downMs: number }>;
  stop(): void;
}

export async function startPostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'chaos-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  // A test server: durability off (nothing survives the suite), enough connections for
  // three nodes' pools, their leadership connections and the suite's own checks.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (args: string[]) =>
    run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, ...args]);
  pgCtl(['-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      const at = Date.now();
      // Asynchronous, so this process keeps its event loop (the load keeps running).
      await new Promise<void>((resolve, reject) => {
        const [command, argv] = asPostgres(join(bin, 'pg_ctl'), [
          '-D',
          data,
          '-l',
          join(dir, 'server.log'),
          '-o',
          options,
          '-m',
          'fast',
          '-w',
          'restart',
        ]);
        const child = spawn(command, argv, { stdio: 'ignore' });
        child.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`)),
        );
      });
      return { downMs: Date.now() - at };
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl(['-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (d) => {
        socket.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });

export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL): every connection drops, the port refuses. */
  cut(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restore(): Promise<void>;
  stop(): void;
}

export async function startRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return;
      if (child.exitCode !== null) throw new Error(`redis-server exited ${child.exitCode}`);
      await sleep(50);
    }
    throw new Error(`redis-server did not answer on ${port}`);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    cut: kill,
    restore: launch,
    stop: () => void kill(),
  };
}
