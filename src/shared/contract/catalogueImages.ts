import { z } from 'zod';
import { textSchema } from './common';
import { httpCall } from './define';

import {
  CATALOGUE_IMAGE_FILE,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_SIDE_MAX,
  type ImageOptions,
} from '../catalogue-image-address';

// Catalogue pictures, resized by the site (product spec: "Images are resized through path
// segments for width, height, fit, quality, format (default densities 1 and 2, default
// format webp)"). The addresses themselves are built in ../catalogue-image-address.ts; the
// server fetches the original from CATALOGUE_IMAGE_BASE, resizes and caches it; without
// that setting the route answers 404 and the web app draws placeholders without asking.

/** Longest options segment accepted (the server's longest path parameter, too); valid ones are under 70. */
const OPTIONS_LENGTH_MAX = 100;

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${min} to ${max}` })
    .max(max, { error: `${name} must be from ${min} to ${max}` });

/** The resize options once read: sizes absent keep the picture's own (aspect kept). */
export const imageOptionsSchema = z
  .object({
    width: whole('width', 1, IMAGE_SIDE_MAX).optional(),
    height: whole('height', 1, IMAGE_SIDE_MAX).optional(),
    fit: z.enum(IMAGE_FITS, { error: 'fit must be contain, cover or inside' }).default('contain'),
    quality: whole('quality', 1, 100).default(IMAGE_QUALITY_DEFAULT),
    format: z
      .enum(IMAGE_FORMATS, { error: 'format must be webp, avif, png or jpeg' })
      .default('webp'),
  })
  .strict() satisfies z.ZodType<ImageOptions, unknown>;
type ImageOptionsInput = z.input<typeof imageOptionsSchema>;

/** "width=96,height=64" -> { width: '96', height: '64' }, refusing repeats and bare names. */
const optionsSegmentSchema = textSchema({ error: 'options must be a string' })
  .min(1, { error: 'options cannot be empty' })
  .max(OPTIONS_LENGTH_MAX, { error: 'options are too long' })
  .describe(
    'Comma-separated name=value pairs: width and height (1-1024), fit (contain, cover, inside), quality (1-100), format (webp, avif, png, jpeg); e.g. width=192,height=128,fit=contain,quality=80,format=webp',
  )
  .transform((text, ctx) => {
    const fields: Record<string, string> = {};
    for (const pair of text.split(',')) {
      const match = /^([a-z]+)=([a-z0-9.-]+)$/.exec(pair);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not name=value` });
        return z.NEVER;
      }
      const [, name, value] = match as unknown as [string, string, string];
      if (name in fields) {
        ctx.addIssue({ code: 'custom', message: `${name} is given twice` });
        return z.NEVER;
      }
      fields[name] = value;
    }
    // Whether the names and values are right is the options schema's to say.
    return fields as ImageOptionsInput;
  })
  .pipe(imageOptionsSchema);

/** A picture's file name in the data set: "<sha-256>.webp" (only catalogue files are served). */
export const catalogueImageFileSchema = textSchema({ error: 'file must be a string' }).regex(
  CATALOGUE_IMAGE_FILE,
  { error: 'file must be a catalogue picture: 64 hex digits and .webp or .png' },
);

const imageAnswer = textSchema().describe(
  'The picture itself (Content-Type image/webp, image/avif, image/png or image/jpeg), cached for a year',
);

export const catalogueImagesCalls = {
  catalogueImage: httpCall({
    method: 'GET',
    path: '/images/:file',
    summary: 'A catalogue picture at its own size, as webp',
    params: z.object({ file: catalogueImageFileSchema }).strict(),
    response: imageAnswer,
  }),
  resizedCatalogueImage: httpCall({
    method: 'GET',
    path: '/images/:options/:file',
    summary:
      'A catalogue picture resized: options width, height (1-1024), fit, quality (1-100), format',
    params: z.object({ options: optionsSegmentSchema, file: catalogueImageFileSchema }).strict(),
    response: imageAnswer,
  }),
};
