import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The SQL functions' current text lives in db/functions, one file per function, each a
// CREATE OR REPLACE FUNCTION: the migrator applies every file after the migrations, on
// every start, so a function is read and changed in one place and its history is the file's
// history in git. Migrations that created earlier versions stay as they ran. A change
// CREATE OR REPLACE cannot make (arguments, the columns it answers) still needs a migration
// that drops the old function; the file then creates the new one.

export interface DatabaseFunction {
  name: string;
  sql: string;
}

/** The function files of a folder, in name order. */
export function databaseFunctions(folder: string): DatabaseFunction[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sql'.length),
      sql: readFileSync(join(folder, file), 'utf8'),
    }));
}

type Exec = (text: string) => Promise<unknown>;

/**
 * Creates or replaces every function of `folder`, all in one transaction: a database never
 * holds half of a change that spans several functions. Running it again changes nothing.
 */
export async function applyDatabaseFunctions(exec: Exec, folder: string): Promise<void> {
  const functions = databaseFunctions(folder);
  await exec('BEGIN');
  try {
    for (const fn of functions) await exec(fn.sql);
    await exec('COMMIT');
  } catch (error) {
    await exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
