import { type CoinSide, type CoinFlipState, otherSide } from '../../../../games/coin-flip/core';
import type { BeaconEvidenceView } from '../../../shared/contract/beaconEvidence';
import type { CoinFlipGame } from '../../../shared/contract/coinFlip';

// A coin_flips row as players see it: the server seed only once the game is flipped, the
// beacon round once named. Pure, so the rule "no seed before the flip" is tested alone.

export interface CoinFlipRow extends Record<string, unknown> {
  id: string;
  state: CoinFlipState;
  amount: number | string;
  creator_id: string;
  creator_side: CoinSide;
  joiner_id: string | null;
  joiner_bot: boolean;
  server_seed: string;
  server_seed_hash: string;
  beacon_kind: 'drand-quicknet' | 'eos' | 'local' | null;
  beacon_label: string | null;
  beacon_round: number | string | null;
  beacon_expected_at: Date | string | null;
  beacon_value: string | null;
  beacon_evidence: BeaconEvidenceView | null;
  winning_side: CoinSide | null;
  winner: 'creator' | 'joiner' | null;
  payout: number | string | null;
  fee: number | string | null;
  created_at: Date | string;
  flipped_at: Date | string | null;
  creator_name: string;
  joiner_name: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toCoinFlipGame(row: CoinFlipRow): CoinFlipGame {
  const seated = row.joiner_id !== null || row.joiner_bot;
  const flipped = row.state === 'FLIPPED';
  const named =
    row.beacon_kind !== null &&
    row.beacon_label !== null &&
    row.beacon_round !== null &&
    row.beacon_expected_at !== null;
  return {
    id: row.id,
    state: row.state,
    amount: Number(row.amount),
    createdAt: iso(row.created_at),
    creator: { username: row.creator_name, side: row.creator_side },
    joiner: seated
      ? {
          username: row.joiner_bot ? null : row.joiner_name,
          side: otherSide(row.creator_side),
          bot: row.joiner_bot,
        }
      : null,
    serverSeedHash: row.server_seed_hash,
    fairness: named
      ? {
          beacon: row.beacon_kind!,
          beaconLabel: row.beacon_label!,
          blockNumber: Number(row.beacon_round),
          expectedAt: iso(row.beacon_expected_at!),
        }
      : null,
    serverSeed: flipped ? row.server_seed : null,
    beaconValue: flipped ? row.beacon_value : null,
    beaconEvidence: flipped ? row.beacon_evidence : null,
    winningSide: flipped ? row.winning_side : null,
    winner: flipped ? row.winner : null,
    payout: flipped ? numberOrNull(row.payout) : null,
    fee: flipped ? numberOrNull(row.fee) : null,
    flippedAt: flipped && row.flipped_at !== null ? iso(row.flipped_at) : null,
  };
}
