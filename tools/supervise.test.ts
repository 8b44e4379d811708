import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Supervisor, backoffDelay, supervise } from './supervise.mjs';

// Real child processes: each run of the "server" appends a line to a file, then does what
// the script says for that run (its 1-based number is RUN).

let dir: string;
let running: Supervisor | undefined;
const lines: string[] = [];
/** The process id of each start, as onStart reports it (the cluster's pid files). */
const pids: (number | undefined)[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'supervise-'));
  lines.length = 0;
  pids.length = 0;
});
afterEach(async () => {
  running?.stop('SIGKILL');
  await running?.done;
  running = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const runsFile = () => join(dir, 'runs');
const runs = () => (existsSync(runsFile()) ? readFileSync(runsFile(), 'utf8').length : 0);

/** A child that records its run, then runs `body` with RUN set to its number. */
function start(body: string, backoff = { firstMs: 20, maxMs: 50, resetAfterMs: 60_000 }) {
  const script = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(runsFile())}, 'x');
    const RUN = fs.readFileSync(${JSON.stringify(runsFile())}, 'utf8').length;
    ${body}`;
  running = supervise({
    command: process.execPath,
    args: ['-e', script],
    stdio: 'ignore',
    log: (line) => lines.push(line),
    backoff,
    onStart: (child) => pids.push(child.pid),
  });
  return running;
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('npm start supervision', () => {
  it('pauses twice as long after each quick crash, up to the cap', () => {
    const backoff = { firstMs: 1_000, maxMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, backoff))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('starts a server that exits with an error again, until it exits cleanly', async () => {
    const supervisor = start('process.exit(RUN <= 3 ? 3 : 0);');
    expect(await supervisor.done).toBe(0);
    expect(runs()).toBe(4);
    expect(lines).toEqual([
      'server exited with code 3; restarting in 20 ms',
      'server exited with code 3; restarting in 40 ms',
      'server exited with code 3; restarting in 50 ms',
    ]);
  }, 20_000);

  it('starts a server killed by a signal again', async () => {
    const supervisor = start(`if (RUN === 1) process.kill(process.pid, 'SIGKILL');`);
    await until(() => runs() === 2, 'a second run');
    expect(lines).toEqual(['server was killed by SIGKILL; restarting in 20 ms']);
    expect(await supervisor.done).toBe(0);
    // Each start is reported with its own process.
    expect(pids).toHaveLength(2);
    expect(new Set(pids).size).toBe(2);
    expect(pids.every((pid) => Number.isInteger(pid))).toBe(true);
  }, 20_000);

  it('starts the pauses over after a server that ran a while', async () => {
    // Every run counts as long here, so no pause grows.
    const supervisor = start('process.exit(RUN <= 3 ? 1 : 0);', {
      firstMs: 20,
      maxMs: 50,
      resetAfterMs: 0,
    });
    expect(await supervisor.done).toBe(0);
    expect(lines).toEqual(Array(3).fill('server exited with code 1; restarting in 20 ms'));
  }, 20_000);

  it('does not restart a server whose configuration is refused', async () => {
    const supervisor = start('process.exit(78);');
    expect(await supervisor.done).toBe(78);
    expect(runs()).toBe(1);
    expect(lines).toEqual([
      'server exited with code 78 (its configuration is refused); not restarting',
    ]);
  }, 20_000);

  it('passes a stop to the server and starts no other', async () => {
    const [ready, stopped] = [join(dir, 'ready'), join(dir, 'stopped')];
    const supervisor = start(`
      process.on('SIGTERM', () => {
        fs.writeFileSync(${JSON.stringify(stopped)}, 'yes');
        process.exit(0);
      });
      fs.writeFileSync(${JSON.stringify(ready)}, 'yes');
      setInterval(() => undefined, 1_000);`);
    await until(() => existsSync(ready), 'the server listening for signals');
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    expect(readFileSync(stopped, 'utf8')).toBe('yes');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs()).toBe(1);
    expect(lines).toEqual([]);
  }, 20_000);

  it('a stop during the pause starts nothing more', async () => {
    const supervisor = start('process.exit(1);', {
      firstMs: 60_000,
      maxMs: 60_000,
      resetAfterMs: 60_000,
    });
    await until(() => lines.length === 1, 'the restart notice');
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    expect(runs()).toBe(1);
    expect(lines).toEqual(['server exited with code 1; restarting in 60 s']);
  }, 20_000);
});
