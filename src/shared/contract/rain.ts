import { z } from 'zod';
import { amountSchema, balanceSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';

/** The rain pool now and when it next falls. */
export const rainStateSchema = z.object({
  pool: balanceSchema,
  nextRainAt: isoDateTimeSchema,
});
export type RainState = z.infer<typeof rainStateSchema>;

export const tipRainBodySchema = z.object({ amount: amountSchema }).strict();
export type TipRainBody = z.infer<typeof tipRainBodySchema>;

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
    summary: 'Tip gems from your balance into the rain pool',
    auth: true,
    body: tipRainBodySchema,
    response: z.object({ rain: rainStateSchema, balance: balanceSchema }),
  }),
};
