import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/lib/projectRoot';

// A database as it was before a migration: the migrations before `tag`, as a folder of their
// own for drizzle's migrator. The caller removes the folder.

const realFolder = join(projectRoot(), 'src/server/db/migrations');

export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(join(realFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(dir, 'meta'));
  for (const e of entries)
    copyFileSync(join(realFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}
