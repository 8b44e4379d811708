import { z } from 'zod';
import {
  notificationAudienceSchema,
  notificationDismissibleSchema,
  notificationLocationSchema,
  notificationSeveritySchema,
  notificationTypeSchema,
  notificationVariantSchema,
  richTextSchema,
} from '../../../shared/contract';
import type { NotificationRecord } from '../events';

// A record as it travels between server processes (JSON through Redis): dates as ISO
// strings, checked again on arrival.

const wireRecordSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  severity: notificationSeveritySchema,
  dismissible: notificationDismissibleSchema,
  priority: z.number().int(),
  location: notificationLocationSchema,
  variant: notificationVariantSchema,
  title: z.string(),
  message: richTextSchema,
  audience: notificationAudienceSchema,
  targetUserIds: z.array(z.uuid()),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type WireRecord = z.infer<typeof wireRecordSchema>;

export function toWire(record: NotificationRecord): WireRecord {
  return {
    ...record,
    startsAt: record.startsAt.toISOString(),
    expiresAt: record.expiresAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The record, or a thrown ZodError for anything that is not one. */
export function fromWire(value: unknown): NotificationRecord {
  const wire = wireRecordSchema.parse(value);
  return {
    ...wire,
    startsAt: new Date(wire.startsAt),
    expiresAt: wire.expiresAt ? new Date(wire.expiresAt) : null,
    createdAt: new Date(wire.createdAt),
  };
}
