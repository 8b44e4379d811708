import { describe, expect, it } from 'vitest';
import type { ProbeCommand, TimelineRound } from '../../../games/engine/viewerTypes';
import { TimelinePlayer } from './player';

// A fake game: 'show' has no id, 'hit' is an outcome the scene answers 'done' for.
type Commands = { show: { n: number }; hit: { id: string } };
type Command = ProbeCommand<Commands>;

function fakeClock() {
  let now = 0;
  let timers: { at: number; what: () => void }[] = [];
  return {
    schedule(what: () => void, ms: number) {
      const timer = { at: now + ms, what };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    /** Runs every timer due within `ms`. */
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.what();
      }
      now = end;
    },
  };
}

const round = (n: number, prefix: string): TimelineRound<Commands> => ({
  label: `round ${n}`,
  steps: [
    { command: { type: 'show', payload: { n } } },
    { pauseMs: 100, command: { type: 'hit', payload: { id: `${prefix}a${n}` } } },
    { afterLanding: true, waitMs: 50, command: { type: 'hit', payload: { id: `${prefix}b${n}` } } },
  ],
});

function setup(options: { count?: number; loop?: boolean; factor?: number; gap?: number } = {}) {
  const clock = fakeClock();
  const sent: Command[] = [];
  const prefixes: string[] = [];
  const player = new TimelinePlayer<Commands>({
    generate: (prefix) => {
      prefixes.push(prefix);
      return Array.from({ length: options.count ?? 2 }, (_, n) => round(n, prefix));
    },
    send: (command) => sent.push(command),
    schedule: clock.schedule,
    pauseFactor: () => options.factor ?? 1,
    gapMs: () => options.gap ?? 200,
    loop: () => options.loop ?? false,
  });
  const ids = () => sent.map((c) => (c.payload as { id?: string }).id ?? c.type);
  const land = (id: string) => player.landed(id);
  return { clock, sent, ids, player, land, prefixes };
}

