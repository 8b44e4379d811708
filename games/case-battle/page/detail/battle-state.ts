import { battleTeamNumber } from '../../core';
// Types only: the contract's zod schemas stay out of the client bundle.
import type {
  BattleFairness,
  BattlePlayer,
  CaseBattle,
  CaseItem,
} from '../../../../src/shared/contract/battles';

// One battle as this page knows it: the battle from GET /case-battles/:id merged with its
// live events in whatever order they arrive, and how far its animations have landed here.
// The page shows nothing of a round (its items, the totals) until its reels have landed on
// this page, nor the result until it has landed: the no-spoiler rule.

export type BattleState = CaseBattle['state'];

const STAGE: Record<BattleState, number> = {
  GAME_CREATED: 0,
  GAME_STARTED: 1,
  WAITING_FOR_PLAYERS: 2,
  WAITING_FOR_BLOCK: 3,
  GENERATING_OUTCOME: 4,
  GAME_COMPLETED: 5,
};

export interface BattlePageState {
  battle: CaseBattle | null;
  /** Rounds whose reels have landed on this page (0 before the first). */
  landed: number;
  /** When each round began, on this tab's clock (ms): its event's arrival, or its lastRoll. */
  roundStarts: ReadonlyMap<number, number>;
  /** The result (tie roll, winners) has landed on this page. */
  resultLanded: boolean;
  /** A round arrived that does not follow the last one known: read the battle again. */
  stale: boolean;
  spectators: { amount: number; users: readonly Spectator[] };
  loaded: boolean;
}

/** A signed-in watcher as spectator.data names them. */
export interface Spectator {
  id: string;
  username: string;
}

export const EMPTY_BATTLE_STATE: BattlePageState = {
  battle: null,
  landed: 0,
  roundStarts: new Map(),
  resultLanded: false,
  stale: false,
  spectators: { amount: 0, users: [] },
  loaded: false,
};

export type BattleEvent =
  /** The battle as GET answered it (first load, a reconnect, an action's answer). */
  | { type: 'snapshot'; battle: CaseBattle; receivedAt: number }
  | { type: 'joined'; teamNumber: number; player: BattlePlayer }
  | { type: 'left'; playerId: string }
  | { type: 'starting'; fairness: Pick<BattleFairness, 'blockNumber' | 'publicServerSeed'> }
  | { type: 'started'; fairness: BattleFairness }
  | {
      type: 'round';
      round: number;
      lastRoll: string;
      outcome: CaseBattle['outcome'];
      receivedAt: number;
    }
  | { type: 'completed'; winners: CaseBattle['winners']; fairness?: BattleFairness }
  | { type: 'spectators'; amount: number; users: readonly Spectator[] }
  /** The reels of this round have landed here. */
  | { type: 'landed'; round: number }
  /** The result has landed here. */
  | { type: 'result-landed' };

/** Rounds the battle has announced: the longest list of pulls (respins are appended). */
export function announcedRounds(battle: Pick<CaseBattle, 'outcome'>): number {
  return battle.outcome.reduce((most, entry) => Math.max(most, entry.itemsWon.length), 0);
}

const advanced = (known: CaseBattle, state: BattleState): BattleState =>
  STAGE[state] >= STAGE[known.state] ? state : known.state;

function withStart(starts: ReadonlyMap<number, number>, round: number, at: number) {
  if (starts.has(round)) return starts;
  const next = new Map(starts);
  next.set(round, at);
  return next;
}

function applySnapshot(state: BattlePageState, battle: CaseBattle, receivedAt: number) {
  const known = state.battle;
  if (known && known._id === battle._id) {
    // An older answer never undoes newer events.
    if (STAGE[battle.state] < STAGE[known.state]) return state;
    if (announcedRounds(battle) < announcedRounds(known)) return state;
  }
  const rounds = announcedRounds(battle);
  const same = known?._id === battle._id;
  // A battle already over when the page opens shows its end at rest, without animation.
  if (!same && battle.state === 'GAME_COMPLETED') {
    return {
      ...state,
      battle,
      landed: rounds,
      roundStarts: new Map<number, number>(),
      resultLanded: true,
      stale: false,
      loaded: true,
    };
  }
  // Opened (or reconnected) mid-battle: the rounds before the last are shown landed at
  // once, and only the last may still be spinning, from when it was rolled.
  const landed = Math.max(same ? state.landed : 0, rounds - 1);
  let roundStarts = same ? state.roundStarts : new Map<number, number>();
  if (rounds > 0 && battle.lastRoll) {
    const rolled = Date.parse(battle.lastRoll);
    roundStarts = withStart(
      roundStarts,
      rounds,
      Number.isFinite(rolled) ? Math.min(rolled, receivedAt) : receivedAt,
    );
  }
  return {
    ...state,
    battle,
    landed,
    roundStarts,
    resultLanded: same ? state.resultLanded : false,
    stale: false,
    loaded: true,
  };
}

