import {
  type BattleMode,
  type BattleOption,
  type PlayedRound,
  type SettledBattle,
  battleTeamNumber,
} from '../../../../games/case-battle/core';
import type {
  BeaconEvidenceView,
  BattleFairness,
  BattlePlayer,
  CaseBattle,
  CaseBattleState,
  CaseItem,
  Visibility,
} from '../../../shared/contract';
import { publicUserOf } from '../chat';
import type { OpenBetRefund, PotSeat } from '../settlement';

// A battle's rows and what players may see of them: pulls only up to the last announced
// round, the server seed only once the battle is over.

/** A case as the battle plays it: copied at creation with its items. */
export interface BattleCaseSnapshot {
  caseId: string;
  slug: string;
  name: string;
  image: string | null;
  price: number;
  amount: number;
  items: CaseItem[];
}

export type StoredRound = PlayedRound<CaseItem>;

// Type aliases, not interfaces: query rows must be assignable to Record<string, unknown>.
export type BattleRow = {
  id: string;
  state: CaseBattleState;
  mode: BattleMode;
  visibility: Visibility;
  options: BattleOption[];
  player_amount: number;
  creator_id: string;
  cases: BattleCaseSnapshot[];
  price: number | string;
  regular_rounds: number;
  spin_ms: number;
  server_seed: string;
  server_seed_hash: string;
  beacon_kind: string | null;
  beacon_label: string | null;
  beacon_round: number | string | null;
  beacon_expected_at: Date | string | null;
  beacon_value: string | null;
  beacon_evidence: BeaconEvidenceView | null;
  rounds: StoredRound[] | null;
  round_count: number | null;
  announced_rounds: number;
  result: SettledBattle | null;
  last_roll: Date | string | null;
  created_at: Date | string;
  generated_at: Date | string | null;
  cancelled_at: Date | string | null;
  refunded_at: Date | string | null;
  /** The database's clock when the row was read. */
  now: Date | string;
};

export type SeatRow = {
  battle_id: string;
  seat: number;
  player_id: string;
  user_id: string | null;
  bot: boolean;
  bet_id: string | null;
  payout: number | string | null;
  username: string | null;
  avatar: string | null;
  xp: number | string | null;
};

/**
 * The price back for each player seat of `seats` (a bot's staked nothing), with why in the
 * bet's outcome: left or closed before the start, or refunded when its round never verified.
 */
export function seatRefundsOf(
  row: Pick<BattleRow, 'id' | 'price'>,
  seats: readonly SeatRow[],
  why: { cancelled: true } | { refunded: true; beaconRound: number },
): OpenBetRefund[] {
  const price = Number(row.price);
  return seats.flatMap((seat) => {
    const bet = seatBetOf(seat);
    if (!bet) return [];
    return [
      {
        betId: bet.id,
        userId: bet.userId,
        username: bet.username,
        amount: price,
        payout: price,
        outcome: { battleId: row.id, seat: seat.seat, ...why },
      },
    ];
  });
}

/** A player's seat's open bet, whose money a settlement moves; null for a bot's (the house's). */
export const seatBetOf = (seat: SeatRow): PotSeat['bet'] =>
  !seat.bot && seat.bet_id && seat.user_id
    ? { id: seat.bet_id, userId: seat.user_id, username: seat.username ?? '' }
    : null;

export const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const iso = (value: Date | string | null) => (value === null ? null : asDate(value).toISOString());

/** The contract's names for the beacons. */
const BEACON_NAMES: Record<string, BattleFairness['beacon']> = {
  'drand-quicknet': 'drand',
  eos: 'eos',
  local: 'local',
};

const STATE_ORDER: readonly CaseBattleState[] = [
  'GAME_CREATED',
  'GAME_STARTED',
  'WAITING_FOR_PLAYERS',
  'WAITING_FOR_BLOCK',
  'GENERATING_OUTCOME',
  'GAME_COMPLETED',
];
const reached = (state: CaseBattleState, step: CaseBattleState) =>
  STATE_ORDER.indexOf(state) >= STATE_ORDER.indexOf(step);

