import { describe, expect, it } from 'vitest';
import { EmbeddedLeadership, type Leadership } from '../rounds/leadership';
import type { RoomDeps } from './roomGame';
import type { PluggedRoomGame } from './roomGamePlugin';
import { Rooms } from './rooms';

/** A plugged game whose driver writes down what the room games' sweeps ask of it. */
function recordingPlay(calls: string[]) {
  let report: (error: unknown) => void = () => {};
  const play = {
    driver: {
      lead: () => calls.push('lead'),
      stopLeading: () => calls.push('stopLeading'),
      stop: () => calls.push('stop'),
    },
    fail: (error: unknown) => report(error),
  } satisfies PluggedRoomGame & { fail(error: unknown): void };
  return {
    play,
    build: (onError: (error: unknown) => void) => {
      report = onError;
      return { plugged: play };
    },
  };
}

/** A leadership a test hands out and takes back. */
class HandedLeadership implements Leadership {
  isLeader = false;
  readonly settled = true;
  private readonly gains: (() => void)[] = [];
  private readonly losses: (() => void)[] = [];
  onGain(listener: () => void) {
    this.gains.push(listener);
  }
  onLoss(listener: () => void) {
    this.losses.push(listener);
  }
  gain() {
    this.isLeader = true;
    this.gains.forEach((listener) => listener());
  }
  lose() {
    this.isLeader = false;
    this.losses.forEach((listener) => listener());
  }
  async stop() {}
}

// No manifest games here: the deps are the manifest games' alone, so none is read.
const NO_DEPS = {} as RoomDeps;

describe('Rooms with a plugged game', () => {
  it('builds its play once and hands it out by kind', () => {
    const recorded = recordingPlay([]);
    const rooms = new Rooms([], NO_DEPS, recorded.build);
    expect(rooms.plays.plugged).toBe(recorded.play);
    expect(rooms.games).toEqual([]);
  });

  it('leads, unleads and stops its driver with the leadership', () => {
    const calls: string[] = [];
    const rooms = new Rooms([], NO_DEPS, recordingPlay(calls).build);
    const leadership = new HandedLeadership();
    rooms.start(leadership, () => {});
    expect(calls).toEqual([]);
    leadership.gain();
    leadership.lose();
    leadership.gain();
    rooms.stop();
    expect(calls).toEqual(['lead', 'stopLeading', 'lead', 'stop']);
  });

  it('leads at once on the embedded database, where this process always leads', () => {
    const calls: string[] = [];
    const rooms = new Rooms([], NO_DEPS, recordingPlay(calls).build);
    rooms.start(new EmbeddedLeadership(), () => {});
    expect(calls).toEqual(['lead']);
  });

  it("sends its driver's failures to the handler given at start, not before", () => {
    const recorded = recordingPlay([]);
    const rooms = new Rooms([], NO_DEPS, recorded.build);
    const seen: unknown[] = [];
    recorded.play.fail(new Error('before start'));
    rooms.start(new EmbeddedLeadership(), (error) => seen.push(error));
    recorded.play.fail(new Error('after start'));
    expect(seen.map((error) => (error as Error).message)).toEqual(['after start']);
  });
});
