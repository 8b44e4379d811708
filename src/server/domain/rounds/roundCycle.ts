import type { RoundChange, RoundViewOf } from '../../../shared/contract/roundFaces';
import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { DomainEventBus } from '../events';
import type { GameSwitchboard } from '../games';
import type { Settlement } from '../settlement';
import type { Wallet } from '../wallet';
import { LeaderLoop, sleep } from './leaderLoop';
import { mayOpenRound } from './pausedRounds';
import type { RoundChains } from './roundChains';
import { COUNT_PLAYED, OPEN_ROUND } from './roundCycleStatements';
import { type RoundRow, latestRound } from './roundRows';

// The life every round game's rounds share, driven by the leader: a round takes bets for its
// window, then lives its own phase (crash's climb, roulette's spin) to its end and
// settlement, shows its result for a moment, and the next round of the chain opens, unless
// the game is paused. Each game brings only its phases and its view of a round; the cycle,
// the chain's count, the pause and telling each change are here, once.

/** A round game's own phases, which the cycle calls in turn with the game's newest round. */
export interface RoundPhases<R extends RoundRow, K extends string> {
  /** Its betting window has closed: the round's own phase starts (the hash shown, the climb). */
  startLive(round: R): Promise<void>;
  /**
   * The round's own phase, run to its end and settled (it checks `isCurrent` as it goes):
   * true once the round has ended, false when it stopped because this process no longer leads.
   */
  finish(round: R, isCurrent: () => boolean): Promise<boolean>;
  /** The newest round as the game shows it (null before the first). */
  snapshot(): Promise<RoundViewOf<K> | null>;
}

export interface CycleTiming {
  /** How long a round takes bets. */
  bettingMs: number;
  /** How long an ended round's result stays before the next opens. */
  resultMs: number;
}

export interface RoundCycleDeps {
  db: Database;
  chains: RoundChains;
  switchboard: GameSwitchboard;
  events: DomainEventBus;
}

/** What every round game's driver is built with (its own timing aside). */
export interface RoundGameDeps extends RoundCycleDeps {
  settlement: Settlement;
  wallet: Wallet;
  /** Where the leader's failures go. */
  onError: (error: unknown) => void;
}

export class RoundCycle<R extends RoundRow, K extends string> {
  private readonly leader: LeaderLoop;

  constructor(
    private readonly game: K,
    private readonly deps: RoundCycleDeps,
    private readonly timing: CycleTiming,
    private readonly phases: RoundPhases<R, K>,
    onError: (error: unknown) => void,
  ) {
    this.leader = new LeaderLoop((isCurrent) => this.step(isCurrent), onError);
  }

  /** Starts moving the rounds along (this process leads). */
  lead(): void {
    this.leader.lead();
  }

  /** Stops at once (leadership lost, or shutting down): the next leader resumes. */
  stopLeading(): void {
    this.leader.stop();
  }

  /** One phase of the newest round: open the next, start its own phase, or run it to its end. */
  private async step(isCurrent: () => boolean): Promise<void> {
    const round = await autocommit(this.deps.db, (tx) => latestRound<R>(tx, this.game));
    if (!round || round.phase === 'ended') {
      // The result stays on screen for its moment before the next round opens.
      if (round) await sleep(this.timing.resultMs - Number(round.ended_ago_ms ?? 0));
      if (!isCurrent()) return;
      // A paused game idles here, after its last round, until it is resumed.
      if (!(await mayOpenRound(this.deps.switchboard, this.game))) return;
      await this.open(round ? round.number + 1 : await this.firstNumber());
      return;
    }
    if (round.phase === 'betting') {
      await sleep(Number(round.betting_left_ms));
      if (!isCurrent()) return;
      await this.phases.startLive(round);
      await this.announce();
      return;
    }
    if (await this.phases.finish(round, isCurrent)) await this.announce();
  }

  /** Tells every process the newest round as it is now (`round.changed`). */
  private async announce(): Promise<void> {
    const round = await this.phases.snapshot();
    if (!round) return;
    const change = { kind: this.game, round } as RoundChange;
    this.deps.events.emit('round.changed', change);
  }

  private async playable() {
    const playable = await this.deps.chains.playable(this.game);
    if (!playable) throw new Error(`${this.game}: the chain is not ready`);
    return playable;
  }

  /** After a restart with no round yet: the chain's next unplayed round. */
  private async firstNumber(): Promise<number> {
    return (await this.playable()).roundsPlayed + 1;
  }

  private async open(number: number): Promise<void> {
    const { chain } = await this.playable();
    if (number >= chain.length) throw new Error(`${this.game}: the chain is used up`);
    await autocommit(this.deps.db, async (tx) => {
      await tx.query(OPEN_ROUND, [this.game, number, this.timing.bettingMs]);
      await tx.query(COUNT_PLAYED, [this.game, number]);
    });
    await this.announce();
  }
}
