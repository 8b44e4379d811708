import { totalRounds } from '../../../../src/shared/contract/battleMath';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { BattlePlayer, CaseBattle, CaseItem } from '../../../../src/shared/contract/battles';
import { announcedRounds, teamOfSeat, type BattlePageState } from './battle-state';

// What the battle page shows, from the battle and how far it has landed here: the seats
// with what each has pulled so far, the running totals per seat and per team, the round
// counter and, once it has landed, the result with each seat's payout. Pure, so the
// no-spoiler rule is tested without a page: nothing counts before its reels land.

export interface SeatView {
  seat: number;
  team: number;
  player: BattlePlayer | null;
  /** The bought pulls (regular rounds) that have landed here, in round order. */
  pulls: CaseItem[];
  /** Their value, hundredths: the seat's score and its part of the pot. */
  total: number;
  /** Respin pulls landed here, in order: they only break the tie and add nothing to the pot. */
  respins: CaseItem[];
  /** The seat's payout once the result has landed here, else null. */
  payout: number | null;
  /** Among the winners, once the result has landed here. */
  won: boolean;
}

export interface TeamView {
  number: number;
  seats: number[];
  total: number;
}

export type BattlePhase =
  | 'waiting' // seats still free
  | 'starting' // full: the beacon round is named
  | 'playing' // rounds are being told
  | 'finished' // the result has landed here
  | 'closed'; // the creator left before the start

export interface BattleView {
  phase: BattlePhase;
  /** FRIENDLY pays each seat its own pulls; the other modes pay winners from the pot. */
  mode: CaseBattle['mode'];
  seats: SeatView[];
  teams: TeamView[];
  /** The round on show (0 before the first), and the regular rounds in all. */
  round: number;
  rounds: number;
  /** The round on show is a respin (after the regular rounds). */
  respin: boolean;
  /** All seats' landed bought pulls together (the pot; respins add nothing), hundredths. */
  pot: number;
}

/** The seat each player sits in; free seats are null. */
export function seatPlayers(battle: CaseBattle): (BattlePlayer | null)[] {
  const seats: (BattlePlayer | null)[] = Array.from({ length: battle.playerAmount }, () => null);
  for (const player of battle.players) {
    if (player.seat >= 0 && player.seat < seats.length) seats[player.seat] = player;
  }
  return seats;
}

function phaseOf(state: BattlePageState, battle: CaseBattle): BattlePhase {
  switch (battle.state) {
    case 'GAME_CREATED':
    case 'GAME_STARTED':
    case 'WAITING_FOR_PLAYERS':
      return 'waiting';
    case 'WAITING_FOR_BLOCK':
      return 'starting';
    case 'GENERATING_OUTCOME':
      return 'playing';
    case 'GAME_COMPLETED':
      // Closed before the start: no beacon round was ever named.
      if (battle.fairness.blockNumber === null) return 'closed';
      return state.resultLanded ? 'finished' : 'playing';
  }
}

export function battleView(state: BattlePageState): BattleView | null {
  const battle = state.battle;
  if (!battle) return null;
  const phase = phaseOf(state, battle);
  const landed = Math.min(state.landed, announcedRounds(battle));
  const paid = new Map(battle.winners.map((winner) => [winner.userId, winner.amount]));
  const rounds = totalRounds(battle.cases);
  const seats = seatPlayers(battle).map((player, seat): SeatView => {
    const landedPulls = player
      ? (battle.outcome.find((entry) => entry.userId === player.id)?.itemsWon ?? []).slice(
          0,
          landed,
        )
      : [];
    const pulls = landedPulls.slice(0, rounds);
    const finished = phase === 'finished';
    return {
      seat,
      team: teamOfSeat(battle, seat),
      player,
      pulls,
      total: pulls.reduce((sum, item) => sum + item.price, 0),
      respins: landedPulls.slice(rounds),
      payout: finished && player ? (paid.get(player.id) ?? 0) : null,
      won: finished && player !== null && paid.has(player.id),
    };
  });
  const teams = battle.teams.map((team) => {
    const members = seats.filter((seat) => seat.team === team.number);
    return {
      number: team.number,
      seats: members.map((seat) => seat.seat),
      total: members.reduce((sum, seat) => sum + seat.total, 0),
    };
  });
  return {
    phase,
    mode: battle.mode,
    seats,
    teams,
    round: landed,
    rounds,
    respin: landed > rounds,
    pot: seats.reduce((sum, seat) => sum + seat.total, 0),
  };
}

/** "Round 2 of 5", "Respin 1 (decides the tie only)", or what the battle waits for. */
export function roundText(view: BattleView): string {
  switch (view.phase) {
    case 'waiting':
      return 'Waiting for players';
    case 'starting':
      return 'Waiting for the beacon round';
    case 'closed':
      return 'Closed before the start';
    default:
      if (view.respin) return `Respin ${view.round - view.rounds} (decides the tie only)`;
      if (view.round === 0) return `Round 1 of ${view.rounds} is about to spin`;
      return `Round ${view.round} of ${view.rounds}`;
  }
}

/** The case each round opens (1-based), and the last case again for respins. */
export function caseOfRound(battle: Pick<CaseBattle, 'cases'>, round: number) {
  let left = round;
  for (const each of battle.cases) {
    if (left <= each.amount) return each;
    left -= each.amount;
  }
  return battle.cases.at(-1) ?? null;
}
