import { serverSeedMatchesHash } from '../../../../games/fair';
import type { RoomGameManifest, RoomState } from '../../../../games/manifest';
import { roomDrawFloats } from '../../../../games/rooms/core/roomRules';

// A drawn room recomputed in the browser with the same manifest functions the server drew
// it with, from nothing but what the room published: its server seed, the hash shown when
// it opened, the beacon value named when its last seat filled, and its seats.

export interface RoomProof<C> {
  serverSeed: string;
  serverSeedHash: string;
  beaconValue: string;
  /** Each seat's stake and the seats' choices, in seat order: given, the payouts are shown. */
  room?: { amount: number; seats: readonly { house: boolean; choice: C }[] };
}

export type RoomVerification<O> =
  | {
      ok: true;
      /** The seed is the one committed to when the room opened. */
      seedMatches: boolean;
      floats: number[];
      outcome: O;
      /** Each seat's payout and the fee, when the room was given. */
      payouts: readonly number[] | null;
      fee: number | null;
    }
  | { ok: false; error: string };

type VerifiableGame<C, O> = Pick<
  RoomGameManifest<string, { amount: number }, unknown, C, O>,
  'draw' | 'outcome' | 'settle'
>;

export function verifyRoom<C, O>(
  game: VerifiableGame<C, O>,
  proof: RoomProof<C>,
): RoomVerification<O> {
  try {
    const floats = roomDrawFloats(game, proof.serverSeed, proof.beaconValue);
    // The rules see seats, not accounts: a published room names no player ids.
    const room: RoomState<C> = {
      amount: proof.room?.amount ?? 0,
      creatorId: 'seat-0',
      seats: (proof.room?.seats ?? []).map((seat, index) => ({
        userId: seat.house ? null : `seat-${index}`,
        choice: seat.choice,
      })),
    };
    const outcome = game.outcome(room, floats);
    const settled = proof.room ? game.settle(room, outcome, floats) : null;
    return {
      ok: true,
      seedMatches: serverSeedMatchesHash(proof.serverSeed, proof.serverSeedHash),
      floats,
      outcome,
      payouts: settled?.payouts ?? null,
      fee: settled?.fee ?? null,
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
