import { choiceOf } from '../../../../games/manifest';
import type {
  ManifestRound,
  ManifestRoundBet,
  ManifestRoundEntry,
  ManifestRoundGame,
} from '../../../shared/contract/manifestRounds';
import { type Tx, transact } from '../../db/transaction';
import { sleep } from './leaderLoop';
import {
  ROLLING_ROUND_TO_PAY,
  END_ROLLING_ROUND,
  OPEN_BETS_IN_PLACING_ORDER,
  START_ROLLING,
} from './rollingRoundStatements';
import type { TakenRoundBet } from './roundBets';
import type { CycleTiming, RoundGameDeps } from './roundCycle';
import type { RoundGamePlay } from './roundGame';
import type { EndedRoundRow, RoundBetRow, RoundRow } from './roundRows';

// A round game played from its manifest alone (its `bets`) on the shared driver: betting,
// then the round rolls (its hash, and the outcome from it and the chain's salt, public) for
// the game's rolling time, then every bet is paid by the manifest's payout in one
// transaction and the round ends. A leader that takes over resumes the round in flight from
// its phase: its outcome is the chain's, and the round row's lock pays it once.

export interface ManifestRoundTiming extends CycleTiming {
  /** How long a drawn round rolls to its outcome before its bets are paid. */
  rollingMs: number;
}

type Row = RoundRow<'betting' | 'rolling' | 'ended', unknown>;
type BetRow = RoundBetRow<Record<string, unknown>, unknown>;
type Body = { amount: number } & Record<string, unknown>;

/** What a paid bet keeps as its outcome: the round, the choice and the round's outcome. */
export interface ManifestRoundBetOutcome {
  roundId: number;
  choice: unknown;
  outcome: unknown;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export class ManifestRoundPlay implements RoundGamePlay<
  string,
  Row,
  BetRow,
  Body,
  ManifestRoundBet,
  ManifestRoundEntry
> {
  private salt: string | undefined;
  /** A bet's round is told once the bets of the next moment are in (one read for a crowd). */
  private telling: NodeJS.Timeout | undefined;

  constructor(
    readonly game: ManifestRoundGame,
    private readonly deps: RoundGameDeps,
    private readonly timing: ManifestRoundTiming,
    private readonly snapshot: () => Promise<ManifestRound | null>,
  ) {}

  /** The chain's salt: fixed before the first round, never changed after. */
  private async saltOf(): Promise<string> {
    if (this.salt) return this.salt;
    const playable = await this.deps.chains.playable(this.game.kind);
    if (!playable) throw new Error(`${this.game.kind}: the chain is not ready`);
    this.salt = playable.salt;
    return playable.salt;
  }

  // --- A bet, a round, the history (on the shared driver) ---

  betParams(body: Body) {
    return choiceOf(body);
  }

  betView(taken: TakenRoundBet, body: Body): ManifestRoundBet {
    return {
      id: taken.betId,
      username: taken.username,
      amount: body.amount,
      choice: choiceOf(body),
      payout: null,
    };
  }

  /** The round's watchers see the new bets within 100 ms, in one read for all of them. */
  betPlaced(): void {
    if (this.telling) return;
    this.telling = setTimeout(() => {
      this.telling = undefined;
      void this.snapshot().then(
        (round) => round && this.deps.events.emit('round.changed', { kind: this.game.kind, round }),
        this.deps.onError,
      );
    }, 100);
    this.telling.unref();
  }

  async view(_tx: Tx, row: Row, bets: BetRow[]): Promise<ManifestRound> {
    const shown = row.phase !== 'betting' && row.hash !== null;
    return {
      id: Number(row.id),
      number: row.number,
      phase: row.phase,
      serverTime: iso(row.now),
      bettingEndsAt: iso(row.betting_ends_at),
      rollingEndsAt: row.ends_at === null ? null : iso(row.ends_at),
      hash: shown ? row.hash : null,
      outcome: shown ? (row.outcome ?? this.game.outcome(row.hash!, await this.saltOf())) : null,
      bets: bets.map((bet) => ({
        id: bet.id,
        username: bet.username,
        amount: Number(bet.amount),
        choice: bet.params,
        payout: bet.payout === null ? null : Number(bet.payout),
      })),
    };
  }

  readonly history = {
    limit: 100,
    entry: (row: EndedRoundRow<unknown>): ManifestRoundEntry => ({
      id: Number(row.id),
      number: row.number,
      hash: row.hash,
      outcome: row.outcome,
      endedAt: iso(row.ended_at),
    }),
  };

  // --- The roll, which the leader runs ---

  async startLive(round: Row): Promise<void> {
    const { hash } = await this.deps.chains.round(this.game.kind, round.number);
    await transact(this.deps.db, (tx) =>
      tx.query(START_ROLLING, [round.id, hash, this.timing.rollingMs]),
    );
  }

  /** The roll lands: every bet paid, the round ended, once (false if the lead was lost). */
  async finish(round: Row, isCurrent: () => boolean): Promise<boolean> {
    await sleep(Number(round.live_left_ms ?? 0));
    if (!isCurrent()) return false;
    await this.pay(Number(round.id));
    return true;
  }

  /** Tells the round as it ended, with its bettors (once, by the process that paid it). */
  private async tellPaid(userIds: string[]): Promise<void> {
    try {
      const round = await this.snapshot();
      if (round) this.deps.events.emit('round.paid', { kind: this.game.kind, round, userIds });
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /** Pays round `roundId` in one transaction; nothing when it is paid already. */
  private async pay(roundId: number): Promise<void> {
    const { game, deps } = this;
    const salt = await this.saltOf();
    await transact(deps.db, async (tx) => {
      const [round] = await tx.query<{ hash: string }>(ROLLING_ROUND_TO_PAY, [roundId]);
      if (!round) return;
      const outcome = game.outcome(round.hash, salt);
      const open = await tx.query<{
        id: string;
        user_id: string;
        username: string;
        amount: number | string;
        params: Record<string, unknown>;
      }>(OPEN_BETS_IN_PLACING_ORDER, [roundId]);
      // Every player's account first, in one order (the ledger's lock order).
      await deps.settlement.lockPlayers(
        tx,
        open.map((bet) => bet.user_id),
      );
      for (const bet of open) {
        const amount = Number(bet.amount);
        const payout = game.bets.payout(amount, bet.params, outcome);
        if (!Number.isSafeInteger(payout) || payout < 0)
          throw new Error(`${game.kind}: bet ${bet.id} pays ${payout}, not whole hundredths`);
        const paid: ManifestRoundBetOutcome = { roundId, choice: bet.params, outcome };
        await deps.settlement.closeOpenBet(tx, {
          betId: bet.id,
          userId: bet.user_id,
          username: bet.username,
          game: game.kind,
          amount,
          payout,
          multiplierE4: Math.round((payout * 10_000) / amount),
          outcome: paid,
        });
      }
      const ended = await tx.query(END_ROLLING_ROUND, [roundId, JSON.stringify(outcome)]);
      if (ended.length === 0) throw new Error(`${game.kind}: round ${roundId} ended under its pay`);
      const userIds = [...new Set(open.map((bet) => bet.user_id))];
      tx.afterCommit(() => void this.tellPaid(userIds));
    });
  }
}
