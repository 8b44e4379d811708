import { z } from 'zod';
import { WHEEL_TIERS } from '../../../games/reward-wheel/core';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { hex64Schema, isoDateTimeSchema } from './common';
import { httpCall } from './define';
import { clientSeedSchema, nonceSchema } from './fairness';

const tierSchema = z
  .number()
  .int()
  .min(0)
  .max(WHEEL_TIERS.length - 1);

/** One segment of the wheel: its prize (hundredths) and its share of the 10,000 tickets. */
export const wheelSegmentSchema = z.object({
  prize: balanceSchema,
  tickets: z.number().int().positive(),
});

/** A spin as it was played: enough to check it once its seed pair is revealed. */
export const wheelSpinSchema = z.object({
  id: z.uuid(),
  tier: tierSchema,
  ticket: z.number().int().min(1),
  /** The winning segment, clockwise from the top of the wheel. */
  segment: z.number().int().min(0),
  prize: balanceSchema,
  serverSeedHash: hex64Schema,
  clientSeed: clientSeedSchema,
  nonce: nonceSchema,
  /** The pair's server seed once it was rotated (revealed), else null. */
  serverSeed: hex64Schema.nullable(),
  spunAt: isoDateTimeSchema,
});
export type WheelSpinRecord = z.infer<typeof wheelSpinSchema>;

export const wheelStateSchema = z.object({
  level: z.number().int().min(0),
  tier: tierSchema,
  /** The player's tier's segments, in wheel order. */
  segments: z.array(wheelSegmentSchema),
  /** When the next free spin is ready; null: ready now. */
  nextSpinAt: isoDateTimeSchema.nullable(),
});
export type WheelState = z.infer<typeof wheelStateSchema>;

export const wheelCalls = {
  getWheel: httpCall({
    method: 'GET',
    path: '/wheel',
    summary: "The reward wheel for the player's level and when the next free spin is ready",
    auth: true,
    response: z.object({ wheel: wheelStateSchema }),
  }),
  spinWheel: httpCall({
    method: 'POST',
    path: '/wheel/spin',
    summary:
      "The free spin (one per 24 h from the last): the prize comes from the player's active seed pair at its next nonce and is credited at once; a spin too soon is refused with the time left, and one the house edge of the player's last 24 h of bets does not cover with NEEDS_PLAY",
    auth: true,
    response: z.object({
      spin: wheelSpinSchema,
      nextSpinAt: isoDateTimeSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
  listWheelSpins: httpCall({
    method: 'GET',
    path: '/wheel/spins',
    summary: "The player's latest spins, newest first, with the server seed once revealed",
    auth: true,
    response: z.object({ spins: z.array(wheelSpinSchema) }),
  }),
};
