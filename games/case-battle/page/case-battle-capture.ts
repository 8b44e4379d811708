import type { CaseBattleCommands } from '../bus';
import { battleReducer, EMPTY_BATTLE_STATE } from './detail/battle-state';
import type { BattleEvent, BattlePageState } from './detail/battle-state';
import type { BattleFeedDeps } from './detail/battle-feed';
import {
  battleIdOfEvent,
  captureCaseBattlePayload,
  type CaptureCaseBattleEvent,
} from '../../../src/shared/contract/captureVersus';
import type { CaptureFeed } from '../../../src/client/features/streamer/embed/capture-feed';

// Which of the streamer's case battles a browser source plays (pure, tested), and the feed
// that plays it: the battle page's own (battle-feed.ts, battle-state.ts), fed from the
// capture room instead of the battle's channel. A battle goes on show once its seats are
// full (it is starting, or under way); one that starts while another plays waits its turn.
// Open battles, and battles the streamer left, never show: between battles the reels idle.

export interface CaptureBattlesState {
  /** The battle the reels play; null: idle. */
  onShow: string | null;
  /** Battles under way that wait for the one on show to end, in the order they started. */
  next: readonly string[];
}

export const EMPTY_CAPTURE_BATTLES: CaptureBattlesState = { onShow: null, next: [] };

export type CaptureBattlesEvent =
  | { type: 'heard'; event: CaptureCaseBattleEvent }
  /** The battle on show has ended here (its result landed and was held). */
  | { type: 'finished'; id: string };

/** The events of a battle whose seats are full: from these on it is played. */
const UNDER_WAY = new Set<CaptureCaseBattleEvent['name']>([
  'case-battle.starting',
  'case-battle.started',
  'case-battle.round',
]);

export function captureBattlesReducer(
  state: CaptureBattlesState,
  event: CaptureBattlesEvent,
): CaptureBattlesState {
  if (event.type === 'finished') {
    if (state.onShow !== event.id) return state;
    const [onShow = null, ...next] = state.next;
    return { onShow, next };
  }
  if (!UNDER_WAY.has(event.event.name)) return state;
  const id = battleIdOfEvent(event.event);
  if (state.onShow === null) return { onShow: id, next: state.next.filter((n) => n !== id) };
  if (state.onShow === id || state.next.includes(id)) return state;
  return { ...state, next: [...state.next, id] };
}

/** The battle page's state, with a way back to empty when the reels go idle. */
export function capturedBattleReducer(
  state: BattlePageState,
  event: BattleEvent | { type: 'reset' },
): BattlePageState {
  return event.type === 'reset' ? EMPTY_BATTLE_STATE : battleReducer(state, event);
}

/** The reels with no battle: no seats, nothing on them (as the scene starts). */
export const IDLE_BATTLE_SHOW: CaseBattleCommands['case-battle:show'] = {
  battleId: '',
  seats: [],
  items: [],
  resting: [],
  winners: [],
};

/**
 * The battle page's feed deps over a capture feed: the battle's events come from the
 * capture room (joining the battle's channel as well would count the source as a watcher
 * and hear everything twice); a (re)join reads the battle again, as a reconnect does there.
 */
export function captureBattleDeps(
  feed: Pick<CaptureFeed, 'on' | 'onJoined'>,
  get: BattleFeedDeps['get'],
  now: () => number = () => Date.now(),
): BattleFeedDeps {
  return {
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    on: (name, listener) =>
      feed.on('capture.case-battle', captureCaseBattlePayload, (event) => {
        if (event.name === name) listener({ data: event.data });
      }),
    onJoined: (_channel, listener) => feed.onJoined(listener),
    get,
    now,
  };
}
