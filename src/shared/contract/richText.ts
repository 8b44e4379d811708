import { z } from 'zod';
import { balanceSchema } from '../money';
import { entityIdSchema, imageUrlSchema, textSchema, userIdSchema } from './common';
import { caseBattleLinkSchema } from './battleLink';

/** Block kinds of the rich text used by chat messages and notifications. */
export const RICH_TEXT_BLOCK_TYPES = [
  'TEXT',
  'MENTION',
  'CASE_BATTLE',
  'EMOTE',
  'ACTION',
  'CURRENCY',
  'BREAK_LINE',
] as const;
export const richTextBlockTypeSchema = z.enum(RICH_TEXT_BLOCK_TYPES);

/** What an ACTION block's button does (the label follows from it). */
export const CHAT_ACTION_TYPES = [
  'roulette',
  'mines',
  'plinko',
  'case-unbox',
  'case-battle',
  'events',
  'rewards',
  'inventory',
  'cashier',
  'auth',
  'affiliate',
  'discord-invite',
  'tiktok-invite',
  'twitter-invite',
  'join-discord',
  'check-join-discord',
] as const;
export const chatActionTypeSchema = z.enum(CHAT_ACTION_TYPES);

export const textModifiersSchema = z.object({
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  highlight: z.boolean().optional(),
  /** Turns the text into a link that opens in a new tab. */
  // The URL parser would accept (and encode) a NUL, so the primitive sees the text first.
  hyperlink: textSchema()
    .pipe(z.url({ protocol: /^https?$/, error: 'Links must be http(s) addresses' }))
    .optional(),
});

export const emoteSchema = z.object({
  _id: entityIdSchema,
  image: imageUrlSchema,
  name: textSchema(),
});
export type Emote = z.infer<typeof emoteSchema>;

export const textBlockSchema = z.object({
  type: z.literal('TEXT'),
  value: textSchema(),
  modifiers: textModifiersSchema.optional(),
});
export const mentionBlockSchema = z.object({
  type: z.literal('MENTION'),
  userId: userIdSchema,
  username: textSchema(),
});
export const caseBattleBlockSchema = z.object({
  type: z.literal('CASE_BATTLE'),
  ...caseBattleLinkSchema.shape,
});
export const emoteBlockSchema = z.object({ type: z.literal('EMOTE'), ...emoteSchema.shape });
export const actionBlockSchema = z.object({
  type: z.literal('ACTION'),
  action: chatActionTypeSchema,
});
export const currencyBlockSchema = z.object({ type: z.literal('CURRENCY'), amount: balanceSchema });
export const breakLineBlockSchema = z.object({ type: z.literal('BREAK_LINE') });

/** A block as the server sends it, ready to render. */
export const richTextBlockSchema = z.discriminatedUnion('type', [
  textBlockSchema,
  mentionBlockSchema,
  caseBattleBlockSchema,
  emoteBlockSchema,
  actionBlockSchema,
  currencyBlockSchema,
  breakLineBlockSchema,
]);
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
export const richTextSchema = z.array(richTextBlockSchema);

/** A plain string message becomes one text block (spec: notifications). */
export function toRichText(message: string | RichTextBlock[]): RichTextBlock[] {
  return typeof message === 'string' ? [{ type: 'TEXT', value: message }] : message;
}
