import { z } from 'zod';
import {
  caseBattleCompletedPayload,
  caseBattleCreatedPayload,
  caseBattleJoinedPayload,
  caseBattleLeftPayload,
  caseBattleRoundPayload,
  caseBattleStartedPayload,
  caseBattleStartingPayload,
} from './battles';
import { coinFlipGamePayload } from './coinFlip';
import { serverEvent } from './define';

// Capture routes of the player-against-player games (coin flip, case battles): a browser
// source follows the flips and battles its owner sits in. It hears exactly what the game's
// own channel tells its spectators, at the same moment (so nothing lands before the page),
// only sent to the owner's capture room instead of a public channel.

/** A coin flip the capture token's owner sits in, as it is now: the lobby's public game. */
export const captureCoinFlipPayload = coinFlipGamePayload;

/** One case battle event, named as on the battle's channel, with that event's own data. */
const battleEvent = <N extends string, D extends z.ZodType>(
  name: N,
  payload: z.ZodObject<{ data: D }>,
) => z.object({ name: z.literal(name), data: payload.shape.data });

export const captureCaseBattleEventSchema = z.discriminatedUnion('name', [
  battleEvent('case-battle.created', caseBattleCreatedPayload),
  battleEvent('case-battle.joined', caseBattleJoinedPayload),
  battleEvent('case-battle.left', caseBattleLeftPayload),
  battleEvent('case-battle.starting', caseBattleStartingPayload),
  battleEvent('case-battle.started', caseBattleStartedPayload),
  battleEvent('case-battle.round', caseBattleRoundPayload),
  battleEvent('case-battle.completed', caseBattleCompletedPayload),
]);
export type CaptureCaseBattleEvent = z.infer<typeof captureCaseBattleEventSchema>;

/** A change of a case battle the capture token's owner sits in. */
export const captureCaseBattlePayload = z.object({ data: captureCaseBattleEventSchema });

/** The battle an event is about. */
export function battleIdOfEvent(event: CaptureCaseBattleEvent): string {
  return event.name === 'case-battle.created' ? event.data.caseBattle._id : event.data._id;
}

export const captureVersusServerEvents = {
  'capture.coin-flip': serverEvent({
    summary:
      "A coin flip the capture token's owner sits in, as it is now (to the token's sockets, as game:coin-flip hears it): play its flip when it arrives flipped",
    payload: captureCoinFlipPayload,
  }),
  'capture.case-battle': serverEvent({
    summary:
      "A change of a case battle the capture token's owner sits in (to the token's sockets, as the battle's channel hears it): `name` is the channel's event name, `data` its payload's data",
    payload: captureCaseBattlePayload,
  }),
};
