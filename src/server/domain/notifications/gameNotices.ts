import type { RichTextBlock } from '../../../shared/contract';
import { type Hundredths, formatGems } from '../../../shared/money';
import type { DomainEvents } from '../events';
import type { NotificationLocation } from '../events';
import type { RaiseInput } from './notifications';

// The notices games and moderation raise, as pure builders: each turns the facts of an
// event into the notification to raise. Only the callers decide when.

/** How long a win notice stays in the corner. */
export const WIN_NOTICE_LIFETIME_MS = 10_000;
/** How long round-wide notices (crash, roulette) stay up. */
export const ROUND_NOTICE_LIFETIME_MS = 15_000;

export interface BetNoticeThresholds {
  /** HIGH_WIN from this payout on (hundredths). */
  highWinMinPayout: Hundredths;
  /** RARE_WIN from this multiplier on (ten-thousandths: 1,000,000 is 100x). */
  rareWinMinMultiplierE4: number;
}

type SettledBet = DomainEvents['bet.settled'];

/** A game's name and where its notices show, as the games registry says (domain/games). */
export interface GameNoticePlaces {
  nameOf(kind: string): string;
  locationOf(kind: string): NotificationLocation;
}

/** 1234567 ten-thousandths -> "123.45x" (truncated, never rounded up). */
export function formatMultiplier(multiplierE4: number): string {
  const hundredths = Math.floor(multiplierE4 / 100);
  return `${formatGems(hundredths)}x`;
}

/** The parts a notice's message and lifetime are made of (a game's own notices use them too). */
export const textBlock = (value: string): RichTextBlock => ({ type: 'TEXT', value });
export const gemsBlock = (amount: Hundredths): RichTextBlock => ({ type: 'CURRENCY', amount });
export const msAfter = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * HIGH_WIN and RARE_WIN for a settled bet: none, one or both. Only wins count. They start
 * when the betting tab's animation lands (`revealInMs` after `now`), never before.
 */
export function betNotices(
  bet: SettledBet,
  thresholds: BetNoticeThresholds,
  now: Date,
  /** A game's name (the server's game registry). */
  nameOf: (kind: string) => string,
): RaiseInput[] {
  if (bet.payout <= bet.amount) return [];
  const game = nameOf(bet.game);
  const multiplier = formatMultiplier(bet.multiplierE4);
  const notices: RaiseInput[] = [];
  const startsAt = msAfter(now, bet.revealInMs);
  const expiresAt = msAfter(startsAt, WIN_NOTICE_LIFETIME_MS);
  if (bet.multiplierE4 >= thresholds.rareWinMinMultiplierE4) {
    notices.push({
      type: 'RARE_WIN',
      severity: 'SUCCESS',
      audience: 'USER',
      targets: [bet.userId],
      title: 'Rare win!',
      message: [
        textBlock(`A ${multiplier} hit on ${game} paid you `),
        gemsBlock(bet.payout),
        textBlock('.'),
      ],
      priority: 20,
      startsAt,
      expiresAt,
    });
  }
  if (bet.payout >= thresholds.highWinMinPayout) {
    notices.push({
      type: 'HIGH_WIN',
      severity: 'SUCCESS',
      audience: 'USER',
      targets: [bet.userId],
      title: 'High win!',
      message: [
        textBlock('You won '),
        gemsBlock(bet.payout),
        textBlock(` on ${game} with a bet of `),
        gemsBlock(bet.amount),
        textBlock(` (${multiplier}).`),
      ],
      priority: 10,
      startsAt,
      expiresAt,
    });
  }
  return notices;
}

/** "12 Jan 2030, 08:05 UTC": unambiguous for every reader. */
export function formatUtc(moment: Date): string {
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  const pad = (n: number) => n.toString().padStart(2, '0');
  return `${moment.getUTCDate()} ${months[moment.getUTCMonth()]} ${moment.getUTCFullYear()}, ${pad(
    moment.getUTCHours(),
  )}:${pad(moment.getUTCMinutes())} UTC`;
}

/** USER_MUTED: a popup the player acknowledges, gone when the mute ends. */
export function mutedNotice(input: { userId: string; until: Date }): RaiseInput {
  return {
    type: 'USER_MUTED',
    severity: 'WARNING',
    audience: 'USER',
    targets: [input.userId],
    title: 'You have been muted',
    message: `You cannot send chat messages until ${formatUtc(input.until)}.`,
    variant: 'CENTER_ALERT',
    priority: 50,
    expiresAt: input.until,
  };
}

/** The operator's words as a sentence of their own: ended with a full stop unless they end it. */
const asSentence = (words: string) => {
  const trimmed = words.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * What players read while a game is paused: the banner and a refused bet both say it, with
 * the operator's message (the pause's reason) in the middle.
 */
export const pausedGameMessage = (name: string, reason: string) =>
  `${name} is paused for the moment. ${asSentence(reason)} Your balance is safe; please check back soon.`;

/**
 * GAME_DISABLED: a banner on the game's page until the game is back (expire it then). It
 * carries the operator's message (the pause's reason), which the game page shows too.
 */
export function gameDisabledNotice(
  input: { game: string; reason: string },
  games: GameNoticePlaces,
): RaiseInput {
  const name = games.nameOf(input.game);
  return {
    type: 'GAME_DISABLED',
    severity: 'WARNING',
    audience: 'EVERYONE',
    title: `${name} is unavailable`,
    message: pausedGameMessage(name, input.reason),
    variant: 'BANNER',
    // A game without a page location of its own shows its banner on the games pages.
    location: games.locationOf(input.game),
    dismissible: 'NEVER',
    priority: 100,
  };
}

/** FREE_CASES: a player received free cases; kept in their inbox until dismissed. */
export function freeCasesNotice(input: { userId: string; count: number }): RaiseInput {
  const cases = input.count === 1 ? 'a free case' : `${input.count} free cases`;
  return {
    type: 'FREE_CASES',
    severity: 'SUCCESS',
    audience: 'USER',
    targets: [input.userId],
    title: 'Free cases',
    message: [
      textBlock(`You received ${cases}. Open them from your inventory.`),
      { type: 'ACTION', action: 'inventory' },
    ],
    variant: 'INBOX',
    priority: 5,
  };
}
