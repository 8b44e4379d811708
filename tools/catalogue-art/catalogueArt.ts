import { caseDesigns } from './caseDesign';
import { caseSvg } from './caseSvg';

// Every file the generator writes under assets/cases/, by its path there: one drawing per
// official case, and the index that tells which drawing a case picture address stands for
// (a community case carries the address of the official case whose picture its creator chose).

export interface CatalogueCase {
  slug: string;
  name: string;
  /** The data set's picture, "/images/<sha-256>.webp", or null. */
  image: string | null;
}

/** How many hex digits of a picture's file name the index keys on (unique in the catalogue). */
export const PICTURE_KEY_LENGTH = 12;

/** "/api/images/f89c694e2f36...webp" or "/images/f89c...webp" -> "f89c694e2f36". */
export function pictureKeyOf(address: string): string {
  return address.slice(
    address.lastIndexOf('/') + 1,
    address.lastIndexOf('/') + 1 + PICTURE_KEY_LENGTH,
  );
}

/** The files by their path under assets/cases/, in a stable order. */
export function catalogueArtFiles(cases: readonly CatalogueCase[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const design of caseDesigns(cases)) files.set(`${design.slug}.svg`, caseSvg(design));
  const pictures: Record<string, string> = {};
  for (const box of cases) {
    if (!box.image) continue;
    const key = pictureKeyOf(box.image);
    if (pictures[key]) throw new Error(`Two cases' pictures start ${key}`);
    pictures[key] = box.slug;
  }
  files.set('pictures.json', `${JSON.stringify(pictures, null, 2)}\n`);
  return files;
}
