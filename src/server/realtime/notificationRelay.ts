import { pino } from 'pino';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { notificationAudienceSchema, serverEvents } from '../../shared/contract';
import { type Delivery, planChange } from '../domain/notifications';
import { phaseAt } from '../domain/notifications';
import type { NotificationRecord } from '../domain/events';
import { NotificationTimeline } from '../domain/notifications';
import { toNotification } from '../domain/notifications';
import { fromWire, toWire } from '../domain/notifications';
import type { Services } from '../services';
import { localSocketsFor } from './notificationAudience';

/** What the broadcast port carries to every process, this one included. */
const deliverMessageSchema = z.object({
  deliveries: z.array(
    z.object({
      event: z.enum(['notification.new', 'notification.update', 'notification.expire']),
      audience: z.object({
        audience: notificationAudienceSchema,
        targetUserIds: z.array(z.uuid()),
      }),
      skipDismissed: z.boolean(),
    }),
  ),
  record: z.unknown(),
  at: z.iso.datetime(),
});

function payloadOf(event: Delivery['event'], record: NotificationRecord) {
  const payload =
    event === 'notification.expire'
      ? { data: { notification: { _id: record.id } } }
      : { data: { notification: toNotification(record) } };
  // Nothing leaves the server that the contract does not describe.
  return serverEvents[event].payload.parse(payload);
}

/**
 * Relays notifications to sockets (rule 2 of relays.ts). A change is planned once, where it
 * happened, and the plan goes through the broadcast port to every process (this one too),
 * each of which serves its own sockets. Starts and expiries that lie ahead are fired by each
 * process's own timeline, for its own sockets only. Either way every socket hears an event
 * once.
 */
export function relayNotifications(io: Server, services: Services): () => void {
  const { notifications } = services;
  const log = pino({ level: services.config.logLevel, name: 'notification-relay' });
  let stopped = false;

  const report = (error: unknown, context: string) => {
    if (!stopped) log.error({ err: error }, `notifications: ${context}`);
  };

  async function deliver(deliveries: readonly Delivery[], record: NotificationRecord) {
    for (const delivery of deliveries) {
      const payload = payloadOf(delivery.event, record);
      const excluded = delivery.skipDismissed
        ? new Set(await notifications.dismissersOf(record.id))
        : new Set<string>();
      const socketIds = await localSocketsFor(io, delivery.audience, {
        excludedUserIds: excluded,
        newAccountsAmong: (ids) => notifications.newAccountsAmong(ids),
      });
      // An empty room list would mean "everyone": only ever emit to named sockets.
      if (socketIds.length > 0 && !stopped) io.local.to(socketIds).emit(delivery.event, payload);
    }
  }

  /** A timer fired: the stored row decides, so a change this process missed cannot mislead. */
  async function fireMoment(id: string, moment: 'start' | 'expire') {
    const record = await notifications.find(id);
    if (!record || stopped) return;
    const phase = phaseAt(record, notifications.now());
    if (moment === 'start' && phase === 'ACTIVE')
      await deliver([{ event: 'notification.new', audience: record, skipDismissed: true }], record);
    if (moment === 'expire' && phase === 'EXPIRED')
      await deliver(
        [{ event: 'notification.expire', audience: record, skipDismissed: false }],
        record,
      );
  }

  const timeline = new NotificationTimeline({
    onStart: (id) => void fireMoment(id, 'start').catch((e: unknown) => report(e, `start ${id}`)),
    onExpire: (id) =>
      void fireMoment(id, 'expire').catch((e: unknown) => report(e, `expiry ${id}`)),
  });

  function apply(deliveries: Delivery[], record: NotificationRecord, at: Date) {
    timeline.track(record, at);
    void deliver(deliveries, record).catch((e: unknown) => report(e, `delivery ${record.id}`));
  }

  const stopListening = services.events.on('notification.changed', ({ before, after, at }) => {
    const deliveries = planChange(before, after, at);
    void services.broadcast.publish('notifications.deliver', {
      deliveries,
      record: toWire(after),
      at: at.toISOString(),
    });
  });

  const stopHearing = services.broadcast.subscribe('notifications.deliver', (message) => {
    try {
      const { deliveries, record, at } = deliverMessageSchema.parse(message);
      apply(deliveries, fromWire(record), new Date(at));
    } catch (error) {
      report(error, 'a malformed notification delivery');
    }
  });

  // Starts and expiries stored before this process started.
  void notifications
    .pending()
    .then((records) => {
      const now = notifications.now();
      if (!stopped) for (const record of records) timeline.track(record, now);
    })
    .catch((e: unknown) => report(e, 'loading the pending notifications'));

  return () => {
    stopped = true;
    stopListening();
    stopHearing();
    timeline.stop();
  };
}
