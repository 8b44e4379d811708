import type {
  HistoryBet,
  ManifestRoundBetRecord,
  RoomBetFairness,
  RoomSeatRecord,
} from '../../../shared/contract/betHistory';
import type { CaseDropItem } from '../../../shared/contract/cases';
import {
  type RoomGameManifest,
  type RoundGameManifest,
  hasRoomRules,
} from '../../../../games/manifest';
import { GAMES, ROUND_GAMES } from '../../../../games/registry';
import { toBetRecord } from './betRecord';

// A row of the bet history's statement (betHistoryStatements.ts) as the contract shapes
// it, per game: what the bet staked and paid, what it was, and what verifies it. The
// outcomes and choices are read from the JSON each game stores with its bet.

/** Type aliases, not interfaces: query rows must be assignable to Record<string, unknown>. */
export type HistoryRow = {
  id: string;
  game: string;
  amount: number | string;
  payout: number | string;
  multiplier_e4: number | string;
  nonce: number | null;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  created_at: Date | string;
  server_seed_hash: string | null;
  client_seed: string | null;
  round_id: number | string | null;
  round_number: number | null;
  round_hash: string | null;
  round_outcome: Record<string, unknown> | null;
  room_id: string | null;
  room_seed_hash: string | null;
  room_server_seed: string | null;
  room_beacon_label: string | null;
  room_beacon_round: number | string | null;
  room_beacon_value: string | null;
  case_name: string | null;
  battle_id: string | null;
  battle_seed_hash: string | null;
  battle_server_seed: string | null;
  battle_beacon_round: number | string | null;
  battle_beacon_value: string | null;
};

const ROUND_GAME_OF = new Map<string, RoundGameManifest>(
  ROUND_GAMES.map((game) => [game.kind, game]),
);
const ROOM_GAME_OF = new Map<string, Pick<RoomGameManifest, 'historyOutcome'>>(
  GAMES.flatMap((game) => (hasRoomRules(game) ? [[game.kind, game] as const] : [])),
);

const iso = (at: Date | string) => new Date(at).toISOString();

function base(row: HistoryRow) {
  return {
    id: row.id,
    amount: Number(row.amount),
    payout: Number(row.payout),
    multiplier: Number(row.multiplier_e4) / 10_000,
    createdAt: iso(row.created_at),
  };
}

function seedFairness(row: HistoryRow) {
  if (row.server_seed_hash === null || row.client_seed === null || row.nonce === null)
    throw new Error(`bet ${row.id}: a seeded bet without its seed pair`);
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

function roundFairness(row: HistoryRow) {
  if (row.round_id === null || row.round_number === null || row.round_hash === null)
    throw new Error(`bet ${row.id}: a round bet without its ended round`);
  return {
    roundId: Number(row.round_id),
    roundNumber: row.round_number,
    roundHash: row.round_hash,
  };
}

/** A room seat's fairness: its room's seed, revealed (with the beacon's value) once drawn. */
function roomFairness(row: HistoryRow): RoomBetFairness {
  if (row.room_id === null || row.room_seed_hash === null)
    throw new Error(`bet ${row.id}: a room seat without its room`);
  return {
    gameId: row.room_id,
    serverSeedHash: row.room_seed_hash,
    serverSeed: row.room_server_seed,
    beaconLabel: row.room_beacon_label,
    beaconRound: row.room_beacon_round === null ? null : Number(row.room_beacon_round),
    beaconValue: row.room_beacon_value,
  };
}

/**
 * A seat of a game on the room driver: the driver's record of it (manifest.ts), or the
 * game's own shape of it where its history reads one (coin flip's, `historyOutcome`).
 */
export function roomSeatRecord(row: HistoryRow): RoomSeatRecord {
  const own = ROOM_GAME_OF.get(row.game)?.historyOutcome;
  const record = row.outcome as { choice: unknown; outcome?: unknown };
  return {
    ...base(row),
    game: row.game as RoomSeatRecord['game'],
    fairness: roomFairness(row),
    outcome: own
      ? (own(row.outcome) as RoomSeatRecord['outcome'])
      : {
          choice: record.choice,
          outcome: record.outcome ?? null,
          // Cancelled before it filled, or refunded when its beacon never verified.
          cancelled: record.outcome === undefined,
        },
  };
}

function caseBattleRecord(row: HistoryRow): HistoryBet {
  if (row.battle_id === null || row.battle_seed_hash === null)
    throw new Error(`bet ${row.id}: a case battle seat without its battle`);
  const outcome = row.outcome as { seat: number; won?: boolean; cancelled?: boolean };
  const cancelled = outcome.cancelled === true;
  return {
    ...base(row),
    game: 'case-battle',
    fairness: {
      battleId: row.battle_id,
      serverSeedHash: row.battle_seed_hash,
      serverSeed: cancelled ? null : row.battle_server_seed,
      beaconRound: row.battle_beacon_round === null ? null : Number(row.battle_beacon_round),
      beaconValue: cancelled ? null : row.battle_beacon_value,
    },
    outcome: { seat: outcome.seat, won: outcome.won === true, cancelled },
  };
}

/**
 * A round game's bet: its round's fairness, and the outcome as the game's manifest reads it,
 * or as the driver recorded it for a game played from its manifest alone (any such game of
 * the server's registry, a test's included).
 */
function roundBetRecord(row: HistoryRow, game: RoundGameManifest | undefined): HistoryBet {
  if (!game?.historyOutcome) {
    // The driver's record (manifestRoundPlay.ts): the choice and the round's outcome.
    const { choice, outcome } = row.outcome as { choice: unknown; outcome: unknown };
    const record: ManifestRoundBetRecord = {
      ...base(row),
      game: row.game as ManifestRoundBetRecord['game'],
      fairness: roundFairness(row),
      outcome: { choice, outcome },
    };
    return record as unknown as HistoryBet;
  }
  const read = game.historyOutcome({
    params: row.params,
    outcome: row.outcome,
    round: row.round_outcome,
  });
  if ('unreadable' in read) throw new Error(`bet ${row.id}: ${read.unreadable}`);
  return {
    ...base(row),
    game: game.kind,
    fairness: roundFairness(row),
    outcome: read.outcome,
  } as HistoryBet;
}

/** One settled bet of the history, in its game's record shape. */
export function historyRecordOf(row: HistoryRow): HistoryBet {
  if (row.round_id !== null) return roundBetRecord(row, ROUND_GAME_OF.get(row.game));
  switch (row.game) {
    case 'case-unbox': {
      const outcome = row.outcome as { ticket: number; item: CaseDropItem };
      const slug = String(row.params.slug);
      return {
        ...base(row),
        game: 'case-unbox',
        fairness: seedFairness(row),
        outcome: {
          case: { slug, name: row.case_name ?? slug },
          ticket: outcome.ticket,
          item: outcome.item,
        },
      };
    }
    case 'case-battle':
      return caseBattleRecord(row);
    default: {
      // A seat of a game on the room driver (coin flip, a plug-in's).
      if (row.room_id !== null) return roomSeatRecord(row) as unknown as HistoryBet;
      // An instant game: dice, plinko, mines and any other seeded game with an outcome schema.
      const fairness = seedFairness(row);
      return toBetRecord({
        id: row.id,
        game: row.game,
        amount: Number(row.amount),
        payout: Number(row.payout),
        multiplierE4: Number(row.multiplier_e4),
        serverSeedHash: fairness.serverSeedHash,
        clientSeed: fairness.clientSeed,
        nonce: fairness.nonce,
        outcome: row.outcome,
        createdAt: row.created_at,
      }) as HistoryBet;
    }
  }
}
