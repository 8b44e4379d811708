import { z } from 'zod';

/** What a string carrying 0x00 is told; PostgreSQL refuses that byte in text and jsonb. */
export const NUL_MESSAGE = 'Must not contain a NUL character (\\u0000)';

/**
 * What a string carrying half of a UTF-16 surrogate pair is told: it is no Unicode text, and
 * PostgreSQL's jsonb refuses it (text would keep a replacement character in its place).
 */
export const LONE_SURROGATE_MESSAGE =
  'Must be valid Unicode text: it contains half of a surrogate pair (\\ud800-\\udfff)';

/** Half of a surrogate pair with no other half: in `u` mode a proper pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Every string the API accepts is built from this: a string that refuses the NUL byte and
 * a lone UTF-16 surrogate first, so a 400 names the field before anything reaches the
 * database. Chain the field's own rules after it (`textSchema({ error }).min(1).max(64)`).
 */
export function textSchema(params?: { error?: string }) {
  return z
    .string(params)
    .refine((value) => !value.includes('\0'), { error: NUL_MESSAGE, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), {
      error: LONE_SURROGATE_MESSAGE,
      abort: true,
    });
}

/** Ids of stored things (battles, notifications, messages, items...): uuids or short slugs. */
export const entityIdSchema = textSchema({ error: 'Id must be a string' })
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
export const imageUrlSchema = textSchema({ error: 'Image must be a string' })
  .max(2048, { error: 'Image address is too long' })
  .regex(/^(https?:\/\/|\/)/, { error: 'Image must be an http(s) address or a site path' });

/** Lowercase hex digests (server seeds, hashes). */
export const hex64Schema = textSchema().regex(/^[0-9a-f]{64}$/, {
  error: 'Must be 64 lowercase hex characters',
});

/** The answer of calls whose result the spec leaves "not shown": success carries no data. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Request bodies the spec wraps as `{ data: {...} }`; strict at both levels so extra fields are refused. */
export function dataBody<T extends z.ZodRawShape>(shape: T) {
  return z.object({ data: z.object(shape).strict() }).strict();
}

/** Tokens from e-mail links and the websocket token endpoint. */
export const tokenSchema = textSchema({ error: 'Token must be a string' })
  .min(1, { error: 'Token is required' })
  .max(512, { error: 'Token is too long' });
