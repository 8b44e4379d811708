import type { Socket } from 'socket.io-client';
import { serverEvents } from '../../src/shared/contract';

export const NOTIFICATION_EVENTS = [
  'notification.new',
  'notification.update',
  'notification.expire',
] as const;
export type NotificationEventName = (typeof NOTIFICATION_EVENTS)[number];

export interface HeardNotification {
  event: NotificationEventName;
  id: string;
  at: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any;
}

/**
 * Records every notification event a socket receives, each checked against the contract
 * (a payload the contract refuses fails the test when it is read).
 */
export function listenForNotifications(socket: Socket) {
  const heard: HeardNotification[] = [];
  const malformed: string[] = [];
  for (const event of NOTIFICATION_EVENTS) {
    socket.on(event, (payload: unknown) => {
      const parsed = serverEvents[event].payload.safeParse(payload);
      if (!parsed.success) malformed.push(`${event}: ${parsed.error.message}`);
      const id = (payload as { data?: { notification?: { _id?: string } } })?.data?.notification
        ?._id;
      heard.push({ event, id: id ?? '', at: Date.now(), payload });
    });
  }
  return {
    heard,
    /** The events about one notification, in order, as `event` names. */
    about(id: string): NotificationEventName[] {
      if (malformed.length > 0) throw new Error(`malformed payloads: ${malformed.join('; ')}`);
      return heard.filter((h) => h.id === id).map((h) => h.event);
    },
    first(id: string, event: NotificationEventName): HeardNotification | undefined {
      return heard.find((h) => h.id === id && h.event === event);
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (or fails with its last answer after `timeoutMs`). */
export async function eventually(check: () => boolean, timeoutMs = 5000, label = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${label} not met within ${timeoutMs} ms`);
    await pause(20);
  }
}
