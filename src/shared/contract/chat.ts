import { z } from 'zod';
import { httpCall } from './define';
import { entityIdSchema, isoDateTimeSchema, textSchema, userIdSchema } from './common';
import { emoteSchema, richTextSchema } from './richText';
import { publicUserSchema } from './users';

export const CHAT_MESSAGE_MAX_BLOCKS = 50;
export const CHAT_MESSAGE_MAX_TEXT = 500;

/** A chat channel is named by its type (e.g. 'general'); messages are keyed by it. */
export const chatChannelSchema = textSchema({ error: 'Channel must be a string' }).regex(
  /^[a-z0-9-]{1,32}$/,
  { error: 'Unknown chat channel' },
);

export const chatMessageSchema = z.object({
  _id: entityIdSchema,
  channel: chatChannelSchema,
  /** false once a moderator removed it; the client then drops it. */
  active: z.boolean(),
  /** null for system messages. */
  user: publicUserSchema.nullable(),
  blocks: richTextSchema,
  createdAt: isoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// What a player may send: plain styling only (no links, highlights, buttons or amounts, which
// are for system messages) and references that the server resolves into display blocks.
const inputTextBlock = z
  .object({
    type: z.literal('TEXT'),
    value: textSchema({ error: 'Text must be a string' })
      .min(1, { error: 'Text cannot be empty' })
      .max(CHAT_MESSAGE_MAX_TEXT, {
        error: `A message is at most ${CHAT_MESSAGE_MAX_TEXT} characters`,
      }),
    modifiers: z
      .object({
        bold: z.boolean().optional(),
        italic: z.boolean().optional(),
        underline: z.boolean().optional(),
        strikethrough: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
const inputMentionBlock = z
  .object({
    type: z.literal('MENTION'),
    userId: userIdSchema,
    username: textSchema().min(1).max(32),
  })
  .strict();
const inputEmoteBlock = z.object({ type: z.literal('EMOTE'), _id: entityIdSchema }).strict();
const inputCaseBattleBlock = z
  .object({ type: z.literal('CASE_BATTLE'), id: entityIdSchema })
  .strict();
const inputBreakLineBlock = z.object({ type: z.literal('BREAK_LINE') }).strict();

export const chatInputBlockSchema = z.discriminatedUnion(
  'type',
  [inputTextBlock, inputMentionBlock, inputEmoteBlock, inputCaseBattleBlock, inputBreakLineBlock],
  { error: 'Players may send only text, mentions, emotes, case battle links and line breaks' },
);
export type ChatInputBlock = z.infer<typeof chatInputBlockSchema>;

export const chatInputBlocksSchema = z
  .array(chatInputBlockSchema, { error: 'Blocks must be a list' })
  .min(1, { error: 'A message cannot be empty' })
  .max(CHAT_MESSAGE_MAX_BLOCKS, { error: `A message is at most ${CHAT_MESSAGE_MAX_BLOCKS} blocks` })
  .refine((blocks) => textLength(blocks) <= CHAT_MESSAGE_MAX_TEXT, {
    error: `A message is at most ${CHAT_MESSAGE_MAX_TEXT} characters`,
  })
  .refine((blocks) => blocks.some(hasContent), { error: 'A message cannot be empty' });

function textLength(blocks: ChatInputBlock[]): number {
  return blocks.reduce((sum, block) => sum + (block.type === 'TEXT' ? block.value.length : 0), 0);
}

function hasContent(block: ChatInputBlock): boolean {
  if (block.type === 'BREAK_LINE') return false;
  return block.type !== 'TEXT' || block.value.trim().length > 0;
}

export const sendChatMessagePayload = z
  .object(
    { data: z.object({ channel: chatChannelSchema, blocks: chatInputBlocksSchema }).strict() },
    // Anything but an object (nothing, a string) is told the shape rather than its type.
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? 'Send a message as { data: { channel, blocks } }'
          : undefined,
    },
  )
  .strict();
export type SendChatMessagePayload = z.infer<typeof sendChatMessagePayload>;

export const chatNewMessagePayload = z.object({ data: z.object({ message: chatMessageSchema }) });
export const chatUpdateMessagePayload = z.object({
  data: z.object({ id: entityIdSchema, active: z.boolean() }),
});

export const chatCalls = {
  getChatHistory: httpCall({
    method: 'GET',
    path: '/chat/history',
    summary: 'Recent messages of every chat channel',
    response: z.object({
      chat: z.object({
        channels: z.array(
          z.object({
            channel: chatChannelSchema,
            messages: z.array(chatMessageSchema),
            /** The channel's display name and rules, so the composer can say them up front. */
            name: textSchema().optional(),
            minLevel: z.number().int().min(0).optional(),
            slowModeSeconds: z.number().int().min(0).optional(),
          }),
        ),
        /** Characters per message on this server (at most CHAT_MESSAGE_MAX_TEXT). */
        maxLength: z.number().int().min(1).max(CHAT_MESSAGE_MAX_TEXT).optional(),
      }),
    }),
  }),
  listEmotes: httpCall({
    method: 'GET',
    path: '/emotes',
    summary: 'Emotes available in chat',
    response: z.object({ emotes: z.array(emoteSchema) }),
  }),
};
