import {
  IMAGE_DENSITIES,
  IMAGE_SIDE_MAX,
  resizedImageAddress,
} from '../../../shared/catalogue-image-address';
import { clientConfig } from '../../lib/runtime-config';

/** The box a picture is shown in, in CSS pixels. */
export interface PictureBox {
  width: number;
  height: number;
}

export interface PictureSources {
  /** The 1x picture: what a browser without srcset shows. */
  src: string;
  /** Every density the spec names (1x and 2x), resized by the site. */
  srcSet: string;
}

/**
 * The address of a catalogue picture resized by the site to fit `box` at a density, or null
 * when the site serves no pictures or the address is not one of its catalogue pictures:
 * the caller draws the placeholder and the browser asks no one.
 */
export function pictureAt(
  image: string | null,
  box: PictureBox,
  density: number,
  imagesOn: boolean = clientConfig().catalogueImages,
): string | null {
  if (!imagesOn || !image) return null;
  // A 2x of a large box keeps its shape under the side limit.
  const scale = Math.min(density, IMAGE_SIDE_MAX / box.width, IMAGE_SIDE_MAX / box.height);
  return resizedImageAddress(image, {
    width: Math.round(box.width * scale),
    height: Math.round(box.height * scale),
    fit: 'contain',
    format: 'webp',
  });
}

/** The picture for `box` at every density the spec names (1x and 2x), or null (see pictureAt). */
export function pictureSources(
  image: string | null,
  box: PictureBox,
  imagesOn: boolean = clientConfig().catalogueImages,
): PictureSources | null {
  const src = pictureAt(image, box, 1, imagesOn);
  if (src === null) return null;
  const srcSet = IMAGE_DENSITIES.map(
    (density) => `${pictureAt(image, box, density, imagesOn)} ${density}x`,
  ).join(', ');
  return { src, srcSet };
}
