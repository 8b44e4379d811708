import type { RoundGameManifest } from '../../../../games/manifest';
import type { RoundViewOf } from '../../../shared/contract/roundFaces';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { PositionedBalance } from '../wallet';
import { type TakenRoundBet, takeRoundBet } from './roundBets';
import { type CycleTiming, RoundCycle, type RoundGameDeps } from './roundCycle';
import type { RoundGameDriver } from './roundGameDriver';
import {
  type EndedRoundRow,
  type RoundBetRow,
  type RoundRow,
  endedRounds,
  latestRound,
  roundBets,
} from './roundRows';

// One driver for every round game: it takes bets on the round that takes them, reads the
// round and the ended rounds, and leads the rounds along their shared cycle. A game brings
// only its play: its live phase (crash's climb, roulette's spin), its view of a round, what
// its bet keeps and tells, and its history line. A game's own calls (crash's cash-out,
// roulette's jackpots) are its play's own.

/** What a round game plays on the shared driver. `R` its round row, `B` its bet row. */
export interface RoundGamePlay<
  K extends string,
  R extends RoundRow,
  B extends RoundBetRow,
  Body extends { amount: number },
  Bet,
  Entry,
> {
  game: RoundGameManifest<K>;
  /** Its betting window has closed: the round's own phase starts (the hash shown, the climb). */
  startLive(round: R): Promise<void>;
  /**
   * The round's own phase, run to its end and settled (it checks `isCurrent` as it goes):
   * true once the round has ended, false when it stopped because this process no longer leads.
   */
  finish(round: R, isCurrent: () => boolean): Promise<boolean>;
  /** The newest round as the game shows it, from its row and its bets in placing order. */
  view(tx: Tx, round: R, bets: B[]): Promise<RoundViewOf<K>>;
  /** What the bet row keeps of a bet (crash's auto cash-out, roulette's option). */
  betParams(body: Body): unknown;
  /** The bet as the answer and the round's watchers show it, just taken. */
  betView(taken: TakenRoundBet, body: Body): Bet;
  /** Tells a bet once it is committed. */
  betPlaced(placed: { userId: string; roundId: number; bet: Bet }): void;
  /** The player's error for a refusal the database made (crash's one bet a round), if it is one. */
  refusal?(error: unknown): Error | undefined;
  /** How many ended rounds the history lists, and each as a line. */
  history: { limit: number; entry(row: EndedRoundRow<NonNullable<R['outcome']>>): Entry };
}

export class RoundGame<
  K extends string,
  R extends RoundRow,
  B extends RoundBetRow,
  Body extends { amount: number },
  Bet,
  Entry,
> implements RoundGameDriver<K> {
  private readonly cycle: RoundCycle<R, K>;

  constructor(
    private readonly deps: RoundGameDeps,
    timing: CycleTiming,
    private readonly play: RoundGamePlay<K, R, B, Body, Bet, Entry>,
  ) {
    this.cycle = new RoundCycle(
      play.game.kind,
      deps,
      timing,
      {
        startLive: (round) => play.startLive(round),
        finish: (round, isCurrent) => play.finish(round, isCurrent),
        snapshot: () => this.snapshot(),
      },
      deps.onError,
    );
  }

  async placeBet(
    userId: string,
    body: Body,
  ): Promise<{ bet: Bet; roundId: number } & PositionedBalance> {
    const { play, deps } = this;
    await deps.switchboard.assertOpen(play.game.kind);
    try {
      return await transact(deps.db, async (tx) => {
        const taken = await takeRoundBet(tx, deps.settlement, play.game, {
          userId,
          amount: body.amount,
          params: play.betParams(body),
        });
        const { roundId } = taken;
        const bet = play.betView(taken, body);
        tx.afterCommit(() => play.betPlaced({ userId, roundId, bet }));
        return { bet, roundId, ...taken.balance };
      });
    } catch (error) {
      throw play.refusal?.(error) ?? error;
    }
  }

  /** The round as it is now, for a page that opens or a socket that subscribes. */
  snapshot(): Promise<RoundViewOf<K> | null> {
    return autocommit(this.deps.db, async (tx) => {
      const row = await latestRound<R>(tx, this.play.game.kind);
      if (!row) return null;
      return this.play.view(tx, row, await roundBets<B>(tx, row.id));
    });
  }

  async history(): Promise<Entry[]> {
    const { kind } = this.play.game;
    const { limit, entry } = this.play.history;
    const rows = await autocommit(this.deps.db, (tx) =>
      endedRounds<NonNullable<R['outcome']>>(tx, kind, limit),
    );
    return rows.map(entry);
  }

  /** Starts moving the rounds along (this process leads). */
  lead(): void {
    this.cycle.lead();
  }

  /** Stops at once (leadership lost, or shutting down): the next leader resumes. */
  stopLeading(): void {
    this.cycle.stopLeading();
  }
}
