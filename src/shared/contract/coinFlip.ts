import { z } from 'zod';
import {
  COIN_FLIP_STAKE_MAX,
  COIN_FLIP_STAKE_MIN,
  COIN_FLIP_STATES,
  COIN_SIDES,
} from '../../../games/coin-flip/core';
import { balanceSchema, formatGems, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { beaconEvidenceSchema } from './beaconEvidence';
import { hex64Schema, isoDateTimeSchema } from './common';

// Coin flip (docs/games/coin-flip.md): a player opens a game with a stake and a side,
// another player joins it (or the creator calls the bot), and once both seats are filled
// the server names a future beacon round; its public value and the game's server seed
// (its hash shown from creation) decide the side. The winner takes 2x the stake less 5%.

export const coinSideSchema = z.enum(COIN_SIDES, { error: 'Side must be "CT" or "T"' });
export const coinFlipStateSchema = z.enum(COIN_FLIP_STATES);

export const createCoinFlipBodySchema = z
  .object({
    amount: z
      .number({ error: 'Amount must be a number' })
      .int({ error: 'Amount must be a whole number of hundredths' })
      .min(COIN_FLIP_STAKE_MIN, {
        error: `The stake must be at least ${formatGems(COIN_FLIP_STAKE_MIN)}`,
      })
      .max(COIN_FLIP_STAKE_MAX, {
        error: `The stake must be at most ${formatGems(COIN_FLIP_STAKE_MAX)}`,
      }),
    side: coinSideSchema,
  })
  .strict();
export type CreateCoinFlipBody = z.infer<typeof createCoinFlipBodySchema>;

/** The beacon round named when both seats filled: the flip waits for its value. */
export const coinFlipFairnessSchema = z.object({
  beacon: z.enum(['drand-quicknet', 'eos', 'local']),
  /** Shown next to the round, e.g. "drand quicknet (League of Entropy)". */
  beaconLabel: z.string(),
  /** The drand round or EOS block number. */
  blockNumber: z.number().int(),
  expectedAt: isoDateTimeSchema,
});

export const coinFlipGameSchema = z.object({
  id: z.uuid(),
  state: coinFlipStateSchema,
  /** Each seat's stake (hundredths). */
  amount: z.number().int(),
  createdAt: isoDateTimeSchema,
  creator: z.object({ username: z.string(), side: coinSideSchema }),
  /** Null while open (or cancelled); username null when the bot holds the seat. */
  joiner: z
    .object({ username: z.string().nullable(), side: coinSideSchema, bot: z.boolean() })
    .nullable(),
  /** SHA-256 of the server seed, shown from creation. */
  serverSeedHash: hex64Schema,
  /** Null until both seats are filled and the beacon round is named. */
  fairness: coinFlipFairnessSchema.nullable(),
  /** Revealed once flipped. */
  serverSeed: z.string().nullable(),
  /** The beacon round's value (64 hex), once flipped. */
  beaconValue: hex64Schema.nullable(),
  /** What proves that value without asking the beacon, once flipped. */
  beaconEvidence: beaconEvidenceSchema.nullable(),
  winningSide: coinSideSchema.nullable(),
  winner: z.enum(['creator', 'joiner']).nullable(),
  /** What the winner received (2x the stake less the fee); null until flipped. */
  payout: z.number().int().nullable(),
  /** The house's 5% of the pot; null until flipped. */
  fee: z.number().int().nullable(),
  flippedAt: isoDateTimeSchema.nullable(),
});
export type CoinFlipGame = z.infer<typeof coinFlipGameSchema>;

const balanceAnswer = { balance: balanceSchema, ledgerPosition: ledgerPositionSchema };
const gameParams = z.object({ id: z.uuid({ error: 'Game id must be a uuid' }) }).strict();

/** The lobby's lists: what `GET /games/coinflip` answers and a subscribing socket hears. */
export const coinFlipListsSchema = z.object({
  open: z.array(coinFlipGameSchema),
  active: z.array(coinFlipGameSchema),
  recent: z.array(coinFlipGameSchema),
});

export const coinFlipCalls = {
  listCoinFlips: httpCall({
    method: 'GET',
    path: '/games/coinflip',
    summary:
      'Coin flips: open games, games waiting for their flip, and the last 20 flipped, newest first',
    response: coinFlipListsSchema,
  }),
  getCoinFlip: httpCall({
    method: 'GET',
    path: '/games/coinflip/:id',
    summary: 'One coin flip, with its fairness data (the server seed once flipped)',
    params: gameParams,
    response: z.object({ game: coinFlipGameSchema }),
  }),
  createCoinFlip: httpCall({
    method: 'POST',
    path: '/games/coinflip',
    summary: 'Open a coin flip with a stake and a side; the stake is taken now',
    auth: true,
    body: createCoinFlipBodySchema,
    response: z.object({ game: coinFlipGameSchema, ...balanceAnswer }),
  }),
  joinCoinFlip: httpCall({
    method: 'POST',
    path: '/games/coinflip/:id/join',
    summary: "Take an open coin flip's other side for the same stake; the beacon round is named",
    auth: true,
    params: gameParams,
    response: z.object({ game: coinFlipGameSchema, ...balanceAnswer }),
  }),
  callCoinFlipBot: httpCall({
    method: 'POST',
    path: '/games/coinflip/:id/bot',
    summary: 'The creator lets the house take the other side; the beacon round is named',
    auth: true,
    params: gameParams,
    response: z.object({ game: coinFlipGameSchema }),
  }),
  cancelCoinFlip: httpCall({
    method: 'POST',
    path: '/games/coinflip/:id/cancel',
    summary: 'The creator cancels a game nobody joined; the stake is refunded',
    auth: true,
    params: gameParams,
    response: z.object({ game: coinFlipGameSchema, ...balanceAnswer }),
  }),
};

export const coinFlipGamePayload = z.object({ data: z.object({ game: coinFlipGameSchema }) });
export const coinFlipGamesPayload = z.object({ data: coinFlipListsSchema });
