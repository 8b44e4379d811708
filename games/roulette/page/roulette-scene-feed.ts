import type { RouletteCommands } from '../bus';
import { ROULETTE_ROLLING_MS } from '../core/limits';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteHistoryEntry, RouletteRound } from '../../../src/shared/contract/roulette';
import {
  bettingEndsInMs,
  rollingElapsedNow,
  type RoundState,
} from '../../../src/client/features/rounds/roundState';

// What the page sends the roulette scene as the round changes (games/roulette/bus.ts):
// betting -> 'roulette:betting', rolling -> 'roulette:roll' (from the server's clock),
// ended -> 'roulette:result'. A late joiner first gets the last finished round's result,
// so its strip rests where every watcher's does. Pure: the page keeps the memo and runs
// the commands on its scene driver.

export type RouletteSceneCommand =
  | { type: 'roulette:betting'; payload: RouletteCommands['roulette:betting'] }
  | { type: 'roulette:roll'; payload: RouletteCommands['roulette:roll'] }
  | { type: 'roulette:result'; payload: RouletteCommands['roulette:result'] };

export interface RouletteSceneMemo {
  /** The round and phase the scene was last told about; null: tell it as a late joiner. */
  roundId: number | null;
  phase: RouletteRound['phase'] | null;
  /** The roll on screen: only its stop reveals its round. */
  roll: { roundId: number; id: string } | null;
  /** Makes every roll's id unique, even when a round is sent again. */
  seq: number;
}

export const FRESH_ROULETTE_MEMO: RouletteSceneMemo = {
  roundId: null,
  phase: null,
  roll: null,
  seq: 0,
};

export interface RouletteSceneStep {
  commands: RouletteSceneCommand[];
  memo: RouletteSceneMemo;
  /** A round whose result the scene shows at once (joined after it landed): it may show. */
  landedNow: number | null;
}

/**
 * The commands that bring the scene up to `state` (local time `now`). `previous` is the
 * last finished round (undefined while the history is loading: a late joiner waits for it,
 * so its strip starts from where everyone's rests).
 */
export function rouletteSceneCommands(
  memo: RouletteSceneMemo,
  state: RoundState<RouletteRound>,
  now: number,
  previous: RouletteHistoryEntry | null | undefined,
): RouletteSceneStep {
  const round = state.round;
  const none: RouletteSceneStep = { commands: [], memo, landedNow: null };
  if (!round) return none;
  const fresh = memo.roundId !== round.id;
  const lateJoin = memo.roundId === null;
  if (fresh && lateJoin && round.phase !== 'ended' && previous === undefined) return none;
  if (!fresh && memo.phase === round.phase) return none;

  const roundId = String(round.id);
  const commands: RouletteSceneCommand[] = [];
  let { seq, roll } = memo;
  let landedNow: number | null = null;

  if (lateJoin && round.phase !== 'ended' && previous) {
    commands.push({
      type: 'roulette:result',
      payload: { roundId: String(previous.id), slot: previous.slot },
    });
  }
  if (round.phase === 'betting') {
    commands.push({
      type: 'roulette:betting',
      payload: { roundId, endsInMs: bettingEndsInMs(state, now) ?? 0 },
    });
  } else if (round.phase === 'rolling' && round.slot !== null) {
    seq += 1;
    const id = `roulette-roll-${roundId}-${seq}`;
    roll = { roundId: round.id, id };
    commands.push({
      type: 'roulette:roll',
      payload: {
        id,
        roundId,
        slot: round.slot,
        landingOffset: round.landingOffset ?? 0.5,
        elapsedMs: rollingElapsedNow(state, now, ROULETTE_ROLLING_MS) ?? 0,
      },
    });
  } else if (round.phase === 'ended' && round.slot !== null) {
    commands.push({
      type: 'roulette:result',
      payload: { roundId, slot: round.slot, landingOffset: round.landingOffset ?? 0.5 },
    });
    // No roll of this round on screen: the strip shows the slot at once.
    if (roll?.roundId !== round.id) landedNow = round.id;
  }
  return { commands, memo: { roundId: round.id, phase: round.phase, roll, seq }, landedNow };
}
