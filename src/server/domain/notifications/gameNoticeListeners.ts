import type { DomainEventBus } from '../events';
import { CRASH_NOTICE_E2 } from '../../../../games/crash/core';
import {
  type BetNoticeThresholds,
  betNotices,
  crashHundredXNotice,
  mutedNotice,
  rouletteGreenNotice,
} from './gameNotices';
import { levelUpNotice } from './levelUpNotice';
import type { Notifications } from './notifications';

/**
 * Raises the notices that follow domain events: HIGH_WIN and RARE_WIN after a settled bet,
 * CRASH_100X after a crash round that reached 100x, ROULETTE_DOUBLE_GREEN and
 * ROULETTE_TRIPLE_GREEN after a roulette round, USER_MUTED after a mute, a level-up notice
 * after a wager's XP crossed a level. The games and moderation know nothing of notifications.
 * Answers the function that stops listening.
 */
export function listenForGameNotices(
  events: DomainEventBus,
  notifications: Notifications,
  thresholds: BetNoticeThresholds,
  report: (error: unknown, context: string) => void,
  /** A game's name for win notices (the server's game registry). */
  gameName: (kind: string) => string,
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
    // A crash round that reached 100x tells everyone on the Crash page.
    events.on('crash.crashed', ({ roundId, crashPoint }) => {
      if (crashPoint >= CRASH_NOTICE_E2)
        void raise(
          crashHundredXNotice({ crashPointE4: crashPoint * 100 }, notifications.now()),
          `CRASH_100X for round ${roundId}`,
        );
    }),
    // Told at a roulette round's settlement, once its strip has landed: a second green in
    // a row tells everyone one more pays the jackpot; a jackpot paid tells everyone how much.
    events.on('roulette.ended', ({ roundId, doubleGreen, jackpotPaid }) => {
      if (doubleGreen)
        void raise(
          rouletteGreenNotice({ streak: 2 }, notifications.now()),
          `ROULETTE_DOUBLE_GREEN for round ${roundId}`,
        );
      if (jackpotPaid > 0)
        void raise(
          rouletteGreenNotice({ streak: 3, jackpotPaid }, notifications.now()),
          `ROULETTE_TRIPLE_GREEN for round ${roundId}`,
        );
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
  ];
  return () => stops.forEach((stop) => stop());
}
