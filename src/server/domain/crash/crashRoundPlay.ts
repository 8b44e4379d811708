import { crashGame } from '../../../../games/crash/game';
import {
  crashCashOutWins,
  crashElapsedMsFor,
  crashMultiplierE2At,
  crashPayout,
  crashPayoutCapE2,
  crashRoundingFloat,
} from '../../../../games/crash/core';
import type {
  CrashBet,
  CrashBetBody,
  CrashHistoryEntry,
  CrashRound,
} from '../../../shared/contract/crash';
import { type Tx, autocommit, pgErrorOf, transact } from '../../db/transaction';
import { conflict } from '../errors';
import { sleep } from '../rounds';
import type {
  EndedRoundRow,
  RoundBetRow,
  RoundGameDeps,
  RoundGamePlay,
  RoundRow as RoundRowOf,
  TakenRoundBet,
} from '../rounds';
import type { PositionedBalance } from '../wallet';
import {
  END_ROUND,
  OPEN_BETS_OF_ROUND,
  OPEN_BET_TO_CASH_OUT,
  START_RUNNING,
} from './crashStatements';

// Crash (docs/games/crash.md) as it plays on the shared round driver (rounds/roundGame.ts):
// betting, then the multiplier e^(0.00006 ms) until the round's crash point, which the chain
// and the salt decided before anyone bet. Any process takes bets and cash-outs (the
// database's clock measures the round for all); the leader climbs the curve, pays auto
// cash-outs and settles the bust. A leader that takes over resumes the round in flight where
// the database says it is: its crash point is the chain's, so it ends as it would have.

/** Crash's phase lengths (docs/games/crash.md, "Round"). */
export interface CrashTiming {
  bettingMs: number;
  /** How long a crashed round stays before the next betting opens. */
  resultMs: number;
  /** How often the leader pays auto cash-outs while the curve climbs. */
  tickMs: number;
}

export const CRASH_TIMING: CrashTiming = {
  ...crashGame.clock,
  tickMs: 100,
};

type RoundRow = RoundRowOf<'betting' | 'running' | 'ended', { crashPoint: number }>;
type BetRow = RoundBetRow<{ autoCashout: number | null }, { cashedOutAt: number }>;

interface OpenBetRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  username: string;
  amount: number | string;
  params: { autoCashout: number | null };
}

/** The unique index that keeps one crash bet per player and round. */
const ONE_BET_PER_ROUND = 'bets_crash_one_per_round_key';
const alreadyBet = () => {
  const { code, message } = crashGame.betsPerRound;
  return conflict(code, message);
};

function betView(row: BetRow): CrashBet {
  const payout = row.payout === null ? null : Number(row.payout);
  return {
    id: row.id,
    username: row.username,
    amount: Number(row.amount),
    autoCashout: row.params.autoCashout ?? null,
    cashedOutAt: payout !== null && payout > 0 ? (row.outcome?.cashedOutAt ?? null) : null,
    payout,
  };
}

/** Where a bet cashes out by itself: its auto target, or the payout cap's multiplier. */
function targetOf(bet: { amount: number | string; params: { autoCashout: number | null } }) {
  const cap = crashPayoutCapE2(Number(bet.amount));
  const auto = bet.params.autoCashout;
  return auto === null || auto === undefined ? cap : Math.min(auto, cap);
}

type CrashPlay = RoundGamePlay<
  'crash',
  RoundRow,
  BetRow,
  CrashBetBody,
  CrashBet,
  CrashHistoryEntry
>;

export class CrashRoundPlay implements CrashPlay {
  readonly game = crashGame;
  private readonly points = new Map<number, { crashPoint: number; hash: string; salt: string }>();

  constructor(
    private readonly deps: RoundGameDeps,
    private readonly timing: CrashTiming = CRASH_TIMING,
  ) {}

  /** The crash point of round `number` (hundredths): known to the server from the start. */
  private async crashPointOf(number: number): Promise<number> {
    return (await this.fairnessOf(number)).crashPoint;
  }

