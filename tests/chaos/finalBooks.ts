import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect } from 'vitest';
import type { ChaosRun } from './chaosRun';
import { checkBooks } from './walletLoad';

// The books at the end: `npm run ledger:verify` on the cluster's database, and every
// player's balance plus vault what its answers (and the unsure operations looked up) say.

export async function closeBooks(run: ChaosRun): Promise<void> {
  const { postgres, players, report } = run;
  const db = new pg.Client({ connectionString: postgres.url });
  db.on('error', () => undefined);
  await db.connect();
  let books: Awaited<ReturnType<typeof checkBooks>>;
  try {
    books = await checkBooks(db, players);
  } finally {
    await db.end();
  }
  // What an operator runs: `npm run ledger:verify` on the cluster's database.
  const verify = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tools/ledger-verify.ts'],
    { env: { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: '', LOG_LEVEL: 'warn' } },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  report.books = [
    `unanswered dice bets: ${books.unsureTotal}, of which the database settled ${books.unsureSettled} (whole)`,
    `half-settled bets: ${books.halfSettled.length} ${books.halfSettled.join('; ')}`,
    `answered bets missing: ${books.missing} ${books.missingExamples.join('; ')}`,
    `ledger:verify: ${verify.stdout.trim()} ${verify.stderr.trim()}`,
    `coin flip and battle seats: ${books.games.seats} (${books.games.unsettled} unsettled), withdrawals: ${books.games.withdrawals}, claims: ${books.games.claims}; missing ${books.games.missing.length} ${books.games.missing.slice(0, 3).join('; ')}, phantom ${books.games.phantom.length}, wrong ${books.games.wrong.length} ${books.games.wrong.slice(0, 3).join('; ')}`,
    `cents created or lost: ${books.drift} (${books.driftAbs} counting each player apart)`,
  ];
  expect(verify.stderr).not.toContain('BROKEN');
  expect(verify.stdout).toContain('every invariant holds');
  expect(books.halfSettled).toEqual([]);
  expect(books.missing).toBe(0);
  expect(books.phantom).toBe(0);
  expect(books.games.missing).toEqual([]);
  expect(books.games.phantom).toEqual([]);
  expect(books.games.wrong).toEqual([]);
  expect(books.games.unsettled).toBe(0);
  expect(books.drift).toBe(0);
  expect(report.internal).toBe(0);
}
