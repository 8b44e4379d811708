import { z } from 'zod';
import { textSchema } from './common';
import type { GameKind } from './games';

/** A realtime channel name; subscribing emits `{channel}.subscribe`. */
export const channelSchema = textSchema({ error: 'Channel must be a string' })
  .min(1, { error: 'Channel cannot be empty' })
  .max(64, { error: 'Channel is at most 64 characters' })
  .regex(/^[a-z0-9.:-]+$/, {
    error: 'Channel may only contain lowercase letters, digits, dashes, dots and colons',
  });
export type Channel = z.infer<typeof channelSchema>;

/** Subscribe and unsubscribe acknowledge with true on success. */
export const subscriptionAck = z.boolean();

/** Names of the channels the product uses. */
export const channels = {
  liveDrops: 'live-drops',
  /** The /open-books page: the figures as bets settle (open-books.update). */
  openBooks: 'open-books',
  /** The /race page: live leaderboards (race.update). */
  race: 'race',
  /** Joined on entering a route with a game key. */
  game: (game: GameKind): Channel => `game:${game}`,
  /** One case battle's detail page: its rounds and spectators. */
  caseBattle: (id: string): Channel => `case-battle:${id}`,
} as const;

export type SubscriptionAction = 'subscribe' | 'unsubscribe';

export function subscriptionEventName(channel: Channel, action: SubscriptionAction): string {
  return `${channel}.${action}`;
}

/** Reads `{channel}.subscribe` / `{channel}.unsubscribe`; null for any other event or a bad channel. */
export function parseSubscriptionEvent(
  event: string,
): { channel: Channel; action: SubscriptionAction } | null {
  const match = /^(.+)\.(subscribe|unsubscribe)$/.exec(event);
  if (!match) return null;
  const channel = channelSchema.safeParse(match[1]);
  if (!channel.success) return null;
  return { channel: channel.data, action: match[2] as SubscriptionAction };
}
