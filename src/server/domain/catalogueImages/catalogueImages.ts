import { type ImageOptions, imageOptionsSegment } from '../../../shared/catalogue-image-address';
import { caseCatalogueData as catalogue } from '../cases';
import { DomainError, notFound } from '../errors';
import { ByteLruCache } from './byteCache';
import { type CatalogueImageSource, ImageSourceError } from './imageSource';
import { type EncodedImage, imageSize, resizeImage } from './resizeImage';
import { WorkQueue } from './workQueue';

/** Every picture the catalogue names, data set path by file: nothing else is ever fetched. */
const PATHS_BY_FILE = new Map(
  [...catalogue.items, ...catalogue.cases]
    .map((entry) => entry.image)
    .filter((path): path is string => path !== null)
    .map((path) => [path.slice(path.lastIndexOf('/') + 1), path] as const),
);

export interface CatalogueImagesOptions {
  /** Bytes of originals and resized pictures kept in memory. */
  cacheBytes: number;
  /** A picture that could not be served, and why (the route logs it as a warning). */
  log: (failure: { path: string; reason: string }) => void;
  resizesAtOnce?: number;
  resizesWaitingMax?: number;
}

export interface ServedImage {
  image: EncodedImage;
  /** Served from memory, without fetching or resizing. */
  cached: boolean;
}

const unreadable = () =>
  new DomainError('IMAGE_UNREADABLE', 'This catalogue picture could not be read', 502);

/**
 * Catalogue pictures, fetched once from the source and resized on demand. Both the originals
 * and the resized pictures stay in one memory cache bounded by bytes: the files are named
 * by their content hash, so an entry never goes stale, and a cold process only refetches.
 * Concurrent requests for the same picture share one fetch and one resize. Failures are
 * logged and never cached, so a host that comes back is used again at once.
 */
export class CatalogueImages {
  private readonly cache: ByteLruCache<EncodedImage>;
  private readonly pending = new Map<string, Promise<EncodedImage>>();
  private readonly resizes: WorkQueue;

  constructor(
    private readonly source: CatalogueImageSource | null,
    private readonly options: CatalogueImagesOptions,
  ) {
    this.cache = new ByteLruCache(options.cacheBytes);
    this.resizes = new WorkQueue(options.resizesAtOnce ?? 2, options.resizesWaitingMax ?? 64);
  }

  /** Whether pictures are served at all (CATALOGUE_IMAGE_BASE is set). */
  get enabled(): boolean {
    return this.source !== null;
  }

  /** The catalogue picture `file` resized as the options say. */
  async picture(file: string, options: ImageOptions): Promise<ServedImage> {
    const source = this.source;
    if (!source) throw new DomainError('IMAGES_OFF', 'This site serves no catalogue pictures', 404);
    const path = PATHS_BY_FILE.get(file);
    if (!path) throw notFound(`There is no catalogue picture called ${file}`);
    const key = `${file}/${imageOptionsSegment(options)}`;
    const cached = this.cache.get(key);
    if (cached) return { image: cached, cached: true };
    const image = await this.once(key, async () => {
      const original = await this.original(source, path);
      return this.resizes.run(async () => {
        try {
          return await resizeImage(original.body, options);
        } catch (error) {
          this.options.log({ path, reason: `resize: ${(error as Error).message}` });
          throw unreadable();
        }
      });
    });
    return { image, cached: false };
  }

  private async original(source: CatalogueImageSource, path: string): Promise<EncodedImage> {
    const key = `source:${path}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    return this.once(key, async () => {
      let bytes: Uint8Array;
      try {
        bytes = await source.fetch(path);
      } catch (error) {
        const reason = (error as Error).message;
        this.options.log({ path, reason });
        if (error instanceof ImageSourceError && error.kind === 'missing')
          throw notFound('The catalogue host has no such picture');
        throw new DomainError(
          'IMAGE_UNAVAILABLE',
          'This catalogue picture cannot be fetched right now',
          502,
        );
      }
      const size = await imageSize(bytes, (reason) =>
        this.options.log({ path, reason: `metadata: ${reason}` }),
      );
      if (size.width === 0) throw unreadable();
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { body, contentType: 'application/octet-stream', byteLength: body.byteLength };
    });
  }

  /** One run of `make` per key at a time; its success is cached. */
  private once(key: string, make: () => Promise<EncodedImage>): Promise<EncodedImage> {
    const running = this.pending.get(key);
    if (running) return running;
    const run = make()
      .then((value) => {
        this.cache.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, run);
    return run;
  }
}
