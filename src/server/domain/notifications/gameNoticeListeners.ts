import type { DomainEventBus } from '../events';
import type { EventNotices } from './eventNotices';
import { type BetNoticeThresholds, betNotices, mutedNotice } from './gameNotices';
import { levelUpNotice } from './levelUpNotice';
import type { Notifications } from './notifications';

/**
 * Raises the notices that follow domain events: HIGH_WIN and RARE_WIN after a settled bet,
 * USER_MUTED after a mute, a level-up notice after a wager's XP crossed a level, and each
 * game's own (crash's CRASH_100X, roulette's greens), declared in its folder. Moderation
 * knows nothing of notifications. Answers the function that stops listening.
 */
export function listenForGameNotices(
  events: DomainEventBus,
  notifications: Notifications,
  thresholds: BetNoticeThresholds,
  report: (error: unknown, context: string) => void,
  /** A game's name for win notices (the server's game registry). */
  gameName: (kind: string) => string,
  /** The games' own notices (the round games' plug-ins). */
  gameNotices: readonly EventNotices[],
): () => void {
  const raise = (input: Parameters<Notifications['raise']>[0], context: string) =>
    notifications.raise(input).catch((error: unknown) => report(error, context));

  const stops = [
    events.on('bet.settled', (bet) => {
      for (const notice of betNotices(bet, thresholds, notifications.now(), gameName))
        void raise(notice, `${notice.type} for bet ${bet.betId}`);
    }),
    // A wager that crossed a level boundary tells its player once.
    events.on('user.xp', (credit) => {
      const notice = levelUpNotice(credit, notifications.now());
      if (notice) void raise(notice, `level-up for ${credit.userId}`);
    }),
    // A new mute replaces the notice of the previous one; a lifted mute just ends it.
    events.on('user.muted', ({ userId, until }) => {
      void notifications
        .expireForUser(userId, 'USER_MUTED')
        .then(() => {
          if (until && until.getTime() > notifications.now().getTime())
            return notifications.raise(mutedNotice({ userId, until }));
        })
        .catch((error: unknown) => report(error, `USER_MUTED for ${userId}`));
    }),
    ...gameNotices.map((subscribe) =>
      subscribe(
        events,
        ({ notice, context }) => void raise(notice, context),
        () => notifications.now(),
      ),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
