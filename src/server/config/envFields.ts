import { z } from 'zod';
import { MAX_LEVEL } from '../../shared/levels';

/** What a slice's build function reads: its own variables, parsed. */
export type SliceEnv<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const level = z.coerce.number({ error: 'must be a level' }).int().min(0).max(MAX_LEVEL);

/** Comma-separated URLs (beacon relays and nodes). */
export const urlList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ error: 'must be comma-separated URLs' })).min(1));

export const seconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int()
  .min(0)
  .max(86_400);

export const hundredths = z.coerce.number({ error: 'must be hundredths of a gem' }).int();

export const minutes = z.coerce.number({ error: 'must be minutes' }).int().min(1);

/** An address without its trailing slashes, so paths can be appended with one. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
