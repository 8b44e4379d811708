import { z } from 'zod';
import { isoDateTimeSchema, textSchema } from './common';

// A capture link's own fields, as its owner makes and lists them. Apart from the streamer
// contract (streamer.ts), whose capture payloads carry whole bet records: the settings
// page's form loads these alone.

/** Active capture links a player may hold at once. */
export const CAPTURE_TOKEN_LIMIT = 10;
export const CAPTURE_LABEL_MAX = 32;

export const captureLabelSchema = textSchema({ error: 'Label must be text' })
  .trim()
  .min(1, { error: 'Give the capture link a name' })
  .max(CAPTURE_LABEL_MAX, {
    error: `A capture link's name has at most ${CAPTURE_LABEL_MAX} characters`,
  });

export const createCaptureTokenBody = z.object({ label: captureLabelSchema }).strict();

/** A capture link as its owner lists it: never the token, which only the creating answer holds. */
export const captureTokenSchema = z.object({
  id: z.uuid(),
  label: textSchema(),
  createdAt: isoDateTimeSchema,
  /** When a browser source last connected with it, or null. */
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type CaptureToken = z.infer<typeof captureTokenSchema>;
