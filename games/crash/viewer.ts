import seedrandom from 'seedrandom';
import type { CrashCashout, CrashCommands } from './bus';
import type { GameBus } from '../engine/bus';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import { sha256Hex } from '../fair';
import {
  CRASH_BETTING_MS,
  crashElapsedMsFor,
  crashMultiplierE2At,
  crashPointE2FromRound,
} from './core';
import tuning from './tuning.json';
import { crashTimeline } from './viewerTimeline';

// Crash in the scene viewer: the viewer plays the server. It runs a round in real time to a
// typed crash point (or one drawn by the crash core from a seeded round hash), sends the
// periodic syncs a page would, has fake players cash out on the way, and can jolt the clock
// or rejoin late to show how the scene eases drift and restores a round.

type Context = ViewerContext<CrashCommands>;

const SYNC_EVERY_MS = 1_000;
/** How late a fake cash-out reaches the page after the server settled it. */
const CASHOUT_LAG_MS = 90;

interface FakeRound {
  id: string;
  bus: GameBus<CrashCommands>;
  /** performance.now() at the multiplier's start (after betting). */
  startsAt: number;
  crashPointE2: number;
  cashouts: CrashCashout[];
  timers: ReturnType<typeof setTimeout>[];
  busted: boolean;
}

let round: FakeRound | null = null;
let rounds = 0;

function stopRound(): void {
  for (const timer of round?.timers ?? []) clearTimeout(timer);
  round = null;
}

function hundredths(text: string | undefined, what: string): number | null {
  const typed = text?.trim() ?? '';
  if (typed === '') return null;
  const value = Math.round(Number.parseFloat(typed) * 100);
  if (!(value >= 100)) throw new Error(`${what} is a multiplier from 1.00`);
  return value;
}

/** The typed crash point, or the core's from a round hash made from the seed. */
function crashPointOf({ values, nextNonce }: Context): number {
  const typed = hundredths(values.crash, 'The crash point');
  if (typed !== null) return typed;
  const roundHash = sha256Hex(`${values.seed ?? ''}:${nextNonce()}`);
  return crashPointE2FromRound(roundHash, 'viewer salt');
}

function elapsed(r: FakeRound): number {
  return Math.round(performance.now() - r.startsAt);
}

/** Fake players with auto cash-outs: those at or under the crash point cash out on the way. */
function fakePlayers(context: Context, crashPointE2: number): CrashCashout[] {
  const rng = seedrandom(`${context.values.seed ?? ''}:players:${rounds}`);
  const count = Number.parseInt(context.values.players ?? '0', 10) || 0;
  const players: CrashCashout[] = [];
  for (let i = 0; i < count; i++) {
    const target = 101 + Math.floor(100 * (1 / (1 - rng() * 0.95) - 1)); // mostly low, a few high
    if (target <= crashPointE2) {
      players.push({
        id: `p${rounds}-${i}`,
        username: `player${i + 1}`,
        multiplierE2: target,
        mine: false,
      });
    }
  }
  const mine = hundredths(context.values.mine, 'My cash-out');
  if (mine !== null && mine <= crashPointE2) {
    players.push({ id: `me-${rounds}`, username: 'You', multiplierE2: mine, mine: true });
  }
  return players;
}

function send(r: FakeRound, entries: CrashCashout[], id: string): void {
  r.cashouts.push(...entries);
  r.bus.emit('crash:cashouts', { id, roundId: r.id, entries });
}

