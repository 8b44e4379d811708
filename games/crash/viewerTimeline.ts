import seedrandom from 'seedrandom';
import { sha256Hex } from '../fair';
import type { ProbeCommand, TimelineRequest, TimelineRound } from '../engine/viewerTypes';
import type { CrashCashout, CrashCommands } from './bus';
import {
  CRASH_BETTING_MS,
  crashElapsedMsFor,
  crashPointE2FromRound,
  formatCrashMultiplier,
} from './core';

// Crash's fake rounds for the scene viewer's timeline, each in its three phases on the
// server's clock: betting counts down, the multiplier runs (with the periodic syncs a page
// gets, and seeded fake players cashing out on the way) and busts at the crash point the
// crash core draws from a seeded round hash.

const SYNC_EVERY_MS = 1_000;
/** How late a fake cash-out reaches the page after the server settled it. */
const CASHOUT_LAG_MS = 90;

interface Timed {
  /** Ms after the multiplier started. */
  at: number;
  command: ProbeCommand<CrashCommands>;
}

function fakePlayers(seed: string, round: number, count: number, prefix: string) {
  const rng = seedrandom(`${seed}:players:${round}`);
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}bet-${round}-${i}`,
    username: `player${i + 1}`,
    // mostly low, a few high
    multiplierE2: 101 + Math.floor(100 * (1 / (1 - rng() * 0.95) - 1)),
    mine: false,
  }));
}

export function crashTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<CrashCommands>[] {
  const seconds = Number.parseFloat(values.betting ?? String(CRASH_BETTING_MS / 1000));
  const bettingMs = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  const players = Number.parseInt(values.players ?? '0', 10) || 0;
  return Array.from({ length: count }, (_, nonce) => {
    const roundId = `${prefix}round-${nonce}`;
    const crashPointE2 = crashPointE2FromRound(sha256Hex(`${seed}:${nonce}`), 'viewer salt');
    const bustMs = crashElapsedMsFor(crashPointE2);
    const timed: Timed[] = [];
    for (let at = SYNC_EVERY_MS; at < bustMs; at += SYNC_EVERY_MS) {
      timed.push({ at, command: { type: 'crash:sync', payload: { roundId, elapsedMs: at } } });
    }
    const cashedOut: CrashCashout[] = fakePlayers(seed, nonce, players, prefix).filter(
      (player) => player.multiplierE2 <= crashPointE2,
    );
    for (const player of cashedOut) {
      timed.push({
        // settled before the bust, so it reaches the page before the bust does
        at: Math.min(crashElapsedMsFor(player.multiplierE2) + CASHOUT_LAG_MS, bustMs),
        command: {
          type: 'crash:cashouts',
          payload: { id: `${player.id}-out`, roundId, entries: [player] },
        },
      });
    }
    timed.sort((a, b) => a.at - b.at);
    timed.push({
      at: bustMs,
      command: {
        type: 'crash:bust',
        payload: { id: `${prefix}bust-${nonce}`, roundId, crashPointE2 },
      },
    });
    let last = 0;
    const running = timed.map(({ at, command }) => {
      const waitMs = at - last;
      last = at;
      return { waitMs, command };
    });
    return {
      label: `crash @ ${formatCrashMultiplier(crashPointE2)}, ${cashedOut.length} of ${players} cashed out`,
      steps: [
        { command: { type: 'crash:betting', payload: { roundId, endsInMs: bettingMs } } },
        {
          waitMs: bettingMs,
          command: { type: 'crash:run', payload: { roundId, elapsedMs: 0 } },
        },
        ...running,
      ],
    };
  });
}
