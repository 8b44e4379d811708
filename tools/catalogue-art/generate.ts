// Draws every official case into assets/cases/ (run after the catalogue changes):
//   npx tsx tools/catalogue-art/generate.ts
// The drawings are committed; catalogueArt.test.ts fails when they drift from the catalogue.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueArtFiles } from './catalogueArt';
import { CASE_ART_DIR, officialCatalogueCases } from './paths';

mkdirSync(CASE_ART_DIR, { recursive: true });
const files = catalogueArtFiles(officialCatalogueCases());
for (const stale of readdirSync(CASE_ART_DIR))
  if (!files.has(stale)) rmSync(join(CASE_ART_DIR, stale));
for (const [name, text] of files) writeFileSync(join(CASE_ART_DIR, name), text);
console.log(`${files.size} files in ${CASE_ART_DIR}`);
