import { z } from 'zod';

/** Ids of stored things (battles, notifications, messages, items...): uuids or short slugs. */
export const entityIdSchema = z
  .string({ error: 'Id must be a string' })
  .min(1, { error: 'Id cannot be empty' })
  .max(64, { error: 'Id is too long' })
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: 'Id may only contain letters, digits, dashes and underscores',
  });

/** Users (bots included, they carry the BOT role) are always identified by a uuid. */
export const userIdSchema = z.uuid({ error: 'User id must be a uuid' });

/** Dates travel as ISO 8601 strings; the client converts them to Date objects. */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date-time',
});

/** Images are absolute http(s) addresses or paths on the site itself (resized by path segments). */
export const imageUrlSchema = z
  .string({ error: 'Image must be a string' })
  .max(2048, { error: 'Image address is too long' })
  .regex(/^(https?:\/\/|\/)/, { error: 'Image must be an http(s) address or a site path' });

/** Lowercase hex digests (server seeds, hashes). */
export const hex64Schema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'Must be 64 lowercase hex characters' });

/** The answer of calls whose result the spec leaves "not shown": success carries no data. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Request bodies the spec wraps as `{ data: {...} }`; strict at both levels so extra fields are refused. */
export function dataBody<T extends z.ZodRawShape>(shape: T) {
  return z.object({ data: z.object(shape).strict() }).strict();
}

/** Tokens from e-mail links and the websocket token endpoint. */
export const tokenSchema = z
  .string({ error: 'Token must be a string' })
  .min(1, { error: 'Token is required' })
  .max(512, { error: 'Token is too long' });
