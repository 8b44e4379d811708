import { z } from 'zod';
import type { RoomGameManifest } from '../../../games/manifest';
import { ROOM_STATES } from '../../../games/rooms/core/roomRules';
import { balanceSchema, ledgerPositionSchema } from '../money';
import { beaconEvidenceSchema } from './beaconEvidence';
import { hex64Schema, isoDateTimeSchema } from './common';
import { type HttpCall, httpCall } from './define';

// A room game's calls and socket payloads, derived from its manifest (games/manifest.ts,
// RoomGameManifest): nothing here names a game. What a room shows is the same for every
// game: its seats and their choices, the server seed's hash from creation, the beacon round
// once named, and the seed, the value, the outcome and the payouts once drawn.

/**
 * Any room game, its bodies, choices and outcome read back as unknown (the contract parses
 * each before the driver sees it); the rules' methods take them bivariantly.
 */
export type AnyRoomGame = RoomGameManifest<string, { amount: number }, unknown, unknown, unknown>;

export const roomStateSchema = z.enum(ROOM_STATES);

/** The beacon round named when the last seat filled: the draw waits for its value. */
export const roomFairnessSchema = z.object({
  beacon: z.enum(['drand-quicknet', 'eos', 'local']),
  beaconLabel: z.string(),
  /** The drand round or EOS block number. */
  round: z.number().int(),
  expectedAt: isoDateTimeSchema,
});

/** A room as anyone sees it: no seed before the draw, no player ids. */
export function roomViewSchemaOf(game: AnyRoomGame) {
  return z.object({
    id: z.uuid(),
    game: z.literal(game.kind),
    state: roomStateSchema,
    /** Each seat's stake (hundredths). */
    amount: z.number().int(),
    createdAt: isoDateTimeSchema,
    /** In seat order, the creator's first; username null for the house's seat. */
    seats: z.array(
      z.object({
        username: z.string().nullable(),
        house: z.boolean(),
        choice: game.choiceSchema as z.ZodType<unknown>,
      }),
    ),
    /** SHA-256 of the server seed, shown from creation. */
    serverSeedHash: hex64Schema,
    /** Null until the last seat fills and the beacon round is named. */
    fairness: roomFairnessSchema.nullable(),
    /** Revealed once drawn. */
    serverSeed: z.string().nullable(),
    beaconValue: hex64Schema.nullable(),
    beaconEvidence: beaconEvidenceSchema.nullable(),
    outcome: (game.outcomeSchema as z.ZodType<unknown>).nullable(),
    /** Each seat's payout in seat order, once drawn. */
    payouts: z.array(z.number().int()).nullable(),
    fee: z.number().int().nullable(),
    drawnAt: isoDateTimeSchema.nullable(),
  });
}
export type RoomView = z.infer<ReturnType<typeof roomViewSchemaOf>>;

/** The lobby's lists: what `GET /games/<route>` answers and a subscriber hears first. */
export function roomListsSchemaOf(game: AnyRoomGame) {
  const room = roomViewSchemaOf(game);
  return z.object({ open: z.array(room), active: z.array(room), recent: z.array(room) });
}
export type RoomLists = { open: RoomView[]; active: RoomView[]; recent: RoomView[] };

const balanceAnswer = { balance: balanceSchema, ledgerPosition: ledgerPositionSchema };
const roomParams = z.object({ id: z.uuid({ error: 'Game id must be a uuid' }) }).strict();

/** A room game's HTTP calls: `/games/<route>` and its rooms' paths. */
export function roomCalls(game: AnyRoomGame) {
  const base = `/games/${game.route}`;
  const room = roomViewSchemaOf(game);
  const withBalance = z.object({ game: room, ...balanceAnswer });
  return {
    list: httpCall({
      method: 'GET',
      path: base,
      summary: `${game.name}: open games, games waiting for their draw, and the last drawn`,
      response: roomListsSchemaOf(game),
    }),
    get: httpCall({
      method: 'GET',
      path: `${base}/:id`,
      summary: `One ${game.name} game, with its fairness data (the server seed once drawn)`,
      params: roomParams,
      response: z.object({ game: room }),
    }),
    create: httpCall({
      method: 'POST',
      path: base,
      summary: `Open a ${game.name} game; the stake is taken now`,
      auth: true,
      body: game.create as z.ZodType<{ amount: number }>,
      response: withBalance,
    }),
    join: httpCall({
      method: 'POST',
      path: `${base}/:id/join`,
      summary: `Take a seat of an open ${game.name} game for the same stake`,
      auth: true,
      params: roomParams,
      body: game.join as z.ZodType<unknown>,
      response: withBalance,
    }),
    ...(game.houseSeat
      ? {
          house: httpCall({
            method: 'POST',
            path: `${base}/:id/bot`,
            summary: `The creator lets the house take the last seat of a ${game.name} game`,
            auth: true,
            params: roomParams,
            response: z.object({ game: room }),
          }),
        }
      : {}),
    cancel: httpCall({
      method: 'POST',
      path: `${base}/:id/cancel`,
      summary: `The creator cancels a ${game.name} game nobody joined; the stake is refunded`,
      auth: true,
      params: roomParams,
      response: withBalance,
    }),
  };
}

/** A room game's socket events: one room's change, and the lists a subscriber gets first. */
export function roomEvents(game: AnyRoomGame) {
  return {
    game: {
      name: `${game.kind}.game`,
      payload: z.object({ data: z.object({ game: roomViewSchemaOf(game) }) }),
    },
    games: { name: `${game.kind}.games`, payload: z.object({ data: roomListsSchemaOf(game) }) },
  };
}

/**
 * How a room game shows itself: its HTTP calls, its socket events and its rooms as their
 * payloads carry them. Derived from the manifest (the room as it is) unless the game's API
 * was fixed before the driver played it (coin flip's, by the product spec), when the game
 * projects each room to its own view (roomFaces.ts).
 */
export interface RoomFace<V = unknown> {
  calls: {
    list: HttpCall;
    get: HttpCall;
    create: HttpCall;
    join: HttpCall;
    house?: HttpCall;
    cancel: HttpCall;
  };
  events: {
    game: { name: string; payload: z.ZodType };
    games: { name: string; payload: z.ZodType };
  };
  view(room: RoomView): V;
}

/** A room game's face from its manifest alone: its rooms shown as they are. */
export function derivedRoomFace(game: AnyRoomGame): RoomFace<RoomView> {
  return { calls: roomCalls(game), events: roomEvents(game), view: (room) => room };
}
