import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, PGCONNECT_TIMEOUT: '10' };

/** Creates pgbench's tables (scale 1: 100,000 accounts) in the given database. */
export function pgbenchInit(url: string): void {
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { env, stdio: 'ignore' });
}

/** Runs pgbench with `clients` for `seconds` and the given script options: transactions per second. */
function runPgbench(url: string, clients: number, seconds: number, script: string[]): number {
  const threads = String(Math.min(clients, 2));
  const args = ['-n', '-c', String(clients), '-j', threads, '-T', String(seconds), ...script, url];
  const out = execFileSync('pgbench', args, { env, encoding: 'utf8' });
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  if (!match) throw new Error(`unexpected pgbench output:\n${out}`);
  return Number(match[1]);
}

/** One run of pgbench's built-in simple-update script (-N). */
export function pgbenchSimpleUpdateTps(url: string, clients: number, seconds: number): number {
  return runPgbench(url, clients, seconds, ['-N']);
}

/**
 * The wallet's posting function driven by pgbench's own client, one transaction per
 * movement against a random player and house shard: what the database side costs without
 * the Node driver. Account ids are given as inclusive ranges.
 */
export function pgbenchWalletPostTps(
  url: string,
  clients: number,
  seconds: number,
  players: { min: number; max: number },
  house: { min: number; max: number },
): number {
  const script = [
    `\\set a random(${players.min}, ${players.max})`,
    `\\set h random(${house.min}, ${house.max})`,
    'BEGIN;',
    "SELECT * FROM wallet_post('bet', NULL, NULL, NULL, ARRAY[:a, :h]::bigint[], ARRAY[-100, 100]::bigint[]);",
    'END;',
  ].join('\n');
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'wallet-post.sql');
  writeFileSync(file, script);
  return runPgbench(url, clients, seconds, ['-f', file]);
}
