/**
 * Where catalogue pictures come from: a third-party host the site cannot vouch for, so it
 * sits behind this interface (httpImageSource.ts is the real one).
 */
export interface CatalogueImageSource {
  /** Where the pictures come from, for logs. */
  readonly name: string;
  /** The bytes of the picture at a data set path ("/images/<file>"). */
  fetch(path: string): Promise<Uint8Array>;
}

/** A picture the source could not give: `missing` when it has none, `failed` otherwise. */
export class ImageSourceError extends Error {
  constructor(
    readonly kind: 'missing' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ImageSourceError';
  }
}
