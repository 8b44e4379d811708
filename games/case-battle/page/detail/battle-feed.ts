// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import type { BattleEvent } from './battle-state';
import { isRecord } from '../../../../src/shared/is-record';

// Keeps one battle live for its page: listens to the battle's events first, joins its
// channel (case-battle:<id>, which also counts this tab as a spectator), reads the battle
// over HTTP at once, and reads it again each time the socket has joined the channel (on
// every connect: events sent while it was away, or before the join, are lost) or a round
// arrives out of order. Events of other battles are ignored.

export const battleChannel = (id: string) => `case-battle:${id}`;

export const BATTLE_EVENTS = [
  'case-battle.joined',
  'case-battle.left',
  'case-battle.starting',
  'case-battle.started',
  'case-battle.round',
  'case-battle.completed',
] as const;

export interface BattleFeedDeps {
  subscribe: (channel: string) => void;
  unsubscribe: (channel: string) => void;
  on: (event: string, listener: (payload: unknown) => void) => () => void;
  /** Calls back each time the socket has joined `channel` (its subscribe acknowledged). */
  onJoined: (channel: string, listener: () => void) => () => void;
  get: (id: string) => Promise<{ caseBattle: CaseBattle }>;
  now: () => number;
}

/** The battle event a socket payload carries, for battle `id`; null for anything else. */
export function eventOf(
  name: (typeof BATTLE_EVENTS)[number],
  payload: unknown,
  id: string,
  now: number,
): BattleEvent | null {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
  if (!data || data._id !== id) return null;
  switch (name) {
    case 'case-battle.joined':
      return isRecord(data.player) && typeof data.teamNumber === 'number'
        ? { type: 'joined', teamNumber: data.teamNumber, player: data.player as never }
        : null;
    case 'case-battle.left':
      return typeof data.playerId === 'string' ? { type: 'left', playerId: data.playerId } : null;
    case 'case-battle.starting':
      return isRecord(data.fairness)
        ? { type: 'starting', fairness: data.fairness as never }
        : null;
    case 'case-battle.started':
      return isRecord(data.fairness) ? { type: 'started', fairness: data.fairness as never } : null;
    case 'case-battle.round':
      return typeof data.round === 'number' &&
        typeof data.lastRoll === 'string' &&
        Array.isArray(data.outcome)
        ? {
            type: 'round',
            round: data.round,
            lastRoll: data.lastRoll,
            outcome: data.outcome as CaseBattle['outcome'],
            receivedAt: now,
          }
        : null;
    case 'case-battle.completed':
      return Array.isArray(data.winners)
        ? {
            type: 'completed',
            winners: data.winners as CaseBattle['winners'],
            ...(isRecord(data.fairness) ? { fairness: data.fairness as never } : {}),
          }
        : null;
  }
}

/** Starts the feed; returns `reload` (read the battle again) and `stop`. */
export function connectBattle(
  id: string,
  dispatch: (event: BattleEvent) => void,
  onError: (error: unknown) => void,
  deps: BattleFeedDeps,
): { reload: () => void; stop: () => void } {
  let stopped = false;
  const channel = battleChannel(id);
  const reload = () => {
    deps.get(id).then(
      ({ caseBattle }) => {
        if (!stopped) dispatch({ type: 'snapshot', battle: caseBattle, receivedAt: deps.now() });
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
  };
  const stops = BATTLE_EVENTS.map((name) =>
    deps.on(name, (payload) => {
      const event = eventOf(name, payload, id, deps.now());
      if (event) dispatch(event);
    }),
  );
  stops.push(
    deps.on('spectator.data', (payload) => {
      const data = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
      if (!data || data.channel !== channel || typeof data.amount !== 'number') return;
      const users = Array.isArray(data.users)
        ? (data.users as { id: string; username: string }[])
        : [];
      dispatch({ type: 'spectators', amount: data.amount, users });
    }),
  );
  deps.subscribe(channel);
  // Events before the join (or while the socket was away) reach no one: read once joined.
  stops.push(deps.onJoined(channel, reload));
  reload();
  return {
    reload,
    stop: () => {
      stopped = true;
      deps.unsubscribe(channel);
      for (const stop of stops) stop();
    },
  };
}
