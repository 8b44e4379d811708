import { z } from 'zod';
import type { InstantGameManifest } from '../../../games/manifest';
import { GAMES, type RegisteredGame } from '../../../games/registry';
import { ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { isoDateTimeSchema } from './common';
import { betFairnessSchema } from './fairness';
import { paceField } from './reveal';
import type { Pace } from '../../../games/pace';

// The instant games' calls, derived from the registered manifests (games/registry.ts):
// each game's bet and outcome schemas are its own, built from its core's numbers. Amounts
// are integer hundredths of a gem; the server decides every outcome from the player's
// seed pair and answers with the settled balance.

/**
 * The seeded games with an outcome schema (dice, plinko, mines): the history's bet records
 * (betHistory.ts). A room game's outcome is its room's (coin flip's record is its own).
 */
type BetGame = Exclude<Extract<RegisteredGame, { outcomeSchema: z.ZodType }>, { play: 'room' }>;
const BET_GAMES = GAMES.filter(
  (game): game is BetGame => 'outcomeSchema' in game && game.play !== 'room',
);
/** The one-request games (dice, plinko): their routes and services are derived from their manifests. */
type OneRequestGame = Extract<RegisteredGame, { play: 'instant' }>;
export const ONE_REQUEST_GAMES = GAMES.filter(
  (game): game is OneRequestGame => game.play === 'instant',
);

export const INSTANT_GAMES = BET_GAMES.map((game) => game.kind);
export type InstantGame = BetGame['kind'];
export const instantGameSchema = z.enum(INSTANT_GAMES as [InstantGame, ...InstantGame[]]);

// The games' own schemas and numbers, re-exported where callers have always found them.
export {
  DICE_CHANCE_MAX,
  DICE_CHANCE_MIN,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  type DiceDirection,
} from '../../../games/dice/core';
export {
  diceBetBodySchema,
  diceDirectionSchema,
  diceOutcomeSchema,
  type DiceBetBody,
} from '../../../games/dice/game';
export {
  PLINKO_RISKS,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  type PlinkoRisk,
} from '../../../games/plinko/core';
export {
  plinkoBetBodySchema,
  plinkoOutcomeSchema,
  plinkoRiskSchema,
  type PlinkoBetBody,
} from '../../../games/plinko/game';
export {
  UPGRADE_CHANCE_MAX,
  UPGRADE_CHANCE_MIN,
  UPGRADE_CHANCE_SCALE,
  UPGRADE_DIRECTIONS,
  type UpgradeDirection,
} from '../../../games/skin-upgrader/core';
export {
  skinUpgraderBetBodySchema,
  skinUpgraderDirectionSchema,
  skinUpgraderOutcomeSchema,
  type SkinUpgraderBetBody,
} from '../../../games/skin-upgrader/game';
export { MINES_MAX, MINES_MIN, MINES_TILES } from '../../../games/mines/core';
import {
  minesRevealBodySchema,
  minesStartBodySchema,
  minesStateSchema,
} from '../../../games/mines/game';
export {
  minesOutcomeSchema,
  minesRevealBodySchema,
  minesStartBodySchema,
  minesStateSchema,
} from '../../../games/mines/game';

export const minesGameSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  mines: z.number().int(),
  /** Safe tiles revealed so far, in the order picked (and the mine that ended it, last). */
  revealed: z.array(z.number().int().min(0).max(24)),
  state: minesStateSchema,
  /** Multiplier now (after the safe picks so far), 4 decimals; 1 before the first pick. */
  multiplier: z.number(),
  /** Multiplier after one more safe pick; null when no safe tile is left or the game ended. */
  nextMultiplier: z.number().nullable(),
  /** What a cash-out pays now (or paid); 0 when busted. */
  payout: z.number().int(),
  /** Every mine, row-major tile indexes; only once the game has ended. */
  minePositions: z.array(z.number().int()).nullable(),
  fairness: betFairnessSchema,
  createdAt: isoDateTimeSchema,
});
export type MinesGame = z.infer<typeof minesGameSchema>;

// --- Bets (history rows and answers) ---------------------------------------------------
const betBase = {
  id: z.uuid(),
  amount: z.number().int(),
  /** What was credited back (0 on a loss). */
  payout: z.number().int(),
  /** 4 decimals, for display; payout is authoritative. */
  multiplier: z.number(),
  fairness: betFairnessSchema,
  createdAt: isoDateTimeSchema,
};
const betRecordOf = <G extends BetGame>(game: G) =>
  z.object({
    ...betBase,
    game: z.literal(game.kind as G['kind']),
    outcome: game.outcomeSchema as G['outcomeSchema'],
  });