  /** Round `number`'s crash point, hash and salt (what rounds its cash-outs too). */
  private async fairnessOf(number: number) {
    const known = this.points.get(number);
    if (known !== undefined) return known;
    const { hash, salt } = await this.deps.chains.round('crash', number);
    const fairness = { crashPoint: crashGame.outcome(hash, salt).crashPoint, hash, salt };
    if (this.points.size > 16) this.points.clear();
    this.points.set(number, fairness);
    return fairness;
  }

  // --- A bet, a round, the history (on the shared driver) ---

  betParams(body: CrashBetBody) {
    return { autoCashout: body.autoCashout };
  }

  betView(taken: TakenRoundBet, body: CrashBetBody): CrashBet {
    const { betId: id, username } = taken;
    const { amount, autoCashout } = body;
    return { id, username, amount, autoCashout, cashedOutAt: null, payout: null };
  }

  betPlaced({ userId, roundId, bet }: { userId: string; roundId: number; bet: CrashBet }) {
    this.deps.events.emit('crash.bet', { roundId, bet });
    this.deps.events.emit('crash.own-bet', { userId, roundId, betId: bet.id, cashedOutAt: null });
  }

  /** The database keeps one bet per player and round (migration 0043). */
  refusal(error: unknown): Error | undefined {
    return pgErrorOf(error).constraint === ONE_BET_PER_ROUND ? alreadyBet() : undefined;
  }

  async view(_tx: Tx, row: RoundRow, bets: BetRow[]): Promise<CrashRound> {
    let multiplier: number | null = null;
    const elapsed = row.elapsed_ms === null ? null : Math.max(0, Number(row.elapsed_ms));
    if (row.phase === 'ended') multiplier = row.outcome?.crashPoint ?? null;
    else if (row.phase === 'running' && elapsed !== null)
      // Past its bust the round is over, whether or not the leader has said so yet.
      multiplier = Math.min(crashMultiplierE2At(elapsed), await this.crashPointOf(row.number));
    return {
      id: Number(row.id),
      number: row.number,
      phase: row.phase,
      serverTime: new Date(row.now).toISOString(),
      bettingEndsAt: new Date(row.betting_ends_at).toISOString(),
      elapsedMs: elapsed,
      multiplier,
      hash: row.phase === 'ended' ? row.hash : null,
      crashPoint: row.phase === 'ended' ? (row.outcome?.crashPoint ?? null) : null,
      bets: bets.map(betView),
    };
  }

  readonly history = {
    limit: 50,
    entry: (r: EndedRoundRow<{ crashPoint: number }>): CrashHistoryEntry => ({
      id: Number(r.id),
      number: r.number,
      crashPoint: r.outcome.crashPoint,
      hash: r.hash,
      endedAt: new Date(r.ended_at).toISOString(),
    }),
  };

  // --- Crash's own call ---

  async cashOut(userId: string): Promise<{ bet: CrashBet; roundId: number } & PositionedBalance> {
    return transact(this.deps.db, async (tx) => {
      const [open] = await tx.query<
        OpenBetRow & { round_id: string; number: number; elapsed_ms: string }
      >(OPEN_BET_TO_CASH_OUT, [userId]);
      if (!open) throw conflict('NO_BET', 'You have no bet riding in this round');
      const crashPoint = await this.crashPointOf(open.number);
      const now = crashMultiplierE2At(Number(open.elapsed_ms));
      if (!crashCashOutWins(now, crashPoint))
        throw conflict('ROUND_CRASHED', 'Too late: the round has crashed');
      const at = Math.min(now, targetOf(open));
      const roundId = Number(open.round_id);
      const round = { id: Number(open.round_id), number: open.number };
      const [bet, balance] = await this.pay(tx, round, { ...open, user_id: userId }, at);
      tx.afterCommit(() => {
        this.deps.events.emit('crash.cashouts', { roundId, bets: [bet] });
        this.deps.events.emit('crash.own-bet', {
          userId,
          roundId,
          betId: bet.id,
          cashedOutAt: bet.cashedOutAt,
        });
      });
      return { bet, roundId, ...balance };
    });
  }

