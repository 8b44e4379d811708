import { z } from 'zod';
import type { RoundBetRules, RoundGameManifest } from '../../../games/manifest';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { hex64Schema, isoDateTimeSchema } from './common';
import { httpCall } from './define';

// A round game played from its manifest alone (RoundGameManifest with `bets`): its calls,
// socket event and views, derived from the manifest, so nothing here names a game. A round
// shows its bets from the start, and its chain hash and outcome once betting has closed.

/** A round game whose every bet is a choice on the round's outcome. */
export type ManifestRoundGame = RoundGameManifest & { bets: RoundBetRules };

export const MANIFEST_ROUND_PHASES = ['betting', 'rolling', 'ended'] as const;
export type ManifestRoundPhase = (typeof MANIFEST_ROUND_PHASES)[number];

export function hasRoundBets(game: RoundGameManifest): game is ManifestRoundGame {
  return game.bets !== undefined;
}

/** One bet of a round as anyone sees it: no player id. */
export function manifestRoundBetSchemaOf(game: ManifestRoundGame) {
  return z.object({
    id: z.uuid(),
    username: z.string(),
    amount: z.number().int(),
    choice: game.bets.choiceSchema as z.ZodType<unknown>,
    /** Null until the round is paid. */
    payout: z.number().int().nullable(),
  });
}
export type ManifestRoundBet = z.infer<ReturnType<typeof manifestRoundBetSchemaOf>>;

/** The round as it is now: `GET /games/<kind>/round` and the `<kind>.round` event. */
export function manifestRoundSchemaOf(game: ManifestRoundGame) {
  return z.object({
    id: z.number().int(),
    number: z.number().int(),
    phase: z.enum(MANIFEST_ROUND_PHASES),
    /** The server's clock when read, so a page counts down by it. */
    serverTime: isoDateTimeSchema,
    bettingEndsAt: isoDateTimeSchema,
    /** When the rolling outcome lands and the bets are paid; null while betting. */
    rollingEndsAt: isoDateTimeSchema.nullable(),
    /** The round's element of the published chain, and the outcome from it and the salt. */
    hash: hex64Schema.nullable(),
    outcome: (game.bets.outcomeSchema as z.ZodType<unknown>).nullable(),
    /** In placing order. */
    bets: z.array(manifestRoundBetSchemaOf(game)),
  });
}
export type ManifestRound = z.infer<ReturnType<typeof manifestRoundSchemaOf>>;

/** An ended round as the history lists it. */
export function manifestRoundEntrySchemaOf(game: ManifestRoundGame) {
  return z.object({
    id: z.number().int(),
    number: z.number().int(),
    hash: hex64Schema,
    outcome: game.bets.outcomeSchema as z.ZodType<unknown>,
    endedAt: isoDateTimeSchema,
  });
}
export type ManifestRoundEntry = z.infer<ReturnType<typeof manifestRoundEntrySchemaOf>>;

const balanceAnswer = { balance: balanceSchema, ledgerPosition: ledgerPositionSchema };

/** Its HTTP calls: `/games/<kind>/round`, `/history` and `/bet`. */
export function manifestRoundCalls(game: ManifestRoundGame) {
  const base = `/games/${game.kind}`;
  return {
    round: httpCall({
      method: 'GET',
      path: `${base}/round`,
      summary: `The ${game.name} round as it is now (null before the first)`,
      response: z.object({ round: manifestRoundSchemaOf(game).nullable() }),
    }),
    history: httpCall({
      method: 'GET',
      path: `${base}/history`,
      summary: `The last ended ${game.name} rounds, newest first, with their hashes`,
      response: z.object({ rounds: z.array(manifestRoundEntrySchemaOf(game)) }),
    }),
    bet: httpCall({
      method: 'POST',
      path: `${base}/bet`,
      summary: `Bet on the ${game.name} round that is taking bets; the stake is taken now`,
      auth: true,
      body: game.bets.body as z.ZodType<{ amount: number }>,
      response: z.object({
        bet: manifestRoundBetSchemaOf(game),
        roundId: z.number().int(),
        ...balanceAnswer,
      }),
    }),
  };
}

/** A bettor's browser sources hear each round they bet on once it is paid: `capture.<kind>`. */
export function manifestRoundCaptureEvent(game: ManifestRoundGame) {
  return {
    name: `capture.${game.kind}`,
    payload: z.object({ data: z.object({ round: manifestRoundSchemaOf(game) }) }),
  };
}

/** Its socket event: the round as it is now, on each change and to a subscriber first. */
export function manifestRoundEvent(game: ManifestRoundGame) {
  return {
    name: `${game.kind}.round`,
    payload: z.object({ data: z.object({ round: manifestRoundSchemaOf(game) }) }),
  };
}
