// Addresses of catalogue pictures, without zod: the web app builds them on pages that
// load before any contract schema (the lobby), and the contract checks them on the server
// (contract/catalogueImages.ts). A case or item carries /api/images/<file>; the same
// picture resized is /api/images/<options>/<file>, the options one path segment of
// comma-separated name=value pairs in one order, so one picture at one size is one cache entry:
//   /api/images/width=192,height=128,fit=contain,quality=80,format=webp/<file>

/** Where the site serves catalogue pictures (the API prefix included: this is an address). */
export const CATALOGUE_IMAGE_ROOT = '/api/images';

/** Neither side may pass this many CSS or device pixels. */
export const IMAGE_SIDE_MAX = 1024;
export const IMAGE_QUALITY_DEFAULT = 80;
/** How a picture fills the box: contain (letterboxed), cover (cropped) or inside (never larger). */
export const IMAGE_FITS = ['contain', 'cover', 'inside'] as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
/** The densities a picture is offered in (srcset 1x and 2x). */
export const IMAGE_DENSITIES = [1, 2] as const;
/** A picture's file name in the data set: "<sha-256>.webp" (only catalogue files are served). */
export const CATALOGUE_IMAGE_FILE = /^[0-9a-f]{64}\.(webp|png)$/;

export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Resize options as read: sizes absent keep the picture's own (aspect kept). */
export interface ImageOptions {
  width?: number | undefined;
  height?: number | undefined;
  fit: ImageFit;
  quality: number;
  format: ImageFormat;
}

/** The options segment in its one order, defaults filled in. */
export function imageOptionsSegment(options: Partial<ImageOptions>): string {
  const pairs: string[] = [];
  if (options.width !== undefined) pairs.push(`width=${options.width}`);
  if (options.height !== undefined) pairs.push(`height=${options.height}`);
  pairs.push(
    `fit=${options.fit ?? 'contain'}`,
    `quality=${options.quality ?? IMAGE_QUALITY_DEFAULT}`,
    `format=${options.format ?? 'webp'}`,
  );
  return pairs.join(',');
}

/** The site address of a data set picture: "/images/<file>" -> "/api/images/<file>". */
export function catalogueImageAddress(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `${CATALOGUE_IMAGE_ROOT}/${file}`;
}

/**
 * The resized address of a picture this site serves, or null for anything else (an address
 * elsewhere is never asked for: the placeholder shows instead).
 */
export function resizedImageAddress(
  address: string,
  options: Partial<ImageOptions>,
): string | null {
  const prefix = `${CATALOGUE_IMAGE_ROOT}/`;
  if (!address.startsWith(prefix)) return null;
  const file = address.slice(prefix.length);
  if (!CATALOGUE_IMAGE_FILE.test(file)) return null;
  return `${prefix}${imageOptionsSegment(options)}/${file}`;
}
