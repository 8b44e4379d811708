import { z } from 'zod';
import { ROUND_GAME_KINDS } from '../../../games/registry';
import { beaconEvidenceSchema } from './beaconEvidence';
import { httpCall } from './define';
import { hex64Schema, isoDateTimeSchema } from './common';

// The round games' published hash chains. Apart from the seed pairs' contract (fairness.ts),
// because naming the round games loads the registry of every game: a page that checks a
// bet's seeds loads no game's rules but its own.

/**
 * A round game's hash chain as published before its first round (docs/games/fairness.md,
 * "Round chains").
 */
export const roundChainSchema = z.object({
  game: z.enum(ROUND_GAME_KINDS),
  /** Elements in the chain; round k uses element length - k. */
  length: z.number().int(),
  /** The last element, published first: every revealed round hash walks back to it. */
  terminatingHash: hex64Schema,
  /** The public randomness named for the salt when the chain was published. */
  beacon: z.object({
    kind: z.enum(['local', 'drand-quicknet', 'eos']),
    label: z.string(),
    round: z.number().int(),
    expectedAt: isoDateTimeSchema,
    /** True for the development beacon, whose values this server makes itself. */
    local: z.boolean(),
  }),
  /** That beacon round's value: null until it exists (no round is played before). */
  salt: hex64Schema.nullable(),
  /** What proves the salt without asking the beacon, once fixed. */
  saltEvidence: beaconEvidenceSchema.nullable(),
  /** When the chain and its named salt round were published (and announced in chat). */
  publishedAt: isoDateTimeSchema,
  /**
   * The salt is the first beacon round due at or after this time, minutes after
   * publication; null for a chain published before this rule.
   */
  saltNotBefore: isoDateTimeSchema.nullable(),
  saltFixedAt: isoDateTimeSchema.nullable(),
  roundsPlayed: z.number().int(),
});
export type RoundChain = z.infer<typeof roundChainSchema>;

export const roundChainCalls = {
  listRoundChains: httpCall({
    method: 'GET',
    path: '/fairness/round-chains',
    summary:
      "The round games' published hash chains: terminating hash, the beacon round named for the salt, and the salt once fixed",
    response: z.object({ chains: z.array(roundChainSchema) }),
  }),
};
