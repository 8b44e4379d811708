import { rouletteGame } from '../../../../games/roulette/game';
import {
  ROULETTE_ROLLING_MS,
  rouletteBetParams,
  stepStreak,
} from '../../../../games/roulette/core';
import type {
  RouletteBet,
  RouletteBetBody,
  RouletteHistoryEntry,
  RouletteJackpot,
  RouletteJackpotPayout,
  RouletteRound,
} from '../../../shared/contract/roulette';
import { type Tx, autocommit } from '../../db/transaction';
import { latestRound, sleep } from '../rounds';
import type {
  EndedRoundRow,
  RoundGameDeps,
  RoundGamePlay,
  RoundRow as RoundRowOf,
  TakenRoundBet,
} from '../rounds';
import { settleRoulette } from './rouletteSettlement';
import { START_ROLLING } from '../rounds';
import { JACKPOTS, LAST_ENDED_OUTCOME, ROUND_STAKES } from './rouletteStatements';
import {
  type RouletteBetRow,
  type RouletteRoundOutcome,
  betView,
  feedsOf,
  shownStreak,
  streakBefore,
} from './rouletteViews';

// Roulette (docs/games/roulette.md) as it plays on the shared round driver (rounds/roundGame.ts):
// betting, then the strip rolls onto the slot the chain and the salt decided before anyone bet,
// then the result. Any process takes bets (the database's clock closes betting for all); the
// leader settles each round when its strip lands. A leader that takes over resumes the round
// in flight from the database's phase: its slot is the chain's, and the settlement pays it once.

/** Roulette's phase lengths (docs/games/roulette.md, "Phases"). */
export interface RouletteTiming {
  bettingMs: number;
  rollingMs: number;
  /** How long an ended round stays before the next betting opens. */
  resultMs: number;
}

export const ROULETTE_TIMING: RouletteTiming = {
  ...rouletteGame.clock,
  rollingMs: ROULETTE_ROLLING_MS,
};

type RoundRow = RoundRowOf<'betting' | 'rolling' | 'ended', RouletteRoundOutcome>;

const iso = (at: Date | string) => new Date(at).toISOString();

type RoulettePlay = RoundGamePlay<
  'roulette',
  RoundRow,
  RouletteBetRow,
  RouletteBetBody,
  RouletteBet,
  RouletteHistoryEntry
>;

export class RouletteRoundPlay implements RoulettePlay {
  readonly game = rouletteGame;
  private salt: string | undefined;

  constructor(
    private readonly deps: RoundGameDeps,
    private readonly timing: RouletteTiming = ROULETTE_TIMING,
  ) {}

  /** The chain's salt: fixed before the first round, never changed after. */
  private async saltOf(): Promise<string> {
    if (this.salt) return this.salt;
    const playable = await this.deps.chains.playable('roulette');
    if (!playable) throw new Error('roulette: the chain is not ready');
    this.salt = playable.salt;
    return playable.salt;
  }

  // --- A bet, a round, the history (on the shared driver) ---

  /** green states the edge the jackpot leaves it (none), for rakeback and commission */
  betParams(body: RouletteBetBody) {
    return rouletteBetParams(body.option);
  }

  betView(taken: TakenRoundBet, body: RouletteBetBody): RouletteBet {
    const { betId: id, username } = taken;
    const { option, amount } = body;
    return { id, username, option, amount, payout: null, jackpot: null };
  }

  betPlaced({ userId, roundId, bet }: { userId: string; roundId: number; bet: RouletteBet }) {
    this.deps.events.emit('roulette.bet', { roundId, bet });
    this.deps.events.emit('roulette.own-bet', {
      userId,
      roundId,
      betId: bet.id,
      option: bet.option,
    });
  }

  async view(tx: Tx, row: RoundRow, rows: RouletteBetRow[]): Promise<RouletteRound> {
    const base = {
      id: Number(row.id),
      number: row.number,
      phase: row.phase,
      serverTime: iso(row.now),
      bettingEndsAt: iso(row.betting_ends_at),
      rollingEndsAt: row.ends_at === null ? null : iso(row.ends_at),
      bets: rows.map(betView),
    };
    if (row.phase === 'ended' && row.outcome) {
      const ended = row.outcome;
      return {
        ...base,
        slot: ended.slot,
        outcome: ended.outcome,
        hash: row.hash,
        landingOffset: row.hash
          ? rouletteGame.outcome(row.hash, await this.saltOf()).landingOffset
          : null,
        jackpot: { amount: ended.poolAfter, greenStreak: shownStreak(ended) },
        jackpotPaid: ended.jackpotPaid,
      };
    }
    const streak = await this.streakBefore(tx);
    const pool = await this.deps.wallet.poolBalance(tx, 'jackpot');
    const feeds = feedsOf(rows.map((bet) => ({ amount: bet.amount, n: 1 })));
    const jackpot = { amount: pool + feeds, greenStreak: streak };
    if (row.phase === 'rolling' && row.hash) {
      const roll = rouletteGame.outcome(row.hash, await this.saltOf());
      return {
        ...base,
        slot: roll.slot,
        outcome: stepStreak(streak, roll.slot).outcome,
        hash: row.hash,
        landingOffset: roll.landingOffset,
        jackpot,
        jackpotPaid: null,
      };
    }
    return {
      ...base,
      slot: null,
      outcome: null,
      hash: null,
      landingOffset: null,
      jackpot,
      jackpotPaid: null,
    };
  }

