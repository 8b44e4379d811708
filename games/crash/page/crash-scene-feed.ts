import type { CrashCashout, CrashCommands } from '../bus';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet, CrashRound } from '../../../src/shared/contract/crash';
import {
  bettingEndsInMs,
  elapsedNow,
  type RoundState,
} from '../../../src/client/features/rounds/roundState';

// What the page sends the crash scene as the round changes (games/crash/bus.ts): a phase
// change becomes betting / run / bust, new cash-outs become one batch. Pure: the page
// keeps the memo between calls and executes the commands on its scene driver.

export type CrashSceneCommand =
  | { type: 'crash:betting'; payload: CrashCommands['crash:betting'] }
  | { type: 'crash:run'; payload: CrashCommands['crash:run'] }
  | { type: 'crash:sync'; payload: CrashCommands['crash:sync'] }
  | { type: 'crash:bust'; payload: CrashCommands['crash:bust'] }
  | { type: 'crash:cashouts'; payload: CrashCommands['crash:cashouts'] };

export interface CrashSceneMemo {
  /** The round and phase the scene was last told about; null: tell it as a late joiner. */
  roundId: number | null;
  phase: CrashRound['phase'] | null;
  /** Cash-outs already on the scene. */
  sent: ReadonlySet<string>;
  /** Makes every outcome command's id unique, even when a round is sent again. */
  seq: number;
}

export const FRESH_SCENE_MEMO: CrashSceneMemo = {
  roundId: null,
  phase: null,
  sent: new Set(),
  seq: 0,
};

const cashedOut = (bet: CrashBet): bet is CrashBet & { cashedOutAt: number } =>
  bet.cashedOutAt !== null;

/** The commands that bring the scene up to `state` (local time `now`), and the next memo. */
export function crashSceneCommands(
  memo: CrashSceneMemo,
  state: RoundState<CrashRound>,
  now: number,
  myBetId: string | null,
): { commands: CrashSceneCommand[]; memo: CrashSceneMemo } {
  const round = state.round;
  if (!round) return { commands: [], memo };
  const roundId = String(round.id);
  const fresh = memo.roundId !== round.id;
  const phaseChanged = fresh || memo.phase !== round.phase;
  let seq = memo.seq;
  const sent = new Set(fresh ? [] : memo.sent);
  const commands: CrashSceneCommand[] = [];

  const cashouts = () => {
    const entries: CrashCashout[] = round.bets
      .filter(cashedOut)
      .filter((bet) => !sent.has(bet.id))
      .map((bet) => ({
        id: bet.id,
        username: bet.username,
        multiplierE2: bet.cashedOutAt,
        mine: bet.id === myBetId,
      }));
    if (entries.length === 0) return;
    for (const entry of entries) sent.add(entry.id);
    seq += 1;
    commands.push({
      type: 'crash:cashouts',
      payload: { id: `crash-cashouts-${roundId}-${seq}`, roundId, entries },
    });
  };
  const bust = () => {
    if (round.crashPoint === null) return;
    seq += 1;
    commands.push({
      type: 'crash:bust',
      payload: { id: `crash-bust-${roundId}-${seq}`, roundId, crashPointE2: round.crashPoint },
    });
  };

  if (round.phase === 'betting' && phaseChanged) {
    commands.push({
      type: 'crash:betting',
      payload: { roundId, endsInMs: bettingEndsInMs(state, now) ?? 0 },
    });
  } else if (round.phase === 'running') {
    if (phaseChanged) {
      commands.push({
        type: 'crash:run',
        payload: { roundId, elapsedMs: elapsedNow(state, now) ?? 0 },
      });
    }
    cashouts();
  } else if (round.phase === 'ended' && phaseChanged) {
    // Live: the cash-outs happened before the crash. Late: the crash alone, then them.
    if (fresh) {
      bust();
      cashouts();
    } else {
      cashouts();
      bust();
    }
  } else if (round.phase === 'ended') {
    cashouts();
  }

  return { commands, memo: { roundId: round.id, phase: round.phase, sent, seq } };
}

/** The periodic correction while a round runs: where the server is now. */
export function crashSyncCommand(
  state: RoundState<CrashRound>,
  now: number,
): CrashSceneCommand | null {
  const elapsedMs = elapsedNow(state, now);
  if (elapsedMs === null || !state.round) return null;
  return { type: 'crash:sync', payload: { roundId: String(state.round.id), elapsedMs } };
}
