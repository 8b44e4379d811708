// Types only: the contract's zod schemas stay out of the lobby's bundle.
import type { CaseBattle } from '../../../src/shared/contract/battles';
import type { CaseBattleState } from '../../../src/shared/contract/battleEnums';
import { announcedRounds } from './detail/battle-state';

// The case battles list as this tab knows it: public battles that are open or being played,
// merged by id from the HTTP list and the list room's events in whatever order they arrive.
// A completed battle leaves the list (the spec's list holds live battles), and an old
// snapshot never brings it back nor undoes a newer event.

export interface BattleListState {
  battles: ReadonlyMap<string, CaseBattle>;
  /** Battles this tab saw complete: a late snapshot must not list them again. */
  gone: ReadonlySet<string>;
  /** The HTTP list has arrived at least once. */
  loaded: boolean;
  /** Live events applied so far: a snapshot names the count when its request left. */
  seq: number;
  /** For each battle, the `seq` of the last live event that touched it. */
  touched: ReadonlyMap<string, number>;
}

export const EMPTY_BATTLE_LIST: BattleListState = {
  battles: new Map(),
  gone: new Set(),
  loaded: false,
  seq: 0,
  touched: new Map(),
};

type Fairness = CaseBattle['fairness'];

export type BattleListEvent =
  /** The HTTP list; `since` is the state's `seq` when its request left. */
  | { type: 'snapshot'; battles: readonly CaseBattle[]; since: number }
  | { type: 'created'; caseBattle: CaseBattle }
  | { type: 'joined'; _id: string; teamNumber: number; player: CaseBattle['players'][number] }
  | { type: 'left'; _id: string; playerId: string }
  | {
      type: 'starting';
      _id: string;
      fairness: Pick<Fairness, 'blockNumber' | 'publicServerSeed'>;
    }
  | { type: 'started'; _id: string; fairness: Fairness }
  | {
      type: 'round';
      _id: string;
      round: number;
      lastRoll: string;
      outcome: CaseBattle['outcome'];
    }
  | { type: 'completed'; _id: string };

const STATE_ORDER: readonly CaseBattleState[] = [
  'GAME_CREATED',
  'GAME_STARTED',
  'WAITING_FOR_PLAYERS',
  'WAITING_FOR_BLOCK',
  'GENERATING_OUTCOME',
  'GAME_COMPLETED',
];

/** How far along a battle is: its state, then its seats, then its rounds told. */
function progress(battle: CaseBattle): number[] {
  return [
    STATE_ORDER.indexOf(battle.state),
    battle.players.length,
    battle.outcome[0]?.itemsWon.length ?? 0,
  ];
}

/** The later of two versions of one battle: an old snapshot never undoes a newer event. */
export function newerBattle(known: CaseBattle | undefined, incoming: CaseBattle): CaseBattle {
  if (!known) return incoming;
  const [a, b] = [progress(known), progress(incoming)];
  for (let i = 0; i < a.length; i++) {
    if (b[i]! > a[i]!) return incoming;
    if (b[i]! < a[i]!) return known;
  }
  return incoming;
}

function upsert(state: BattleListState, incoming: readonly CaseBattle[]): BattleListState {
  const battles = new Map(state.battles);
  for (const battle of incoming) {
    if (state.gone.has(battle._id) || battle.state === 'GAME_COMPLETED') continue;
    battles.set(battle._id, newerBattle(battles.get(battle._id), battle));
  }
  return { ...state, battles };
}

function update(
  state: BattleListState,
  id: string,
  change: (battle: CaseBattle) => CaseBattle,
): BattleListState {
  const known = state.battles.get(id);
  if (!known) return state;
  const battles = new Map(state.battles);
  battles.set(id, change(known));
  return { ...state, battles };
}

/** A state only ever moves forward. */
const forward = (from: CaseBattleState, to: CaseBattleState) =>
  STATE_ORDER.indexOf(to) > STATE_ORDER.indexOf(from) ? to : from;

