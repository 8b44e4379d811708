import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/**
 * What an operator watches: the Prometheus listener and the scheduled ledger check.
 * METRICS_PORT=off starts no listener (tests, or a second node on one machine that is not
 * scraped); 0 takes any free port (the log names it).
 */
export const operationsEnv = {
  METRICS_PORT: z
    .string()
    .regex(/^(off|\d{1,5})$/, { error: 'must be a port number or off' })
    .transform((text) => (text === 'off' ? ('off' as const) : Number(text)))
    .pipe(z.union([z.literal('off'), z.number().int().max(65535)]))
    .default(9464),
  // Loopback unless configured: the figures are for the scraper, not for the Internet.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LEDGER_CHECK_MINUTES: z.coerce
    .number({ error: 'must be minutes (0 for never)' })
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
};

export interface OperationsConfig {
  /** Where /metrics listens; null: nowhere. */
  metrics: { port: number; host: string } | null;
  /** Minutes between two ledger checks by the round leader; 0: never. */
  ledgerCheckMinutes: number;
}

export function operationsConfig(e: SliceEnv<typeof operationsEnv>): OperationsConfig {
  return {
    metrics: e.METRICS_PORT === 'off' ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    ledgerCheckMinutes: e.LEDGER_CHECK_MINUTES,
  };
}
