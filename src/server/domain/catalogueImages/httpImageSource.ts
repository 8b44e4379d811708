import { type CatalogueImageSource, ImageSourceError } from './imageSource';

export interface HttpImageSourceLimits {
  /** A host that has not answered whole by then has failed. */
  timeoutMs: number;
  /** A larger answer is refused: no catalogue picture comes near it. */
  maxBytes: number;
}

export const HTTP_IMAGE_SOURCE_LIMITS: HttpImageSourceLimits = {
  timeoutMs: 10_000,
  maxBytes: 8 * 1024 * 1024,
};

/** Fetches pictures from CATALOGUE_IMAGE_BASE over HTTP(S). */
export class HttpImageSource implements CatalogueImageSource {
  readonly name: string;

  constructor(
    private readonly base: string,
    private readonly limits: HttpImageSourceLimits = HTTP_IMAGE_SOURCE_LIMITS,
  ) {
    this.name = `catalogue images at ${base}`;
  }

  async fetch(path: string): Promise<Uint8Array> {
    const url = `${this.base}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'image/webp,image/png,image/*' },
        signal: AbortSignal.timeout(this.limits.timeoutMs),
      });
    } catch (error) {
      throw new ImageSourceError('failed', `${url}: ${(error as Error).message}`);
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new ImageSourceError('missing', `${url} answered ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageSourceError('failed', `${url} answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.limits.maxBytes) {
      await response.body?.cancel();
      throw new ImageSourceError('failed', `${url} is ${declared} bytes, over the limit`);
    }
    return this.readAtMost(response, url);
  }

  /** The body, refused as soon as it passes the limit (a missing or false length too). */
  private async readAtMost(response: Response, url: string): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      for await (const chunk of response.body ?? []) {
        total += chunk.byteLength;
        // Leaving the loop cancels the stream: nothing more is read.
        if (total > this.limits.maxBytes)
          throw new ImageSourceError('failed', `${url} passed ${this.limits.maxBytes} bytes`);
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof ImageSourceError) throw error;
      throw new ImageSourceError('failed', `${url}: ${(error as Error).message}`);
    }
    return Buffer.concat(chunks, total);
  }
}
