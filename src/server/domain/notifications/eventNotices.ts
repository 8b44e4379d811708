import type { DomainEventBus, DomainEvents } from '../events';
import type { RaiseInput } from './notifications';

// A game's own notices (crash's 100x, roulette's greens) are declared in its folder: the
// event that raises them and what it raises. The notification service subscribes them beside
// its own, so a game names no notification code and the notification code names no game.

/** A notice to raise, with the words a failure to raise it is logged with. */
export interface RaisedNotice {
  notice: RaiseInput;
  context: string;
}

/** Subscribes a game's notices to the domain events; answers how to stop. */
export type EventNotices = (
  events: DomainEventBus,
  raise: (raised: RaisedNotice) => void,
  now: () => Date,
) => () => void;

/** The notices one domain event raises (none, one or more), read at the event. */
export function noticesOn<E extends keyof DomainEvents>(
  on: E,
  notices: (event: DomainEvents[E], now: Date) => readonly RaisedNotice[],
): EventNotices {
  return (events, raise, now) =>
    events.on(on, (event) => {
      for (const raised of notices(event, now())) raise(raised);
    });
}