describe('TimelinePlayer', () => {
  it('sends each step once what it waits for happened, and counts rounds landed', () => {
    const { clock, ids, player, land, prefixes } = setup();
    player.play();
    const p = prefixes[0]!;
    expect(ids()).toEqual(['show']);
    clock.tick(99);
    expect(ids()).toEqual(['show']);
    clock.tick(1);
    expect(ids()).toEqual(['show', `${p}a0`]);
    clock.tick(500); // the next step waits for a0 to land
    expect(ids()).toHaveLength(2);
    land(`${p}a0`);
    clock.tick(50);
    expect(ids()).toEqual(['show', `${p}a0`, `${p}b0`]);
    expect(player.getState()).toMatchObject({ played: 1, landed: 0, waiting: 1 });
    land(`${p}b0`);
    expect(player.getState()).toMatchObject({ played: 1, landed: 1, round: 1, label: 'round 1' });
    clock.tick(200); // the gap between rounds
    expect(ids()).toHaveLength(4);
    land('unknown'); // another command's done changes nothing
    clock.tick(100);
    land(`${p}a1`);
    clock.tick(50);
    land(`${p}b1`);
    expect(player.getState()).toMatchObject({ status: 'finished', played: 2, landed: 2 });
  });

  it('plays pauses and gaps at the pace (none at instant), server time as it is', () => {
    const { clock, ids, player, land, prefixes } = setup({ factor: 0 });
    player.play();
    const p = prefixes[0]!;
    expect(ids()).toEqual(['show', `${p}a0`]);
    land(`${p}a0`);
    expect(ids()).toHaveLength(2);
    clock.tick(50);
    land(`${p}b0`);
    expect(ids()).toEqual(['show', `${p}a0`, `${p}b0`, 'show', `${p}a1`]);
  });

  it('pauses after the round under way, steps one round, and resumes', () => {
    const { clock, ids, player, land, prefixes } = setup({ count: 3, factor: 0 });
    player.play();
    const p = prefixes[0]!;
    player.pause();
    expect(player.getState().status).toBe('pausing');
    land(`${p}a0`);
    clock.tick(50);
    land(`${p}b0`);
    expect(player.getState()).toMatchObject({ status: 'paused', landed: 1, round: 1 });
    clock.tick(1_000);
    expect(ids()).toHaveLength(3);
    player.stepOne();
    land(`${p}a1`);
    clock.tick(50);
    land(`${p}b1`);
    expect(player.getState()).toMatchObject({ status: 'paused', landed: 2, round: 2 });
    player.play();
    land(`${p}a2`);
    clock.tick(50);
    land(`${p}b2`);
    expect(player.getState()).toMatchObject({ status: 'finished', landed: 3 });
    expect(prefixes).toHaveLength(1); // one draw for the whole timeline
  });

  it('loops with fresh ids, and starts over when played again after the end', () => {
    const { clock, player, land, prefixes, ids } = setup({ count: 1, loop: true, factor: 0 });
    player.play();
    land(`${prefixes[0]}a0`);
    clock.tick(50);
    land(`${prefixes[0]}b0`);
    expect(prefixes).toHaveLength(2);
    expect(prefixes[1]).not.toBe(prefixes[0]);
    expect(player.getState()).toMatchObject({ status: 'playing', pass: 1, landed: 1, round: 0 });
    expect(ids().at(-1)).toBe(`${prefixes[1]}a0`);
    player.reset();
    expect(player.getState()).toMatchObject({ status: 'idle', landed: 0, total: 0 });
    land(`${prefixes[1]}a0`); // forgotten
    clock.tick(1_000);
    expect(ids()).toHaveLength(5);
  });

  it('replays the round under way when the scene restarts', () => {
    const { clock, ids, player, land, prefixes } = setup({ factor: 0 });
    player.play();
    const p = prefixes[0]!;
    land(`${p}a0`);
    clock.tick(50);
    expect(player.getState()).toMatchObject({ played: 1, waiting: 1 });
    player.sceneRestarted();
    expect(player.getState()).toMatchObject({ played: 0, waiting: 1, round: 0 });
    expect(ids().slice(3)).toEqual(['show', `${p}a0`]);
    land(`${p}b0`); // from before the restart: gone with the old scene
    expect(player.getState().landed).toBe(0);
  });

  it('shows the game refusing its fields as an error, and sends nothing', () => {
    const sent: Command[] = [];
    const player = new TimelinePlayer<Commands>({
      generate: () => {
        throw new Error('Mines are from 1 to 24');
      },
      send: (command) => sent.push(command),
      schedule: () => () => {},
      pauseFactor: () => 1,
      gapMs: () => 0,
      loop: () => false,
    });
    player.play();
    expect(player.getState()).toMatchObject({ status: 'error', error: 'Mines are from 1 to 24' });
    expect(sent).toEqual([]);
  });
});

describe('TimelinePlayer at the end of a looping pass', () => {
  it('pauses with the next pass drawn, and goes on from it', () => {
    const { clock, player, land, prefixes } = setup({ count: 1, loop: true, factor: 0 });
    player.play();
    player.pause();
    land(`${prefixes[0]}a0`);
    clock.tick(50);
    land(`${prefixes[0]}b0`);
    expect(player.getState()).toMatchObject({ status: 'paused', pass: 1, round: 0, landed: 1 });
    player.stepOne();
    land(`${prefixes[1]}a0`);
    clock.tick(50);
    land(`${prefixes[1]}b0`);
    expect(player.getState()).toMatchObject({ status: 'paused', pass: 2, landed: 2 });
  });
});

describe('TimelinePlayer with a scene that lands as it is sent', () => {
  it('counts every round played and landed (a waking stage draws a frame at once)', () => {
    const clock = fakeClock();
    let player: TimelinePlayer<Commands> | null = null;
    const sent: string[] = [];
    player = new TimelinePlayer<Commands>({
      generate: (prefix) => Array.from({ length: 3 }, (_, n) => round(n, prefix)),
      send: (command) => {
        sent.push(command.type);
        if (command.type === 'hit') player?.landed(command.payload.id);
      },
      schedule: clock.schedule,
      pauseFactor: () => 0,
      gapMs: () => 0,
      loop: () => false,
    });
    player.play();
    clock.tick(50);
    clock.tick(50);
    clock.tick(50);
    expect(player.getState()).toMatchObject({
      status: 'finished',
      played: 3,
      landed: 3,
      waiting: 0,
    });
    expect(sent).toHaveLength(9);
  });
});
