import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { Beacon } from '../beacon';
import type { Settlement } from '../settlement';
import {
  BeaconFollower,
  type FollowedGame,
  type FollowOptions,
  type NamedDraw,
} from './beaconFollower';
import { LeaderSweep } from './leaderSweep';
import { type StalledTable, StalledRefunds } from './stalledRefunds';

// The one driver of every game between players (the room games and the case battles):
// once the last seat is filled it follows the game to its end on the beacon follower (wait
// for the named round, draw, then the steps the game tells over time), and on the round
// leader it sweeps for games left behind by a stopped process and refunds those whose round
// never verified. Each game brings only its table: how to draw and step one of its games,
// which are overdue, and its side of a stalled refund.

/** A game left behind: the round it still waits for, or null when drawn with steps left. */
export interface Overdue {
  id: string;
  round: number | null;
}

/** What the driver reads and does of one game's table of rooms or battles. */
export interface DrivenTable<Row> extends FollowedGame {
  /** Games whose round or next step is later than `graceMs` past its time. */
  overdue(tx: Tx, graceMs: number): Promise<Overdue[]>;
  /** The game's side of the refund of a game whose round never verifies. */
  stalled: StalledTable<Row>;
}

export interface RoomDriverDeps {
  db: Database;
  beacon: Beacon;
  settlement: Settlement;
  /** How long past its round a game waits for the value before every seat is refunded. */
  refundAfterMs?: number;
}

export interface RoomDriverOptions extends FollowOptions {
  /** How often the leader sweeps. */
  sweepMs: number;
  /** How late a game must be before the leader takes it over. */
  graceMs: number;
}

export class RoomDriver<Row> {
  private readonly follower: BeaconFollower;
  private readonly sweeps: LeaderSweep;
  private readonly refunds: StalledRefunds<Row>;
  private stopped = false;

  constructor(
    private readonly table: DrivenTable<Row>,
    private readonly deps: RoomDriverDeps,
    onError: (error: unknown) => void,
    private readonly options: RoomDriverOptions,
  ) {
    // The table's verbs are called as functions: a table need not bind them.
    const step = table.step;
    this.follower = new BeaconFollower(
      deps.beacon,
      {
        draw: (id, reading) => table.draw(id, reading),
        step: step && ((id) => step.call(table, id)),
      },
      onError,
      options,
    );
    this.sweeps = new LeaderSweep(
      () => this.sweep().then(() => this.refundStalled()),
      options.sweepMs,
      onError,
    );
    this.refunds = new StalledRefunds(table.stalled, deps, (id, reading) =>
      table.draw(id, reading),
    );
  }

  /** Games this process is following now. */
  get pending(): number {
    return this.follower.pending;
  }

  /** Follows a game to its end: waits for `round` and draws (null: drawn already), then steps. */
  follow(id: string, round: number | null): Promise<void> {
    return this.follower.follow(id, round);
  }

  /** The last seat filled: names a round nobody knows yet, followed after `tx` commits. */
  nameDraw(tx: Tx, id: string, write: (named: NamedDraw) => Promise<unknown>) {
    return this.follower.nameDraw(tx, id, write);
  }

  /** Follows every game left behind (a process stopped mid-wait); answers how many. */
  async sweep(graceMs = this.options.graceMs): Promise<number> {
    const games = await autocommit(this.deps.db, (tx) => this.table.overdue(tx, graceMs));
    for (const game of games) void this.follow(game.id, game.round);
    return games.length;
  }

  /** Refunds every game whose round is still unread the bound past its time; their ids. */
  async refundStalled(now = Date.now()): Promise<string[]> {
    const refunded = await this.refunds.refundStalled(now);
    for (const id of refunded) this.follower.forget(id);
    return refunded;
  }

  /** The round leader sweeps now and every `sweepMs`, until it stops leading. */
  lead(): void {
    if (!this.stopped) this.sweeps.lead();
  }

  stopLeading(): void {
    this.sweeps.stop();
  }

  /** Stops following one game (it was refunded: a late value would change nothing). */
  forget(id: string): void {
    this.follower.forget(id);
  }

  /** Stops every wait, pace and sweep (the process is closing); what is left is the next leader's. */
  stop(): void {
    this.stopped = true;
    this.stopLeading();
    this.follower.stop();
  }
}
