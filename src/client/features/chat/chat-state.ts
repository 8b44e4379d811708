import type { ChatChannelInfo, ChatMessage } from './chat-types';

/** The spec: a new message is appended and the oldest dropped; a channel keeps this many. */
export const MAX_MESSAGES_PER_CHANNEL = 100;

export type MessagesByChannel = Readonly<Record<string, readonly ChatMessage[]>>;

/** Appends a message to its channel, dropping the oldest past the bound; ignores repeats. */
export function appendMessage(
  messages: MessagesByChannel,
  message: ChatMessage,
  max = MAX_MESSAGES_PER_CHANNEL,
): MessagesByChannel {
  const list = messages[message.channel] ?? [];
  if (list.some((m) => m._id === message._id)) return messages;
  const next = [...list, message];
  return { ...messages, [message.channel]: next.length > max ? next.slice(-max) : next };
}

/** The spec: an update with active false removes the message, wherever it is. */
export function applyUpdate(
  messages: MessagesByChannel,
  update: { id: string; active: boolean },
): MessagesByChannel {
  if (update.active) return messages;
  let changed = false;
  const next: Record<string, readonly ChatMessage[]> = {};
  for (const [channel, list] of Object.entries(messages)) {
    const kept = list.filter((m) => m._id !== update.id);
    changed ||= kept.length !== list.length;
    next[channel] = kept;
  }
  return changed ? next : messages;
}

/** The remembered channel if it still exists, else the first (the spec's fallback). */
export function pickChannel(
  remembered: string | null,
  channels: readonly Pick<ChatChannelInfo, 'channel'>[],
): string | null {
  if (remembered && channels.some((c) => c.channel === remembered)) return remembered;
  return channels[0]?.channel ?? null;
}

/** True when the message mentions this user and was written by someone else. */
export function mentionsUser(message: ChatMessage, userId: string | null | undefined): boolean {
  if (!userId || message.user?.id === userId) return false;
  return message.blocks.some((b) => b.type === 'MENTION' && b.userId === userId);
}

/** The message as one line of plain text, for announcements and previews. */
export function plainText(message: Pick<ChatMessage, 'blocks'>): string {
  return message.blocks
    .map((b) => {
      switch (b.type) {
        case 'TEXT':
          return b.value;
        case 'MENTION':
          return `@${b.username}`;
        case 'EMOTE':
          return `:${b.name}:`;
        case 'BREAK_LINE':
          return ' ';
        default:
          return '';
      }
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
