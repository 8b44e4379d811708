import pictures from '../../../../assets/cases/pictures.json';

// The site's own drawing of each official case (tools/catalogue-art draws them into
// assets/cases/ at build time): what a case shows when the site serves no pictures. Only
// their addresses are bundled; each drawing is its own file, fetched when a case shows it.

const drawings = import.meta.glob<string>('../../../../assets/cases/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const drawingBySlug = new Map(
  Object.entries(drawings).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -4), url]),
);
const slugByPicture: Readonly<Record<string, string>> = pictures;

/** How many hex digits of a picture's file name the index keys on (the generator's). */
const PICTURE_KEY_LENGTH = Object.keys(slugByPicture)[0]?.length ?? 0;

/**
 * The drawing of a case, found by its slug (an official case) or else by its picture's
 * address (a community case shows the picture of the official case its creator chose), or
 * null for a case no drawing stands for.
 */
export function caseDrawingOf(box: { slug?: string; image?: string | null }): string | null {
  const bySlug = box.slug && drawingBySlug.get(box.slug);
  if (bySlug) return bySlug;
  if (!box.image) return null;
  const file = box.image.slice(box.image.lastIndexOf('/') + 1);
  const slug = slugByPicture[file.slice(0, PICTURE_KEY_LENGTH)];
  return (slug && drawingBySlug.get(slug)) || null;
}

/** How many cases have a drawing. */
export const CASE_DRAWING_COUNT = drawingBySlug.size;
