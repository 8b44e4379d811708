import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrateEmbedded } from '../../src/server/db/client';

/**
 * Vitest global setup for the integration suite: migrates one in-memory PGlite, dumps its
 * folder, and points every test app at the dump (DATA_TEMPLATE), so no app pays for a new
 * cluster. Built fresh each run, so it always holds the current migrations.
 */
export default async function setup() {
  const client = new PGlite();
  await migrateEmbedded(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(tmpdir(), `gemdrop-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  process.env.DATA_TEMPLATE = path;
  return () => rmSync(path, { force: true });
}
