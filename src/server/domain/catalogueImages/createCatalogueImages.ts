import type { Config } from '../../config';
import { CatalogueImages, type CatalogueImagesOptions } from './catalogueImages';
import { HttpImageSource } from './httpImageSource';

/** Pictures from CATALOGUE_IMAGE_BASE when it is set; none otherwise. */
export function createCatalogueImages(
  config: Pick<Config, 'catalogueImageBase' | 'catalogueImageCacheBytes'>,
  log: CatalogueImagesOptions['log'],
): CatalogueImages {
  const source = config.catalogueImageBase ? new HttpImageSource(config.catalogueImageBase) : null;
  return new CatalogueImages(source, { cacheBytes: config.catalogueImageCacheBytes, log });
}
