import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogueCase } from './catalogueArt';

/** Where the drawings live: the top-level assets/cases/ the web app imports them from. */
export const CASE_ART_DIR = fileURLToPath(new URL('../../assets/cases/', import.meta.url));

const CATALOGUE = new URL(
  '../../src/server/domain/cases/catalogue/cs2-cases.json',
  import.meta.url,
);

/** The official cases as the catalogue data set lists them. */
export function officialCatalogueCases(): CatalogueCase[] {
  const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { cases: CatalogueCase[] };
  return catalogue.cases.map(({ slug, name, image }) => ({ slug, name, image }));
}
