import { pino } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../events';
import type { EventNotices } from './eventNotices';
import { listenForGameNotices } from './gameNoticeListeners';
import { Notifications } from './notifications';

/** The notification service, listening for the domain events that raise notices. */
export function createNotifications(
  config: Config,
  db: Database,
  events: DomainEventBus,
  /** A game's name for win notices (the server's game registry). */
  gameName: (kind: string) => string,
  /** The games' own notices, declared in their folders (crash's 100x, roulette's greens). */
  gameNotices: readonly EventNotices[],
): Notifications {
  const settings = config.notifications;
  const notifications = new Notifications(db, events, { newUserDays: settings.newUserDays });
  const log = pino({ level: config.logLevel, name: 'notifications' });
  listenForGameNotices(
    events,
    notifications,
    {
      highWinMinPayout: settings.highWinMinPayout,
      rareWinMinMultiplierE4: settings.rareWinMinMultiplierE4,
    },
    (error, context) => log.error({ err: error }, `could not raise ${context}`),
    gameName,
    gameNotices,
  );
  return notifications;
}