export function battlePlayerOf(seat: SeatRow): BattlePlayer {
  if (seat.bot) {
    return {
      id: seat.player_id,
      username: `Bot ${seat.seat + 1}`,
      avatar: null,
      level: 0,
      isBot: true,
      seat: seat.seat,
    };
  }
  const user = publicUserOf({
    id: seat.player_id,
    username: seat.username ?? '',
    avatar: seat.avatar,
    xp: seat.xp ?? 0,
  });
  return { ...user, isBot: false, seat: seat.seat };
}

/** The teams as the page shows them: TEAMS 2v2, SHARING one team, otherwise one per seat. */
function teamsOf(row: BattleRow, seats: readonly SeatRow[]): CaseBattle['teams'] {
  const numberOf = (seat: number) =>
    row.mode === 'SHARING' ? 1 : battleTeamNumber(row.mode, seat);
  const count = row.mode === 'SHARING' ? 1 : numberOf(row.player_amount - 1);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    players: seats.filter((seat) => numberOf(seat.seat) === index + 1).map((s) => s.player_id),
  }));
}

/** The pulls of the announced rounds, per seated player. */
function outcomeOf(row: BattleRow, seats: readonly SeatRow[]): CaseBattle['outcome'] {
  const shown = (row.rounds ?? []).slice(0, row.announced_rounds);
  return seats.map((seat) => ({
    userId: seat.player_id,
    itemsWon: shown.flatMap((round) => {
      const pull = round.pulls[seat.seat];
      return pull ? [pull.item] : [];
    }),
  }));
}

export function fairnessOf(row: BattleRow): BattleFairness {
  const named = row.beacon_round !== null;
  return {
    beacon: BEACON_NAMES[row.beacon_kind ?? ''] ?? 'local',
    serverSeedHash: row.server_seed_hash,
    blockNumber: named ? Number(row.beacon_round) : null,
    publicServerSeed: named ? row.server_seed_hash : null,
    beaconValue: reached(row.state, 'GENERATING_OUTCOME') ? row.beacon_value : null,
    beaconEvidence: reached(row.state, 'GENERATING_OUTCOME') ? row.beacon_evidence : null,
    // The seed replays every pull: it is shown once the last round has been.
    serverSeed: row.state === 'GAME_COMPLETED' ? row.server_seed : null,
  };
}

/** What each winner was credited (bots included: the house keeps theirs). */
function winnersOf(row: BattleRow, seats: readonly SeatRow[]): CaseBattle['winners'] {
  if (row.state !== 'GAME_COMPLETED' || !row.result) return [];
  const { winners, payouts } = row.result;
  return winners.flatMap((seat) => {
    const holder = seats.find((s) => s.seat === seat);
    return holder ? [{ userId: holder.player_id, amount: payouts[seat] ?? 0 }] : [];
  });
}

export function toCaseBattle(row: BattleRow, seats: readonly SeatRow[]): CaseBattle {
  return {
    _id: row.id,
    createdAt: asDate(row.created_at).toISOString(),
    creatorId: row.creator_id,
    state: row.state,
    mode: row.mode,
    visibility: row.visibility,
    specialOptions: [...row.options],
    cases: row.cases.map((c) => ({
      _id: c.caseId,
      name: c.name,
      image: c.image,
      price: c.price,
      amount: c.amount,
      items: c.items,
    })),
    price: Number(row.price),
    playerAmount: row.player_amount,
    players: seats.map(battlePlayerOf),
    teams: teamsOf(row, seats),
    outcome: outcomeOf(row, seats),
    winners: winnersOf(row, seats),
    fairness: fairnessOf(row),
    spinDuration: row.spin_ms,
    lastRoll: iso(row.last_roll),
  };
}

/** The team a seat plays for, as the page numbers them. */
export function teamNumberOf(mode: BattleMode, seat: number): number {
  return mode === 'SHARING' ? 1 : battleTeamNumber(mode, seat);
}
