import { randomUUID } from 'node:crypto';
import { boostedXp } from '../../../shared/levels';
import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import { conflict } from '../errors';
import { mulDivFloor } from '../../../../games/fair';
import type { DomainEventBus } from '../events';
import type { PlayablePair, SeedPairs } from '../fairness';
import type { BetPosting, BetPostingResult } from '../wallet';
import {
  type MovementResult,
  type PositionedBalance,
  type Wallet,
  insufficientBalance,
} from '../wallet';
import { SETTLE_BET_WITH_XP, announceXp, wagerXp } from '../xp';
import { GroupCommit } from './groupCommit';
import { PlayablePairs } from './playablePairs';
import { payoutReveal, revealInMs } from './reveal';
import { INSERT_ROUND_BET, INSERT_SEAT_BET } from './openBetStatements';
import type {
  BetGame,
  BetToSettle,
  OpenBetRefund,
  Settled,
  SharedPotSettlement,
} from './settlementTypes';

// Each miss means another bet or a rotation committed in between, so every retry follows
// real progress; only a player betting elsewhere without pause could keep missing this often.
const MAX_ATTEMPTS = 25;

// Bets written together while this many group statements are in flight: few enough that a
// busy server's bets queue into groups (one commit each), enough to keep the database busy.
const BET_GROUP_LANES = 2;

const seedsChanging = () =>
  conflict('SEEDS_CHANGING', 'Your seeds changed while this was being placed: please try again');

/** An open bet (a mines game) being closed: what it paid and how it ended. */
export interface OpenBetClose {
  /** False for a bet that states no edge (a green roulette bet): it earns no XP. */
  isWager?: boolean;
  betId: string;
  userId: string;
  username: string;
  game: BetGame;
  amount: number;
  payout: number;
  multiplierE4: number;
  outcome: unknown;
  /** The ledger's name for the money back: 'payout', or 'refund' for a stake returned. */
  payoutKind?: 'payout' | 'refund';
  /** How long the closing animation takes to land (ms, slack not included); default 0. */
  revealMs?: number;
}

/**
 * The one settlement step every game uses: take the nonce, decide (the game's pure core,
 * here in the process), stake, pay, write the bet row, announce `user.balance` and
 * `bet.settled` after commit. A bet on its own is one statement, so one round trip
 * (bet_settle(), db/functions), and bets of several players that arrive while the
 * database is busy share one statement and one commit (bet_settle_batch()); inside a
 * caller's transaction it joins it, so a game's own rows (a mines board, a live drop,
 * several cases) commit with its money.
 */