  /** Pays one open bet at `at` (hundredths), inside the caller's transaction. */
  private async pay(
    tx: Tx,
    { id: roundId, number }: { id: number; number: number },
    open: OpenBetRow,
    at: number,
  ): Promise<[CrashBet, PositionedBalance]> {
    const amount = Number(open.amount);
    // Rounded fairly with the player's own float of the round (docs/games/README.md, "Money").
    const { hash, salt } = await this.fairnessOf(number);
    const payout = crashPayout(amount, at, crashRoundingFloat(hash, salt, open.user_id));
    const balance = await this.deps.settlement.closeOpenBet(tx, {
      betId: open.id,
      userId: open.user_id,
      username: open.username,
      game: 'crash',
      amount,
      payout,
      multiplierE4: at * 100,
      outcome: { roundId, cashedOutAt: at },
    });
    const bet: CrashBet = {
      id: open.id,
      username: open.username,
      amount,
      autoCashout: open.params.autoCashout ?? null,
      cashedOutAt: at,
      payout,
    };
    return [bet, balance];
  }

  // --- The live phase, which the leader runs ---

  async startLive(round: RoundRow): Promise<void> {
    const bustMs = crashElapsedMsFor(await this.crashPointOf(round.number));
    await autocommit(this.deps.db, (tx) => tx.query(START_RUNNING, [round.id, bustMs]));
  }

  /**
   * The curve from where the round is to the bust: auto cash-outs as it passes them, then the
   * end (true; false if this process stopped leading first).
   */
  async finish(round: RoundRow, isCurrent: () => boolean): Promise<boolean> {
    const roundId = Number(round.id);
    const { number } = round;
    const crashPoint = await this.crashPointOf(number);
    const bustMs = crashElapsedMsFor(crashPoint);
    const startedAt = Date.now() - Number(round.elapsed_ms);
    for (;;) {
      if (!isCurrent()) return false;
      const elapsed = Date.now() - startedAt;
      if (elapsed >= bustMs) break;
      await this.payDue({ id: roundId, number }, crashMultiplierE2At(elapsed), false);
      await sleep(Math.min(this.timing.tickMs, bustMs - (Date.now() - startedAt)));
    }
    await this.payDue({ id: roundId, number }, crashPoint, true);
    const { hash } = await this.fairnessOf(number);
    const ended = await autocommit(this.deps.db, (tx) =>
      tx.query(END_ROUND, [roundId, hash, JSON.stringify({ crashPoint })]),
    );
    // Once per round, by whichever leader ended it.
    if (ended.length > 0) this.deps.events.emit('crash.crashed', { roundId, crashPoint });
    return true;
  }

  /**
   * Pays the open bets whose target the curve reached (`reached`, hundredths); at the bust
   * every other open bet loses. One transaction, one batched event.
   */
  private async payDue(
    round: { id: number; number: number },
    reached: number,
    bust: boolean,
  ): Promise<void> {
    const roundId = round.id;
    const paid = await transact(this.deps.db, async (tx) => {
      const open = await tx.query<OpenBetRow>(OPEN_BETS_OF_ROUND, [roundId]);
      const closing = bust ? open : open.filter((bet) => targetOf(bet) <= reached);
      await this.deps.settlement.lockPlayers(
        tx,
        closing.map((bet) => bet.user_id),
      );
      const bets: { userId: string; bet: CrashBet }[] = [];
      for (const bet of open) {
        const target = targetOf(bet);
        if (target <= reached)
          bets.push({ userId: bet.user_id, bet: (await this.pay(tx, round, bet, target))[0] });
        else if (bust) await this.lose(tx, roundId, bet);
      }
      return bets;
    });
    if (paid.length === 0) return;
    this.deps.events.emit('crash.cashouts', { roundId, bets: paid.map(({ bet }) => bet) });
    for (const { userId, bet } of paid)
      this.deps.events.emit('crash.own-bet', {
        userId,
        roundId,
        betId: bet.id,
        cashedOutAt: bet.cashedOutAt,
      });
  }

  private async lose(tx: Tx, roundId: number, open: OpenBetRow): Promise<void> {
    await this.deps.settlement.closeOpenBet(tx, {
      betId: open.id,
      userId: open.user_id,
      username: open.username,
      game: 'crash',
      amount: Number(open.amount),
      payout: 0,
      multiplierE4: 0,
      outcome: { roundId, cashedOutAt: null },
    });
  }
}
