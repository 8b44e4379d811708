import { z } from 'zod';
import { ROUND_GAME_KINDS } from '../../../games/registry';
import { beaconEvidenceSchema } from './beaconEvidence';
import { httpCall } from './define';
import { hex64Schema, isoDateTimeSchema, textSchema } from './common';

/**
 * A client seed: 1-64 visible ASCII characters. Spaces and control characters are refused so
 * the text typed into any public verifier is exactly the text we hashed.
 */
export const clientSeedSchema = textSchema({ error: 'Client seed must be a string' })
  .min(1, { error: 'Client seed is required' })
  .max(64, { error: 'Client seed may be at most 64 characters' })
  .regex(/^[\x21-\x7E]+$/, {
    error: 'Client seed may only contain visible ASCII characters (no spaces)',
  });

/** A nonce: the index of a bet within its seed pair, counted from 0. */
export const nonceSchema = z.number().int().min(0).max(2_147_483_647);

/** What every single-player bet's answer and history row carries. */
export const betFairnessSchema = z.object({
  serverSeedHash: hex64Schema,
  clientSeed: clientSeedSchema,
  nonce: nonceSchema,
});
export type BetFairness = z.infer<typeof betFairnessSchema>;

/** The active pair: `nonce` is the nonce the next bet will use (= bets made with the pair). */
export const activeSeedPairSchema = betFairnessSchema;

export const revealedSeedPairSchema = z.object({
  serverSeed: hex64Schema,
  serverSeedHash: hex64Schema,
  clientSeed: clientSeedSchema,
  /** Bets made with the pair: they used nonces 0 .. nonce-1. */
  nonce: nonceSchema,
  createdAt: isoDateTimeSchema,
  revealedAt: isoDateTimeSchema,
});
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

export const seedsStateSchema = z.object({
  active: activeSeedPairSchema,
  next: z.object({ serverSeedHash: hex64Schema }),
});
export type SeedsState = z.infer<typeof seedsStateSchema>;

/** Revealed pairs per page, at most. */
export const REVEALED_PAGE_MAX = 50;

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

export const fairnessCalls = {
  listRoundChains: httpCall({
    method: 'GET',
    path: '/fairness/round-chains',
    summary:
      "The round games' published hash chains: terminating hash, the beacon round named for the salt, and the salt once fixed",
    response: z.object({ chains: z.array(roundChainSchema) }),
  }),
  startFairnessSeeds: httpCall({
    method: 'POST',
    path: '/fairness/seeds/start',
    summary:
      "Creates the player's first seed pair with the browser's client seed, unless one exists (then it is left as it is); answers the active pair",
    auth: true,
    body: z.object({ clientSeed: clientSeedSchema }).strict(),
    response: seedsStateSchema,
  }),
  getFairnessSeeds: httpCall({
    method: 'GET',
    path: '/fairness/seeds',
    summary:
      "The player's active seed pair (server seed hashed) and the next server seed's hash; a player without one gets a pair with a server-made client seed",
    auth: true,
    response: seedsStateSchema,
  }),
  rotateFairnessSeeds: httpCall({
    method: 'POST',
    path: '/fairness/seeds/rotate',
    summary:
      'Reveal the active server seed, promote the next one and start a pair with this client seed',
    auth: true,
    body: z.object({ clientSeed: clientSeedSchema }).strict(),
    response: z.object({
      revealed: revealedSeedPairSchema.pick({
        serverSeed: true,
        serverSeedHash: true,
        clientSeed: true,
        nonce: true,
      }),
      active: activeSeedPairSchema,
      next: z.object({ serverSeedHash: hex64Schema }),
    }),
  }),
  listRevealedSeeds: httpCall({
    method: 'GET',
    path: '/fairness/seeds/revealed',
    summary:
      "The player's revealed seed pairs, newest first, a page at a time: pass the answer's nextCursor as `before` for the next page (null after the last)",
    auth: true,
    query: z
      .object({
        before: z.uuid({ error: 'before must be a cursor from a previous page' }).optional(),
        limit: z.coerce
          .number({ error: 'limit must be a number' })
          .int({ error: 'limit must be a whole number' })
          .min(1, { error: 'limit must be at least 1' })
          .max(REVEALED_PAGE_MAX, { error: `limit may be at most ${REVEALED_PAGE_MAX}` })
          .optional(),
      })
      .strict(),
    response: z.object({
      pairs: z.array(revealedSeedPairSchema),
      nextCursor: z.uuid().nullable(),
    }),
  }),
};