function joined(
  battle: CaseBattle,
  teamNumber: number,
  player: CaseBattle['players'][number],
): CaseBattle {
  if (battle.players.some((known) => known.id === player.id)) return battle;
  const players = [...battle.players, player].sort((a, b) => a.seat - b.seat);
  const teams = battle.teams.some((team) => team.number === teamNumber)
    ? battle.teams.map((team) =>
        team.number === teamNumber ? { ...team, players: [...team.players, player.id] } : team,
      )
    : [...battle.teams, { number: teamNumber, players: [player.id] }];
  const outcome = battle.outcome.some((entry) => entry.userId === player.id)
    ? battle.outcome
    : [...battle.outcome, { userId: player.id, itemsWon: [] }];
  return { ...battle, players, teams, outcome };
}

/** A player left before the start: their seat is open again. */
function left(battle: CaseBattle, playerId: string): CaseBattle {
  return {
    ...battle,
    players: battle.players.filter((player) => player.id !== playerId),
    teams: battle.teams.map((team) => ({
      ...team,
      players: team.players.filter((id) => id !== playerId),
    })),
    outcome: battle.outcome.filter((entry) => entry.userId !== playerId),
  };
}

function rolled(battle: CaseBattle, event: Extract<BattleListEvent, { type: 'round' }>) {
  // Only the next round appends: a repeated or skipped one leaves the battle as it was.
  if (event.round !== announcedRounds(battle) + 1) return battle;
  const outcome = battle.outcome.map((entry) => {
    const pulled = event.outcome.find((o) => o.userId === entry.userId);
    return pulled ? { ...entry, itemsWon: [...entry.itemsWon, ...pulled.itemsWon] } : entry;
  });
  return {
    ...battle,
    state: forward(battle.state, 'GENERATING_OUTCOME'),
    outcome,
    lastRoll: event.lastRoll,
  };
}

export function battleListReducer(state: BattleListState, event: BattleListEvent): BattleListState {
  if (event.type === 'snapshot') return { ...upsertSnapshot(state, event), loaded: true };
  const seq = state.seq + 1;
  const id = event.type === 'created' ? event.caseBattle._id : event._id;
  return applyLive({ ...state, seq, touched: new Map(state.touched).set(id, seq) }, event);
}

function applyLive(
  state: BattleListState,
  event: Exclude<BattleListEvent, { type: 'snapshot' }>,
): BattleListState {
  switch (event.type) {
    case 'created':
      return upsert(state, [event.caseBattle]);
    case 'joined':
      return update(state, event._id, (b) => joined(b, event.teamNumber, event.player));
    case 'left':
      return update(state, event._id, (b) => left(b, event.playerId));
    case 'starting':
      return update(state, event._id, (b) => ({
        ...b,
        state: forward(b.state, 'WAITING_FOR_BLOCK'),
        fairness: { ...b.fairness, ...event.fairness },
      }));
    case 'started':
      return update(state, event._id, (b) => ({
        ...b,
        state: forward(b.state, 'GENERATING_OUTCOME'),
        fairness: event.fairness,
      }));
    case 'round':
      return update(state, event._id, (b) => rolled(b, event));
    case 'completed': {
      const battles = new Map(state.battles);
      battles.delete(event._id);
      return { ...state, battles, gone: new Set([...state.gone, event._id]) };
    }
  }
}

/**
 * The whole list as the server had it: battles it did not list completed while this tab
 * was not hearing, so they go, unless a live event newer than the request named them
 * (created after the server read its list). The rest merge.
 */
function upsertSnapshot(
  state: BattleListState,
  { battles: incoming, since }: { battles: readonly CaseBattle[]; since: number },
): BattleListState {
  const listed = new Set(incoming.map((battle) => battle._id));
  const kept = new Map(
    [...state.battles].filter(([id]) => listed.has(id) || (state.touched.get(id) ?? 0) > since),
  );
  return upsert({ ...state, battles: kept }, incoming);
}

/** Seats still free (0-based): a player's `seat` says where they sit, so gaps are possible. */
export function freeSeats(battle: Pick<CaseBattle, 'playerAmount' | 'players'>): number[] {
  const taken = new Set(battle.players.map((player) => player.seat));
  return Array.from({ length: battle.playerAmount }, (_, seat) => seat).filter(
    (seat) => !taken.has(seat),
  );
}

/** A battle still takes players. */
export const isJoinable = (battle: Pick<CaseBattle, 'state' | 'playerAmount' | 'players'>) =>
  battle.state === 'WAITING_FOR_PLAYERS' && freeSeats(battle).length > 0;
