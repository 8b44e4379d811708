import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/projectRoot';
import { alignAppliedMigrationTimes, migrationTimes, outOfOrderMigrations } from './migrationTimes';

const realFolder = join(projectRoot(), 'src/server/db/migrations');
const journal = JSON.parse(readFileSync(join(realFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A migrations folder holding the first `count` migrations, with journal times overridden. */
function folderOf(count: number, whenOf: Record<string, number> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  scratch.push(dir);
  mkdirSync(join(dir, 'meta'));
  const entries = journal.entries
    .slice(0, count)
    .map((e) => ({ ...e, when: whenOf[e.tag] ?? e.when }));
  for (const { tag } of entries)
    copyFileSync(join(realFolder, `${tag}.sql`), join(dir, `${tag}.sql`));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function migratedTo(folder: string) {
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: folder });
  return client;
}

async function bringUpToDate(client: PGlite) {
  await alignAppliedMigrationTimes((text, values) => client.query(text, values), realFolder);
  await migrate(drizzle(client), { migrationsFolder: realFolder });
}

async function appliedTags(client: PGlite) {
  const { rows } = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  const tagOf = new Map(migrationTimes(realFolder).map((m) => [m.hash, m.tag]));
  return rows.map((r) => tagOf.get(r.hash));
}

const allTags = journal.entries.map((e) => e.tag);
const indexOf = (prefix: string) => allTags.findIndex((tag) => tag.startsWith(prefix));

describe('migration times', () => {
  it('the journal dates every migration after the one before it', () => {
    expect(outOfOrderMigrations(migrationTimes(realFolder))).toEqual([]);
  });

  it('finds a journal entry dated before its predecessor', () => {
    const times = migrationTimes(realFolder);
    const swapped = times.map((m, i) => (i === 3 ? { ...m, when: times[1]!.when } : m));
    expect(outOfOrderMigrations(swapped)).toEqual([times[3]!.tag]);
  });

  it('a database last migrated at 0016 gets every later migration', async () => {
    const client = await migratedTo(folderOf(indexOf('0017')));
    await bringUpToDate(client);
    expect(await appliedTags(client)).toEqual(allTags);
    // 0017's table is there, and 0019's coin_flips moved into rooms by 0061.
    const { rows } = await client.query(
      "SELECT to_regclass('round_chains') AS chains, to_regclass('rooms') AS rooms, to_regclass('coin_flips') AS flips",
    );
    expect(rows).toEqual([{ chains: 'round_chains', rooms: 'rooms', flips: null }]);
    await client.close();
  }, 60_000);

  it('a database that applied 0017-0019 under their old dates runs none of them again', async () => {
    // The dates 0017-0019 carried before the journal was put in order.
    const oldDates = {
      '0016_netted_bets': 1795600000000,
      '0017_round_chains': 1795539297298,
      '0018_round_bets': 1795539843460,
      '0019_coin_flips': 1795547677653,
    };
    const client = await migratedTo(folderOf(indexOf('0020'), oldDates));
    await bringUpToDate(client);
    expect(await appliedTags(client)).toEqual(allTags);
    await client.close();
  }, 60_000);

  it('a new database has nothing to align', async () => {
    const client = new PGlite();
    await expect(bringUpToDate(client)).resolves.toBeUndefined();
    expect(await appliedTags(client)).toEqual(allTags);
    await client.close();
  }, 60_000);
});