function appendRound(battle: CaseBattle, outcome: CaseBattle['outcome']): CaseBattle['outcome'] {
  const pulls = new Map<string, CaseItem[]>();
  for (const entry of outcome) pulls.set(entry.userId, entry.itemsWon);
  const seen = new Set(battle.outcome.map((entry) => entry.userId));
  const merged = battle.outcome.map((entry) => ({
    ...entry,
    itemsWon: [...entry.itemsWon, ...(pulls.get(entry.userId) ?? [])],
  }));
  for (const entry of outcome) if (!seen.has(entry.userId)) merged.push(entry);
  return merged;
}

export function battleReducer(state: BattlePageState, event: BattleEvent): BattlePageState {
  if (event.type === 'snapshot') return applySnapshot(state, event.battle, event.receivedAt);
  if (event.type === 'spectators') {
    return { ...state, spectators: { amount: event.amount, users: event.users } };
  }
  const battle = state.battle;
  if (!battle) return state;
  switch (event.type) {
    case 'joined': {
      if (battle.players.some((player) => player.seat === event.player.seat)) return state;
      const players = [...battle.players, event.player].sort((a, b) => a.seat - b.seat);
      const teams = battle.teams.map((team) =>
        team.number === event.teamNumber
          ? {
              ...team,
              players: players
                .filter((p) => teamOfSeat(battle, p.seat) === team.number)
                .map((p) => p.id),
            }
          : team,
      );
      return { ...state, battle: { ...battle, players, teams } };
    }
    case 'left': {
      if (!battle.players.some((player) => player.id === event.playerId)) return state;
      const players = battle.players.filter((player) => player.id !== event.playerId);
      const teams = battle.teams.map((team) => ({
        ...team,
        players: team.players.filter((id) => id !== event.playerId),
      }));
      const outcome = battle.outcome.filter((entry) => entry.userId !== event.playerId);
      return { ...state, battle: { ...battle, players, teams, outcome } };
    }
    case 'starting':
      return {
        ...state,
        battle: {
          ...battle,
          state: advanced(battle, 'WAITING_FOR_BLOCK'),
          fairness: { ...battle.fairness, ...event.fairness },
        },
      };
    case 'started':
      return {
        ...state,
        battle: {
          ...battle,
          state: advanced(battle, 'GENERATING_OUTCOME'),
          fairness: event.fairness,
        },
      };
    case 'round': {
      const known = announcedRounds(battle);
      if (event.round <= known) return state;
      if (event.round > known + 1) return { ...state, stale: true };
      return {
        ...state,
        battle: {
          ...battle,
          state: advanced(battle, 'GENERATING_OUTCOME'),
          outcome: appendRound(battle, event.outcome),
          lastRoll: event.lastRoll,
        },
        roundStarts: withStart(state.roundStarts, event.round, event.receivedAt),
      };
    }
    case 'completed':
      return {
        ...state,
        battle: {
          ...battle,
          state: 'GAME_COMPLETED',
          winners: event.winners,
          // The revealed seed: the tie roll is worked out from it.
          fairness: event.fairness ?? battle.fairness,
        },
      };
    case 'landed':
      return event.round > state.landed && event.round <= announcedRounds(battle)
        ? { ...state, landed: event.round }
        : state;
    case 'result-landed':
      return battle.state === 'GAME_COMPLETED' ? { ...state, resultLanded: true } : state;
  }
}

/** The team a seat plays for, as the battle numbers them (SHARING is one team). */
export function teamOfSeat(battle: Pick<CaseBattle, 'mode'>, seat: number): number {
  return battle.mode === 'SHARING' ? 1 : battleTeamNumber(battle.mode, seat);
}
