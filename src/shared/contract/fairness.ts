import { z } from 'zod';
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

export const fairnessCalls = {
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