export class Settlement {
  private readonly pairs = new PlayablePairs();
  private readonly group: GroupCommit<BetPosting, BetPostingResult>;
  /** The player's active XP boost in hundredths, or null (set by xp/xpBoosts.ts). */
  private boostOf: (userId: string) => number | null = () => null;
  /** Told each settled bet's game and seconds taken (metrics/settlementMetrics.ts). */
  private timed: (game: string, seconds: number) => void = () => {};

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly seeds: SeedPairs,
    private readonly events: DomainEventBus,
  ) {
    this.group = new GroupCommit(
      (postings) => autocommit(this.db, (tx) => this.wallet.postBets(tx, postings)),
      BET_GROUP_LANES,
    );
  }

  /** Where the XP told after a bet learns the player's boost (the statement applies it). */
  useBoosts(boostOf: (userId: string) => number | null): void {
    this.boostOf = boostOf;
  }

  /** Where the time each bet takes to settle is reported; a clock read, no I/O. */
  useTimer(timed: (game: string, seconds: number) => void): void {
    this.timed = timed;
  }

  /**
   * Settles one bet. Alone (no `tx`) it costs one round trip, and a player's bets in this
   * process take turns; with `tx` it joins that transaction. Refusals (insufficient
   * balance) change nothing, nonce included.
   */
  async settle<O>(bet: BetToSettle<O>, tx?: Tx): Promise<Settled<O>> {
    const started = performance.now();
    const settled = tx
      ? await this.settleIn(tx, bet)
      : // In turn per player, so two bets of one tab do not race for one nonce. Never inside
        // a transaction: one holding the pair's lock must not wait on a turn behind it.
        await this.pairs.exclusive(bet.userId, () =>
          autocommit(this.db, (own) =>
            this.settleIn(own, bet, (posting) => this.group.submit(posting)),
          ),
        );
    this.timed(bet.game, (performance.now() - started) / 1000);
    return settled;
  }

  /**
   * Locks players' accounts (Wallet.lockPlayers, the ledger's lock order), the lock a stake or
   * a payout takes. Before a game checks a rule of its own (one crash bet per round), a
   * player's requests sent at once then take turns, each seeing what the ones before it
   * wrote; before a transaction settles several players' bets, it takes their accounts in
   * one order, so two such settlements (crash and roulette) cannot deadlock.
   */
  async lockPlayers(tx: Tx, userIds: readonly string[]): Promise<void> {
    if (userIds.length > 0) await this.wallet.lockPlayers(tx, userIds);
  }

  /**
   * Stakes a round game's bet (crash, roulette) inside the caller's transaction, which
   * holds the round open for bets: the stake and the open bet row commit together. The
   * round's hash decides it, so it takes no nonce; closeOpenBet() pays it later.
   */
  async openRoundBet(
    tx: Tx,
    bet: { userId: string; game: BetGame; roundId: number; amount: number; params: unknown },
  ): Promise<{ betId: string; username: string; balance: PositionedBalance }> {
    const { betId, moved: balance } = await this.stakeOpenBet(tx, bet.userId, bet.amount);
    const [row] = await tx.query<{ username: string }>(INSERT_ROUND_BET, [
      betId,
      bet.userId,
      bet.game,
      bet.roundId,
      bet.amount,
      JSON.stringify(bet.params),
    ]);
    return { betId, username: row!.username, balance };
  }

  /**
   * Stakes a seat of a game between players (a coin flip, a case battle) inside the game's
   * transaction, which holds the game's lock: the stake and the open bet row, linked to its
   * room or battle, commit together. The game's beacon round decides it, so it takes no
   * nonce; closeOpenBet() settles it.
   */
  async openSeatBet(
    tx: Tx,
    seat: {
      userId: string;
      game: BetGame;
      /** The room or battle the seat is in. */
      in: { roomId: string } | { caseBattleId: string };
      amount: number;
      params: unknown;
    },
  ): Promise<{ betId: string; balance: PositionedBalance }> {
    const { betId, moved } = await this.stakeOpenBet(tx, seat.userId, seat.amount);
    await tx.query(INSERT_SEAT_BET, [
      betId,
      seat.userId,
      seat.game,
      'roomId' in seat.in ? seat.in.roomId : null,
      'caseBattleId' in seat.in ? seat.in.caseBattleId : null,
      seat.amount,
      JSON.stringify(seat.params),
    ]);
    return { betId, balance: { balance: moved.balance, ledgerPosition: moved.ledgerPosition } };
  }

  /**
   * An open bet's stake: debited to the house under the bet's own id (kind 'bet', key
   * bet:<id>), taking the player's account lock first, before the bet row's guard locks
   * their users row (the ledger's lock order).
   */
  private async stakeOpenBet(
    tx: Tx,
    userId: string,
    amount: number,
  ): Promise<{ betId: string; moved: MovementResult }> {
    const betId = randomUUID();
    const moved = await this.wallet.move(tx, {
      userId,
      amount: -amount,
      counterparty: 'house',
      kind: 'bet',
      reference: betId,
      idempotencyKey: `bet:${betId}`,
    });
    return { betId, moved };
  }

  /**
   * Pays an open bet and settles its row, inside the caller's transaction (which holds the
   * game's lock): the second half of a game that decided its outcome over several steps.
   */
  async closeOpenBet(tx: Tx, close: OpenBetClose): Promise<PositionedBalance> {
    const inMs = revealInMs(close.revealMs ?? 0);
    const balance =
      close.payout > 0
        ? await this.wallet.move(tx, {
            userId: close.userId,
            amount: close.payout,
            counterparty: 'house',
            kind: close.payoutKind ?? 'payout',
            reference: close.betId,
            idempotencyKey: `payout:${close.betId}`,
            reveal: payoutReveal(close.betId, close.payout, inMs),
          })
        : await this.wallet.positionedBalanceOf(tx, close.userId);
    // A stake given back earns no XP, nor does a bet of no edge (isWager false); any other
    // close earns the wager's.
    const xp = close.payoutKind === 'refund' || close.isWager === false ? 0 : wagerXp(close.amount);
    const [credited] = await tx.query<{ xp: number | string; gained: number | string }>(
      SETTLE_BET_WITH_XP,
      [
        close.betId,
        close.payout,
        close.multiplierE4,
        JSON.stringify(close.outcome),
        xp,
        close.payoutKind === 'refund',
      ],
    );
    if (credited)
      announceXp(tx, this.events, {
        userId: close.userId,
        total: Number(credited.xp),
        gained: Number(credited.gained),
      });
    this.announce(tx, { ...close, revealInMs: inMs });
    return { balance: balance.balance, ledgerPosition: balance.ledgerPosition };
  }

  /**
   * Settles the pot of a game between players inside the game's transaction (which holds
   * its row lock): every player's account first, in one order (the ledger's lock order);
   * then the stakes' wagering requirement and trade protection carried to the payouts
   * (against other players they are no wagers); then each player seat's open bet paid and
   * closed. A house seat's payout stays home.
   */
  async settlePot(tx: Tx, pot: SharedPotSettlement): Promise<void> {
    const players = pot.seats.flatMap((seat) => (seat.bet ? [seat.bet] : []));
    await this.lockPlayers(
      tx,
      players.map((bet) => bet.userId),
    );
    await this.wallet.carrySharedPot(tx, {
      kind: pot.game,
      reference: pot.reference,
      seats: pot.seats.map((seat) => ({
        userId: seat.bet?.userId ?? null,
        stake: seat.bet ? seat.stake : 0,
        payout: seat.payout,
      })),
    });
    for (const { bet, stake, payout, outcome } of pot.seats) {
      if (!bet) continue;
      await this.closeOpenBet(tx, {
        betId: bet.id,
        userId: bet.userId,
        username: bet.username,
        game: pot.game,
        amount: stake,
        payout,
        multiplierE4: mulDivFloor(payout, 10_000, stake),
        revealMs: pot.revealMs,
        outcome,
      });
    }
  }

  /**
   * Gives open bets' stakes back inside the caller's transaction (which holds the game's
   * lock): several players' accounts are locked first, in the ledger's order, as every
   * settlement of several does; each bet closes as a refund, which earns no XP. Answers
   * each player's balance after.
   */
  async refundOpenBets(
    tx: Tx,
    game: BetGame,
    refunds: readonly OpenBetRefund[],
  ): Promise<Map<string, PositionedBalance>> {
    if (refunds.length > 1)
      await this.lockPlayers(
        tx,
        refunds.map((refund) => refund.userId),
      );
    const balances = new Map<string, PositionedBalance>();
    for (const refund of refunds) {
      const balance = await this.closeOpenBet(tx, {
        ...refund,
        game,
        multiplierE4: Math.floor((refund.payout * 10_000) / refund.amount),
        payoutKind: 'refund',
      });
      balances.set(refund.userId, balance);
    }
    return balances;
  }

  /** `post` writes the bet: by default in `tx`; a lone bet goes through the group commit. */
  private async settleIn<O>(
    tx: Tx,
    bet: BetToSettle<O>,
    post: (posting: BetPosting) => Promise<BetPostingResult> = (posting) =>
      this.wallet.postBet(tx, posting),
  ): Promise<Settled<O>> {
    const { userId } = bet;
    let pair: PlayablePair = this.pairs.get(userId) ?? (await this.seeds.forPlay(tx, userId));
    const betId = bet.betId ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
      const decision = bet.decide(seeds);
      const inMs = revealInMs(decision.revealMs ?? 0);
      // An open bet (a mines game) earns its XP when it is closed.
      const xp = decision.payout === null || bet.isWager === false ? 0 : wagerXp(bet.amount);
      const posted = await post({
        betId,
        userId,
        game: bet.game,
        seedPairId: pair.seedPairId,
        nonce: pair.nonce,
        amount: bet.amount,
        payout: decision.payout,
        multiplierE4: decision.multiplierE4,
        params: bet.params,
        outcome: decision.outcome,
        reveal:
          decision.payout === null
            ? null
            : payoutReveal(betId, decision.payout, inMs, bet.revealGroup),
        xp,
        ...(bet.payoutBuysItem && (decision.payout ?? 0) > 0 ? { quiet: true } : {}),
      });
      if (posted.settled) {
        // Inside a transaction that later rolls back this runs ahead: the next bet misses
        // once and reads the pair again.
        this.pairs.advance(userId, pair);
        if (posted.xp !== null)
          announceXp(tx, this.events, {
            userId,
            total: posted.xp,
            // The statement boosted it; this process knows the boost (xp/xpBoosts.ts).
            gained: boostedXp(xp, this.boostOf(userId)),
          });
        const settled: Settled<O> = {
          bet: {
            id: betId,
            game: bet.game,
            amount: bet.amount,
            payout: decision.payout,
            multiplierE4: decision.multiplierE4,
            serverSeedHash: pair.serverSeedHash,
            clientSeed: pair.clientSeed,
            nonce: pair.nonce,
            outcome: decision.outcome,
            createdAt: posted.createdAt,
            username: posted.username,
          },
          balance: { balance: posted.balance, ledgerPosition: posted.ledgerPosition },
          revealInMs: inMs,
        };
        if (decision.payout !== null)
          this.announce(tx, {
            betId,
            userId,
            username: posted.username,
            game: bet.game,
            amount: bet.amount,
            payout: decision.payout,
            multiplierE4: decision.multiplierE4 ?? 0,
            revealInMs: inMs,
          });
        return settled;
      }
      if (posted.insufficient) throw insufficientBalance();
      if (attempt >= MAX_ATTEMPTS) throw seedsChanging();
      pair = posted.current ?? (await this.seeds.forPlay(tx, userId));
      this.pairs.set(userId, pair);
    }
  }

  /** Tells listeners (notices, feeds) about a settled bet, once its transaction committed. */
  private announce(
    tx: Tx,
    settled: Omit<OpenBetClose, 'outcome'> & { outcome?: unknown; revealInMs: number },
  ): void {
    const { betId, userId, username, game, amount, payout, multiplierE4, revealInMs } = settled;
    tx.afterCommit(() =>
      this.events.emit('bet.settled', {
        betId,
        userId,
        username,
        game,
        amount,
        payout,
        multiplierE4,
        revealInMs,
      }),
    );
  }
}