function playRound(context: Context): void {
  stopRound();
  rounds += 1;
  const crashPointE2 = crashPointOf(context);
  const bettingMs = Math.max(0, Number.parseFloat(context.values.betting ?? '6') * 1000 || 0);
  const r: FakeRound = {
    id: `viewer-round-${rounds}`,
    bus: context.bus,
    startsAt: performance.now() + bettingMs,
    crashPointE2,
    cashouts: [],
    timers: [],
    busted: false,
  };
  round = r;
  const later = (ms: number, what: () => void) => r.timers.push(setTimeout(what, Math.max(0, ms)));
  r.bus.emit('crash:betting', { roundId: r.id, endsInMs: bettingMs });
  const bustMs = crashElapsedMsFor(crashPointE2);
  later(bettingMs, () => r.bus.emit('crash:run', { roundId: r.id, elapsedMs: elapsed(r) }));
  for (let at = SYNC_EVERY_MS; at < bustMs; at += SYNC_EVERY_MS) {
    later(bettingMs + at, () => r.bus.emit('crash:sync', { roundId: r.id, elapsedMs: elapsed(r) }));
  }
  for (const player of fakePlayers(context, crashPointE2)) {
    const at = crashElapsedMsFor(player.multiplierE2) + CASHOUT_LAG_MS;
    later(bettingMs + at, () => send(r, [player], context.nextId()));
  }
  later(bettingMs + bustMs, () => {
    r.busted = true;
    r.bus.emit('crash:bust', { id: context.nextId(), roundId: r.id, crashPointE2 });
  });
}

/** What a page sends a player who arrives now: the round as it stands. */
function snapshot(context: Context): void {
  const r = round;
  if (!r) return;
  const at = elapsed(r);
  if (at < 0) {
    context.bus.emit('crash:betting', { roundId: r.id, endsInMs: -at });
    return;
  }
  // A crashed round comes as its bust alone; a running one at its time.
  if (r.busted) {
    context.bus.emit('crash:bust', {
      id: context.nextId(),
      roundId: r.id,
      crashPointE2: r.crashPointE2,
    });
  } else {
    context.bus.emit('crash:run', { roundId: r.id, elapsedMs: at });
  }
  if (r.cashouts.length > 0) {
    context.bus.emit('crash:cashouts', {
      id: context.nextId(),
      roundId: r.id,
      entries: r.cashouts,
    });
  }
}

function jolt(byMs: number) {
  return (context: Context) => {
    const r = round;
    if (!r || r.busted || elapsed(r) < 0) throw new Error('No round is running');
    context.bus.emit('crash:sync', { roundId: r.id, elapsedMs: elapsed(r) + byMs });
  };
}

function crowd(context: Context): void {
  const r = round;
  if (!r || r.busted || elapsed(r) < 0) throw new Error('No round is running');
  const multiplierE2 = crashMultiplierE2At(elapsed(r));
  const entries = Array.from({ length: 5 }, (_, i) => ({
    id: `${r.id}-crowd-${r.cashouts.length + i}`,
    username: `crowd${r.cashouts.length + i + 1}`,
    multiplierE2,
    mine: false,
  }));
  send(r, entries, context.nextId());
}

export const viewer: GameViewer<CrashCommands> = {
  scene: 'crash',
  title: 'Crash',
  tuning,
  fields: [
    { key: 'crash', label: 'Crash point', initial: '2.50', hint: 'empty: drawn by the crash core' },
    { key: 'seed', label: 'Seed', initial: 'viewer' },
    {
      key: 'betting',
      label: 'Betting (s)',
      initial: String(CRASH_BETTING_MS / 1000),
      hint: 'the countdown before the multiplier starts',
    },
    { key: 'players', label: 'Fake players', initial: '12', hint: 'with seeded auto cash-outs' },
    { key: 'mine', label: 'My cash-out', initial: '1.80', hint: 'empty: none' },
  ],
  setup: snapshot,
  actions: [
    { label: 'Play round', run: playRound },
    { label: 'Crowd cashes out now', run: crowd },
    { label: 'Jolt clock +400 ms', run: jolt(400) },
    { label: 'Jolt clock -400 ms', run: jolt(-400) },
    {
      label: 'Rejoin late',
      run: (context) => {
        context.bus.emit('crash:reset', undefined);
        snapshot(context);
      },
    },
    {
      label: 'Reset',
      run: (context) => {
        stopRound();
        context.bus.emit('crash:reset', undefined);
      },
    },
  ],
  timeline: crashTimeline,
};
