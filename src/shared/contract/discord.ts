import { z } from 'zod';
import { textSchema } from './common';
import { httpCall } from './define';

/** The opaque state this site issues for a link (256 random bits, base64url). */
const linkStateSchema = textSchema({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
  error: 'is not a link state this site issued',
});

/** What the link popup posts to the page that opened it before closing. */
export const discordLinkResultSchema = z.object({
  type: z.literal('discord'),
  status: z.enum(['linked', 'failed']),
  message: textSchema().optional(),
});
export type DiscordLinkResult = z.infer<typeof discordLinkResultSchema>;

export const discordCalls = {
  linkDiscord: httpCall({
    method: 'GET',
    path: '/discord/link',
    summary: "Starts linking a Discord account: redirects (302) to Discord's authorize page",
    auth: true,
    response: textSchema(),
  }),
  discordCallback: httpCall({
    method: 'GET',
    path: '/discord/callback',
    summary:
      'Where Discord returns after authorization (needs the session that started the link): an HTML page that posts a DiscordLinkResult to its opener',
    // Discord adds other parameters (error_description, ...): unknown ones are ignored.
    query: z.object({
      state: linkStateSchema,
      code: textSchema().min(1).max(512).optional(),
      error: textSchema().max(200).optional(),
    }),
    response: textSchema(),
  }),
  unlinkDiscord: httpCall({
    method: 'POST',
    path: '/discord/unlink',
    summary: "Removes the user's linked Discord account",
    auth: true,
    response: z.object({ ok: z.literal(true) }),
  }),
  checkDiscord: httpCall({
    method: 'POST',
    path: '/discord/check',
    summary: "Whether the user's linked Discord account is in our Discord server",
    auth: true,
    response: z.object({ data: z.object({ state: z.boolean() }) }),
  }),
};