type BetRecordSchemaOf<G> = G extends BetGame ? ReturnType<typeof betRecordOf<G>> : never;
const betRecordSchemas = BET_GAMES.map(betRecordOf) as BetRecordSchemaOf<BetGame>[];
export const betRecordSchema = z.discriminatedUnion(
  'game',
  betRecordSchemas as [BetRecordSchemaOf<BetGame>, ...BetRecordSchemaOf<BetGame>[]],
);
/** One game's bet record, as the contract shapes it. */
export const betRecordSchemaOf = <K extends InstantGame>(kind: K) =>
  betRecordSchemas.find((schema) => schema.shape.game.value === kind) as BetRecordSchemaOf<
    Extract<BetGame, { kind: K }>
  >;
export type BetRecord = z.infer<typeof betRecordSchema>;

/** A settled bet with the balance after it. */
const betAnswer = <T extends z.ZodType>(bet: T) =>
  z.object({ bet, balance: z.number().int(), ledgerPosition: ledgerPositionSchema });
const minesAnswer = z.object({
  game: minesGameSchema,
  balance: z.number().int(),
  ledgerPosition: ledgerPositionSchema,
});

/** `coin-toss` -> `coinToss`: the call names of derived routes. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
const camelCase = <S extends string>(kind: S) =>
  kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;

/**
 * An instant game's one call: `POST /games/<kind>/bet`, the bet settled in the answer.
 */
export function instantBetCall<G extends InstantGameManifest<string, { amount: number }, unknown>>(
  game: G,
) {
  const record = z.object({
    ...betBase,
    game: z.literal(game.kind as G['kind']),
    outcome: game.outcomeSchema as G['outcomeSchema'],
  });
  return httpCall({
    method: 'POST',
    path: `/games/${game.kind}/bet`,
    summary: game.summary,
    auth: true,
    body: withPace(game.kind, game.bet as G['bet']),
    response: betAnswer(record),
  });
}

/**
 * A game's bet schema plus the optional `pace` (reveal.ts): the manifest's own checks
 * (strictness, refinements) stay, and the server learns when the betting tab's animation lands.
 */
function withPace<B extends { amount: number }>(kind: string, bet: z.ZodType<B>) {
  if (!(bet instanceof z.ZodObject)) throw new Error(`${kind}: a bet schema must be an object`);
  return bet.safeExtend(paceField) as unknown as z.ZodType<B & { pace?: Pace | undefined }>;
}

/** The name a game's bet call has in the contract (and OpenAPI): `diceBet`, `coinTossBet`. */
export const instantBetCallName = <K extends string>(kind: K) => `${camelCase(kind)}Bet` as const;

type InstantBetCalls = {
  [G in OneRequestGame as `${CamelCase<G['kind']>}Bet`]: ReturnType<typeof instantBetCall<G>>;
};
/** The names of the one-request games' bet calls (`diceBet`, ...). */
export type InstantBetCallName = keyof InstantBetCalls;
/** The one-request games' kinds (`dice`, ...). */
export type OneRequestKind = OneRequestGame['kind'];
/** A one-request game's bet body, by its kind (its manifest's schema; `pace` is added). */
export type OneRequestBetBody<K extends OneRequestKind> = z.infer<
  Extract<OneRequestGame, { kind: K }>['bet']
>;
/** A one-request game's bet call in the contract, by its kind. */
export type InstantBetCallOf<K extends OneRequestKind> = InstantBetCalls[`${CamelCase<K>}Bet` &
  InstantBetCallName];
const instantBetCalls = Object.fromEntries(
  ONE_REQUEST_GAMES.map((game) => [instantBetCallName(game.kind), instantBetCall(game)]),
) as InstantBetCalls;

export const instantGamesCalls = {
  ...instantBetCalls,
  minesStart: httpCall({
    method: 'POST',
    path: '/games/mines/start',
    summary: 'Start a mines game (one active game per player)',
    auth: true,
    body: minesStartBodySchema,
    response: minesAnswer,
  }),
  minesReveal: httpCall({
    method: 'POST',
    path: '/games/mines/reveal',
    summary: 'Reveal a tile of the active mines game',
    auth: true,
    body: minesRevealBodySchema,
    response: minesAnswer,
  }),
  minesCashout: httpCall({
    method: 'POST',
    path: '/games/mines/cashout',
    summary: 'Cash out the active mines game (after at least one safe tile)',
    auth: true,
    response: minesAnswer,
  }),
  minesActive: httpCall({
    method: 'GET',
    path: '/games/mines/active',
    summary: "The player's active mines game, if any",
    auth: true,
    response: z.object({ game: minesGameSchema.nullable() }),
  }),
};
