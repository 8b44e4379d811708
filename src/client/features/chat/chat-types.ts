// Types only: the shared zod contract stays out of the client bundle, its shapes do not.
import type { ChatMessage, Emote, PublicUser, RichTextBlock } from '../../../shared/contract';

export type { ChatMessage, Emote, PublicUser, RichTextBlock };

/** A channel as GET /chat/history describes it. */
export interface ChatChannelInfo {
  channel: string;
  name: string;
  /** Below this level the composer explains instead of sending. */
  minLevel: number;
  slowModeSeconds: number;
}

/** What the mute and stats views need to name a player. */
export interface ChatUserRef {
  userId: string;
  username: string;
}
