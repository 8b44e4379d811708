import type { CaseBattle } from '../../../src/shared/contract/battles';
import type { BattleListEvent } from './battle-list';
import { isRecord } from '../../../src/shared/is-record';

// Where the list hears its battles: the list room `game:case-battle` carries every public
// battle's events (the server's caseBattleRelay). The feed listens first, subscribes, reads
// the list over HTTP at once, and again each time the socket has joined the room (on every
// connect): events sent before the join, or while the socket was away, are not replayed.

export const BATTLE_LIST_CHANNEL = 'game:case-battle';

export const BATTLE_LIST_EVENTS = [
  'case-battle.created',
  'case-battle.joined',
  'case-battle.left',
  'case-battle.starting',
  'case-battle.started',
  'case-battle.round',
  'case-battle.completed',
] as const;

const isBattle = (value: unknown): value is CaseBattle =>
  isRecord(value) &&
  typeof value._id === 'string' &&
  typeof value.state === 'string' &&
  typeof value.price === 'number' &&
  Array.isArray(value.players) &&
  Array.isArray(value.teams) &&
  Array.isArray(value.outcome) &&
  Array.isArray(value.cases);

/** The list's event for a socket event, or null for a payload not of its shape. */
export function listEventOf(name: string, payload: unknown): BattleListEvent | null {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
  if (!data) return null;
  if (name === 'case-battle.created')
    return isBattle(data.caseBattle) ? { type: 'created', caseBattle: data.caseBattle } : null;
  const id = data._id;
  if (typeof id !== 'string') return null;
  switch (name) {
    case 'case-battle.joined':
      return typeof data.teamNumber === 'number' &&
        isRecord(data.player) &&
        typeof data.player.id === 'string' &&
        typeof data.player.seat === 'number'
        ? {
            type: 'joined',
            _id: id,
            teamNumber: data.teamNumber,
            player: data.player as CaseBattle['players'][number],
          }
        : null;
    case 'case-battle.left':
      return typeof data.playerId === 'string'
        ? { type: 'left', _id: id, playerId: data.playerId }
        : null;
    case 'case-battle.starting':
      return isRecord(data.fairness)
        ? {
            type: 'starting',
            _id: id,
            fairness: data.fairness as Pick<
              CaseBattle['fairness'],
              'blockNumber' | 'publicServerSeed'
            >,
          }
        : null;
    case 'case-battle.started':
      return isRecord(data.fairness)
        ? { type: 'started', _id: id, fairness: data.fairness as CaseBattle['fairness'] }
        : null;
    case 'case-battle.round':
      return typeof data.round === 'number' &&
        typeof data.lastRoll === 'string' &&
        Array.isArray(data.outcome)
        ? {
            type: 'round',
            _id: id,
            round: data.round,
            lastRoll: data.lastRoll,
            outcome: data.outcome as CaseBattle['outcome'],
          }
        : null;
    case 'case-battle.completed':
      return { type: 'completed', _id: id };
    default:
      return null;
  }
}

export interface BattleListFeedDeps {
  subscribe: (channel: string) => void;
  unsubscribe: (channel: string) => void;
  on: (event: string, listener: (payload: unknown) => void) => () => void;
  /** Calls back each time the socket has joined `channel` (on every connect); returns the stop. */
  onJoined: (channel: string, listener: () => void) => () => void;
  list: () => Promise<{ caseBattles: CaseBattle[] }>;
}

/**
 * Feeds a list: live events to `dispatch`, and the HTTP list now and after each join
 * (`seq` gives the count of live events applied when each read left). Returns the stop.
 */
export function connectBattleList(
  dispatch: (event: BattleListEvent) => void,
  seq: () => number,
  onError: (error: unknown) => void,
  deps: BattleListFeedDeps,
): () => void {
  let stopped = false;
  const read = () => {
    const since = seq();
    deps.list().then(
      ({ caseBattles }) => {
        if (!stopped) dispatch({ type: 'snapshot', battles: caseBattles, since });
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
  };
  const stops = BATTLE_LIST_EVENTS.map((name) =>
    deps.on(name, (payload) => {
      const event = listEventOf(name, payload);
      if (event) dispatch(event);
    }),
  );
  deps.subscribe(BATTLE_LIST_CHANNEL);
  read();
  stops.push(deps.onJoined(BATTLE_LIST_CHANNEL, read));
  return () => {
    stopped = true;
    deps.unsubscribe(BATTLE_LIST_CHANNEL);
    for (const stop of stops) stop();
  };
}
