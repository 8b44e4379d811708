import { z } from 'zod';
import { type SliceEnv, withoutTrailingSlash } from '../envFields';

/** Catalogue pictures (domain/catalogueImages): their host and the memory kept for them. */
export const catalogueImagesEnv = {
  CATALOGUE_IMAGE_BASE: z.url({ error: 'must be a URL' }).optional(),
  CATALOGUE_IMAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(1)
    .max(4096)
    .default(64),
};

export interface CatalogueImagesConfig {
  /** Prefix of the catalogue's image paths; null shows drawn placeholders (no third-party request). */
  catalogueImageBase: string | null;
  /** Bytes of original and resized pictures each process keeps in memory (least recent out first). */
  catalogueImageCacheBytes: number;
}

export function catalogueImagesConfig(
  e: SliceEnv<typeof catalogueImagesEnv>,
): CatalogueImagesConfig {
  return {
    catalogueImageBase:
      e.CATALOGUE_IMAGE_BASE === undefined ? null : withoutTrailingSlash(e.CATALOGUE_IMAGE_BASE),
    catalogueImageCacheBytes: e.CATALOGUE_IMAGE_CACHE_MB * 1024 * 1024,
  };
}
