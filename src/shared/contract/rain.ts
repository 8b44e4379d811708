import { z } from 'zod';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';

/** The rain pool now and when it next falls. */
export const rainStateSchema = z.object({
  pool: balanceSchema,
  nextRainAt: isoDateTimeSchema,
});
export type RainState = z.infer<typeof rainStateSchema>;

/**
 * A key the client makes for one submitted tip (a uuid) and sends again on a retry of that
 * submit: the tip happens once and every replay gets its answer.
 */
export const tipIdempotencyKeySchema = z.uuid({ error: 'idempotencyKey must be a uuid' });

export const tipRainBodySchema = z
  .object({ amount: amountSchema, idempotencyKey: tipIdempotencyKeySchema })
  .strict();
export type TipRainBody = z.infer<typeof tipRainBodySchema>;

/** Sent to every socket after a tip into the rain or a round changed the pool. */
export const rainUpdatePayload = z.object({ data: z.object({ rain: rainStateSchema }) });

export const rainCalls = {
  getRain: httpCall({
    method: 'GET',
    path: '/rain',
    summary: 'The rain pool and when it next falls',
    response: z.object({ rain: rainStateSchema }),
  }),
  tipRain: httpCall({
    method: 'POST',
    path: '/rain/tip',
    summary:
      'Tip gems from your balance into the rain pool (a replayed idempotencyKey answers the first tip)',
    auth: true,
    body: tipRainBodySchema,
    response: z.object({
      rain: rainStateSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
};
