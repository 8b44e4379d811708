import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Brand } from '../../../shared/brands';
import type { SliceEnv } from '../envFields';
import { inMemory } from './storage';

/** Mail: SMTP when set, otherwise each message is written to the outbox folder. */
export const mailEnv = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  // Unset: the brand's name at no-reply@localhost.
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
};

export interface MailConfig {
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
}

export function mailConfig(e: SliceEnv<typeof mailEnv>, dataDir: string, brand: Brand): MailConfig {
  return {
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${brand.name} <no-reply@localhost>`,
      // In-memory databases (tests) get a fresh temporary outbox.
      outboxDir:
        e.MAIL_OUTBOX_DIR ??
        (inMemory(dataDir)
          ? join(tmpdir(), `outbox-${process.pid}-${Math.random().toString(36).slice(2)}`)
          : join(dataDir, 'outbox')),
    },
  };
}
