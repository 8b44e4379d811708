import type { RoomSeat, RoomState } from '../../../../games/manifest';
import type { RoomStateName } from '../../../../games/rooms/core/roomRules';
import type { BeaconEvidenceView } from '../../../shared/contract/beaconEvidence';
import type { RoomView } from '../../../shared/contract/rooms';

// A rooms row as its rules and its players see it: the server seed only once drawn, the
// beacon round once named, usernames rather than ids. Pure, so "no seed before the draw" is
// tested alone.

export interface RoomRow extends Record<string, unknown> {
  id: string;
  kind: string;
  state: RoomStateName;
  amount: number | string;
  creator_id: string;
  seats: RoomSeat<unknown>[];
  server_seed: string;
  server_seed_hash: string;
  beacon_kind: 'drand-quicknet' | 'eos' | 'local' | null;
  beacon_label: string | null;
  beacon_round: number | string | null;
  beacon_expected_at: Date | string | null;
  beacon_value: string | null;
  beacon_evidence: BeaconEvidenceView | null;
  outcome: unknown;
  payouts: number[] | null;
  fee: number | string | null;
  created_at: Date | string;
  drawn_at: Date | string | null;
  /** Each seat's player's name in seat order; null for the house's seat. */
  usernames: (string | null)[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The room as the manifest's rules take it. */
export function roomStateOf(row: RoomRow): RoomState<unknown> {
  return { amount: Number(row.amount), creatorId: row.creator_id, seats: row.seats };
}

export function toRoomView(row: RoomRow): RoomView {
  const drawn = row.state === 'DRAWN';
  const named =
    row.beacon_kind !== null &&
    row.beacon_label !== null &&
    row.beacon_round !== null &&
    row.beacon_expected_at !== null;
  return {
    id: row.id,
    game: row.kind,
    state: row.state,
    amount: Number(row.amount),
    createdAt: iso(row.created_at),
    seats: row.seats.map((seat, index) => ({
      username: seat.userId === null ? null : (row.usernames[index] ?? null),
      house: seat.userId === null,
      choice: seat.choice,
    })),
    serverSeedHash: row.server_seed_hash,
    fairness: named
      ? {
          beacon: row.beacon_kind!,
          beaconLabel: row.beacon_label!,
          round: Number(row.beacon_round),
          expectedAt: iso(row.beacon_expected_at!),
        }
      : null,
    serverSeed: drawn ? row.server_seed : null,
    beaconValue: drawn ? row.beacon_value : null,
    beaconEvidence: drawn ? row.beacon_evidence : null,
    outcome: drawn ? row.outcome : null,
    payouts: drawn && row.payouts ? row.payouts.map(Number) : null,
    fee: drawn && row.fee !== null ? Number(row.fee) : null,
    drawnAt: drawn && row.drawn_at !== null ? iso(row.drawn_at) : null,
  };
}