  private async streakBefore(tx: Tx): Promise<number> {
    const [last] = await tx.query<{ outcome: RouletteRoundOutcome }>(LAST_ENDED_OUTCOME, []);
    return streakBefore(last?.outcome);
  }

  /**
   * The jackpot now: after the newest round's result once it ended, else the pool with the
   * feeds of the round's bets (fed for real when it settles) and the streak it started from.
   */
  async jackpot(): Promise<RouletteJackpot> {
    return autocommit(this.deps.db, async (tx) => {
      const row = await latestRound<RoundRow>(tx, 'roulette');
      if (row?.phase === 'ended' && row.outcome)
        return { amount: row.outcome.poolAfter, greenStreak: shownStreak(row.outcome) };
      const pool = await this.deps.wallet.poolBalance(tx, 'jackpot');
      const stakes = row
        ? await tx.query<{ amount: string; n: number }>(ROUND_STAKES, [row.id])
        : [];
      return { amount: pool + feedsOf(stakes), greenStreak: await this.streakBefore(tx) };
    });
  }

  readonly history = {
    limit: 100,
    entry: (r: EndedRoundRow<RouletteRoundOutcome>): RouletteHistoryEntry => ({
      id: Number(r.id),
      number: r.number,
      slot: r.outcome.slot,
      outcome: r.outcome.outcome,
      hash: r.hash,
      endedAt: iso(r.ended_at),
    }),
  };

  // --- Roulette's own calls ---

  /** The last triple greens that paid, newest first, each winner's shares summed. */
  async jackpots(limit = 20): Promise<RouletteJackpotPayout[]> {
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{
        id: string;
        number: number;
        outcome: RouletteRoundOutcome;
        ended_at: Date | string;
        username: string;
        amount: string;
        claim: string | null;
      }>(JACKPOTS, [limit]),
    );
    const byRound = new Map<number, RouletteJackpotPayout>();
    for (const row of rows) {
      const roundId = Number(row.id);
      let payout = byRound.get(roundId);
      if (!payout) {
        payout = {
          roundId,
          number: row.number,
          amount: row.outcome.jackpotPaid,
          pool: row.outcome.jackpotPaid + row.outcome.poolAfter,
          claims: row.outcome.claims ?? null,
          winners: [],
          endedAt: iso(row.ended_at),
        };
        byRound.set(roundId, payout);
      }
      payout.winners.push({
        username: row.username,
        amount: Number(row.amount),
        claim: payout.claims === null || row.claim === null ? null : Number(row.claim),
      });
    }
    return [...byRound.values()];
  }

  // --- The live phase, which the leader runs ---

  async startLive(round: RoundRow): Promise<void> {
    const { hash } = await this.deps.chains.round('roulette', round.number);
    await autocommit(this.deps.db, (tx) =>
      tx.query(START_ROLLING, [round.id, hash, this.timing.rollingMs]),
    );
  }

  /**
   * The strip spins to the round's end; then the round is landed and settled, once (true;
   * false if this process stopped leading first).
   */
  async finish(round: RoundRow, isCurrent: () => boolean): Promise<boolean> {
    await sleep(Number(round.live_left_ms ?? 0));
    if (!isCurrent()) return false;
    const settled = await settleRoulette(
      { db: this.deps.db, settlement: this.deps.settlement, wallet: this.deps.wallet },
      Number(round.id),
      await this.saltOf(),
    );
    // Once per round, by whichever leader settled it.
    if (settled)
      this.deps.events.emit('roulette.ended', {
        roundId: settled.roundId,
        number: settled.number,
        outcome: settled.outcome.outcome,
        doubleGreen: settled.doubleGreen,
        jackpotPaid: settled.outcome.jackpotPaid,
        jackpot: {
          amount: settled.outcome.poolAfter,
          greenStreak: shownStreak(settled.outcome),
        },
      });
    return true;
  }
}
