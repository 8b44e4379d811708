import sharp from 'sharp';
import type { ImageFormat, ImageOptions } from '../../../shared/catalogue-image-address';

// sharp's own operation cache would hold memory beside ours; the ByteLruCache is the one cache.
sharp.cache(false);

/** No catalogue picture comes near this; a larger one is refused before it is decoded whole. */
const INPUT_PIXELS_MAX = 4096 * 4096;
const RESIZE_TIMEOUT_SECONDS = 10;

const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export interface EncodedImage {
  body: Buffer;
  contentType: string;
  byteLength: number;
}

/**
 * A picture's size from its header; on failure the reason is logged and the size is 0 x 0
 * (product spec: "Image metadata failure: logged, size 0 returned").
 */
export async function imageSize(
  bytes: Uint8Array,
  log: (reason: string) => void,
): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: INPUT_PIXELS_MAX }).metadata();
    if (!width || !height) throw new Error('no size in the header');
    return { width, height };
  } catch (error) {
    log((error as Error).message);
    return { width: 0, height: 0 };
  }
}

/** The picture resized into the box the options name and encoded in their format. */
export async function resizeImage(bytes: Uint8Array, options: ImageOptions): Promise<EncodedImage> {
  let pipeline = sharp(bytes, { limitInputPixels: INPUT_PIXELS_MAX, failOn: 'error' }).timeout({
    seconds: RESIZE_TIMEOUT_SECONDS,
  });
  if (options.width !== undefined || options.height !== undefined) {
    pipeline = pipeline.resize({
      width: options.width,
      height: options.height,
      fit: options.fit,
      // contain letterboxes with transparency, so the card's glow shows around the item.
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      withoutEnlargement: options.fit === 'inside',
    });
  }
  const { quality } = options;
  switch (options.format) {
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
    case 'jpeg':
      pipeline = pipeline.flatten({ background: '#000000' }).jpeg({ quality, mozjpeg: true });
      break;
  }
  const body = await pipeline.toBuffer();
  return { body, contentType: CONTENT_TYPES[options.format], byteLength: body.byteLength };
}
