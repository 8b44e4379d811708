import { z } from 'zod';
import { coinSideSchema } from '../../../games/coin-flip/bet';
import { type CoinFlipOutcome, coinFlipGame } from '../../../games/coin-flip/game';
import { COIN_FLIP_STATES, type CoinSide } from '../../../games/coin-flip/core';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { beaconEvidenceSchema } from './beaconEvidence';
import { hex64Schema, isoDateTimeSchema } from './common';
import type { RoomFace, RoomView } from './rooms';

// Coin flip (docs/games/coin-flip.md): a player opens a game with a stake and a side,
// another player joins it (or the creator calls the bot), and once both seats are filled
// the server names a future beacon round; its public value and the game's server seed
// (its hash shown from creation) decide the side. The winner takes 2x the stake less 5%.

export {
  coinSideSchema,
  createCoinFlipBodySchema,
  type CreateCoinFlipBody,
} from '../../../games/coin-flip/bet';
export const coinFlipStateSchema = z.enum(COIN_FLIP_STATES);

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
    body: coinFlipGame.create,
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

// Coin flip is played by the room driver (games/coin-flip/game.ts); its API and events
// stayed the spec's: a room projected to a coin flip.

const iso = (value: string) => new Date(value).toISOString();

/** A coin flip room as the spec shows it: the creator and the joiner, the side won. */
export function coinFlipGameOf(room: RoomView): CoinFlipGame {
  const [creator, joiner] = room.seats as {
    username: string | null;
    house: boolean;
    choice: CoinSide;
  }[];
  const drawn = room.state === 'DRAWN';
  const outcome = drawn ? (room.outcome as CoinFlipOutcome) : null;
  const winner =
    outcome === null ? null : outcome.winningSide === creator!.choice ? 'creator' : 'joiner';
  return {
    id: room.id,
    state: room.state === 'DRAWN' ? 'FLIPPED' : room.state,
    amount: room.amount,
    createdAt: room.createdAt,
    creator: { username: creator!.username!, side: creator!.choice },
    joiner: joiner
      ? { username: joiner.house ? null : joiner.username, side: joiner.choice, bot: joiner.house }
      : null,
    serverSeedHash: room.serverSeedHash,
    fairness: room.fairness && {
      beacon: room.fairness.beacon,
      beaconLabel: room.fairness.beaconLabel,
      blockNumber: room.fairness.round,
      expectedAt: room.fairness.expectedAt,
    },
    serverSeed: room.serverSeed,
    beaconValue: room.beaconValue,
    beaconEvidence: room.beaconEvidence,
    winningSide: outcome?.winningSide ?? null,
    winner,
    payout: winner === null ? null : room.payouts![winner === 'creator' ? 0 : 1]!,
    fee: room.fee,
    flippedAt: room.drawnAt === null ? null : iso(room.drawnAt),
  };
}

/** Coin flip's face: the spec's calls and events over the driver's rooms. */
export const coinFlipFace: RoomFace<CoinFlipGame> = {
  calls: {
    list: coinFlipCalls.listCoinFlips,
    get: coinFlipCalls.getCoinFlip,
    create: coinFlipCalls.createCoinFlip,
    join: coinFlipCalls.joinCoinFlip,
    house: coinFlipCalls.callCoinFlipBot,
    cancel: coinFlipCalls.cancelCoinFlip,
  },
  events: {
    game: { name: 'coin-flip.game', payload: coinFlipGamePayload },
    games: { name: 'coin-flip.games', payload: coinFlipGamesPayload },
  },
  view: coinFlipGameOf,
};
