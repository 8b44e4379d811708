import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SourceItem } from './catalogueFromItems';

// The open CS2 data set as the import needs it. Its files are loaded by path: the package's
// translations entry would load every language (some 190 MB) to reach the English names.

const ROOT = resolve('node_modules/@ianlucas/cs2-lib');

export interface DataSet {
  version: string;
  items: SourceItem[];
  nameOf(id: number): string | undefined;
}

export async function loadDataSet(): Promise<DataSet> {
  const { version } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as {
    version: string;
  };
  const load = (file: string) => import(pathToFileURL(`${ROOT}/dist/${file}`).href);
  const { CS2_ITEMS } = (await load('items.mjs')) as { CS2_ITEMS: SourceItem[] };
  const { english } = (await load('translations/english.mjs')) as {
    english: Record<number, { name?: string } | undefined>;
  };
  return { version, items: CS2_ITEMS, nameOf: (id) => english[id]?.name };
}
