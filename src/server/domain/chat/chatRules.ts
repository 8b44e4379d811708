import type { ChatChannel } from './channels';
import { formatDuration } from '../../../shared/duration';
import { secondsToWait } from './duration';
import { refusal } from './parseMessage';

export interface Sender {
  level: number;
  mutedUntil: Date | null;
  bannedUntil: Date | null;
  /** Moderators and admins: not held back by levels or slow mode (they keep order there). */
  isStaff: boolean;
}

/** One of the sender's own recent messages, removed ones included. */
export interface RecentMessage {
  channel: string;
  createdAt: Date;
  fingerprint: string;
}

export interface SendRules {
  /** At most `count` messages in any `windowSeconds`, across channels. */
  rateLimit: { count: number; windowSeconds: number };
  /** The same text again within this many seconds is refused. */
  repeatWindowSeconds: number;
}

/** How far back the rules look; the caller loads the sender's messages since then. */
export function lookbackSeconds(rules: SendRules, channel: ChatChannel): number {
  return Math.max(
    rules.rateLimit.windowSeconds,
    rules.repeatWindowSeconds,
    channel.slowModeSeconds,
  );
}

const ago = (now: Date, date: Date) => now.getTime() - date.getTime();

/**
 * Whether this sender may post in this channel now; throws the reason a player can act on.
 * `recent` is the sender's messages within lookbackSeconds, newest first.
 */
export function assertMaySend(
  sender: Sender,
  channel: ChatChannel,
  recent: readonly RecentMessage[],
  now: Date,
  rules: SendRules,
): void {
  if (sender.bannedUntil && sender.bannedUntil > now)
    throw refusal('BANNED', `This account is banned until ${sender.bannedUntil.toISOString()}`);
  if (sender.mutedUntil && sender.mutedUntil > now)
    throw refusal(
      'MUTED',
      `You are muted for ${formatDuration(sender.mutedUntil.getTime() - now.getTime())}`,
    );
  if (!sender.isStaff && sender.level < channel.minLevel)
    throw refusal(
      'LEVEL_TOO_LOW',
      channel.channel === 'vip'
        ? `The VIP channel is for level ${channel.minLevel} and above (you are level ${sender.level})`
        : `You need level ${channel.minLevel} to chat (you are level ${sender.level})`,
    );

  const windowMs = rules.rateLimit.windowSeconds * 1000;
  const inWindow = recent.filter((m) => ago(now, m.createdAt) < windowMs);
  if (inWindow.length >= rules.rateLimit.count) {
    // The wait until the oldest message in the window ages out of it.
    const oldest = inWindow[rules.rateLimit.count - 1] ?? inWindow.at(-1)!;
    const wait = windowMs - ago(now, oldest.createdAt);
    throw refusal(
      'RATE_LIMITED',
      `You are sending messages too fast; wait ${secondsToWait(wait)} s`,
    );
  }

  const slowMs = channel.slowModeSeconds * 1000;
  const lastHere = recent.find((m) => m.channel === channel.channel);
  if (!sender.isStaff && slowMs > 0 && lastHere && ago(now, lastHere.createdAt) < slowMs)
    throw refusal(
      'SLOW_MODE',
      `Slow mode is on in this channel: wait ${secondsToWait(slowMs - ago(now, lastHere.createdAt))} s`,
    );
}

/** Refuses the same text the sender already posted within the repeat window, in any channel. */
export function assertNotRepeated(
  fingerprint: string,
  recent: readonly RecentMessage[],
  now: Date,
  rules: SendRules,
): void {
  const windowMs = rules.repeatWindowSeconds * 1000;
  if (recent.some((m) => m.fingerprint === fingerprint && ago(now, m.createdAt) < windowMs))
    throw refusal('REPEATED_MESSAGE', 'You already sent that message; say something new');
}
