import { randomUUID } from 'node:crypto';
import {
  CASE_BATTLE_OPEN_MAX_PER_PLAYER,
  battleSeatHouseEdgeE4,
  battleSeatPrice,
  battleSetupError,
  battleSpinDuration,
  respinCaseError,
} from '../../../../games/case-battle/core';
import type {
  CaseBattle,
  CreateCaseBattleBody,
  JoinCaseBattleBody,
  PublicUser,
} from '../../../shared/contract';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { isUuid, publicUserOf } from '../chat';
import type { Challenges } from '../challenges';
import { DomainError, conflict, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { newServerSeed } from '../fairness';
import type { GameSwitchboard } from '../games';
import type { Leadership } from '../rounds';
import type { LiveDrops } from '../liveDrops';
import type { Settlement } from '../settlement';
import { RoomDriver, holdOpenCap } from '../rooms';
import type { PositionedBalance } from '../wallet';
import { battleCaseSnapshots } from './battleCases';
import { seatFor } from './battleSeats';
import { type DriverOptions, battleTable } from './caseBattleTable';
import { CaseBattlePlay, readBattle, tell } from './caseBattlePlay';
import {
  type BattleRow,
  type SeatRow,
  battlePlayerOf,
  fairnessOf,
  seatRefundsOf,
  teamNumberOf,
  toCaseBattle,
} from './caseBattleRecords';
import {
  CANCEL,
  COUNT_OPEN_OF,
  FREE_SEAT,
  INSERT_BATTLE,
  INSERT_SEAT,
  LIVE_PUBLIC_BATTLES,
  LOCK_BATTLE,
  NAME_BEACON,
  SELECT_SEATS,
  SPECTATORS,
  STEP_STATE,
} from './caseBattleStatements';

// Case battles (docs/games/case-battle.md). A creator sets the mode, options, seats and cases
// and takes a seat for its price; players join (or the creator calls bots, played by the
// house) and the transaction that fills the last seat names a future beacon round, after
// which nobody can leave or cancel. The room driver, with the battles' table
// (caseBattleTable.ts), generates every pull once the value is public, tells the rounds one
// by one and settles the battle.

const LIST_LIMIT = 100;
/** How often the leader looks for battles left behind, and how late they must be. */
const SWEEP_MS = 1_000;
const GRACE_MS = 1_000;

export interface CaseBattleDeps {
  db: Database;
  settlement: Settlement;
  events: DomainEventBus;
  switchboard: GameSwitchboard;
  beacon: Beacon;
  challenges: Challenges;
  /** Where every seat's pulls are published once the battle has landed. */
  liveDrops: LiveDrops;
  /** A round's spin before FAST_SPIN when not the core's (tests shorten it). */
  spinMs?: number;
  /** How long past its round a battle waits for the value before every seat is refunded. */
  refundAfterMs?: number;
}

export type CaseBattleAnswer = { caseBattle: CaseBattle } & PositionedBalance;

const unknownBattle = () => notFound('No case battle with this id');

const refused = (message: string) => conflict('CASE_BATTLE_REFUSED', message);

/** A creator's battles nobody has started yet, bounded. */
const OPEN_BATTLES_CAP = {
  kind: 'case-battle',
  count: COUNT_OPEN_OF,
  most: CASE_BATTLE_OPEN_MAX_PER_PLAYER,
  code: 'TOO_MANY_OPEN_BATTLES',
  message: `You can keep at most ${CASE_BATTLE_OPEN_MAX_PER_PLAYER} open case battles at once: start or leave one first`,
};

export class CaseBattles {
  readonly driver: RoomDriver<BattleRow>;

  /** Where the driver's failures go (the app's log once started). */
  private onError: (error: unknown) => void = () => {};

  constructor(
    private readonly deps: CaseBattleDeps,
    driverOptions: DriverOptions = {},
  ) {
    this.driver = new RoomDriver(
      battleTable(new CaseBattlePlay(deps), deps.events),
      deps,
      (error) => this.onError(error),
      { sweepMs: SWEEP_MS, graceMs: GRACE_MS, ...driverOptions },
    );
  }

  // --- Reading ---

  async list(): Promise<CaseBattle[]> {
    return autocommit(this.deps.db, async (tx) => {
      const rows = await tx.query<BattleRow>(LIVE_PUBLIC_BATTLES, [LIST_LIMIT]);
      const seats = await tx.query<SeatRow>(SELECT_SEATS, [rows.map((row) => row.id)]);
      return rows.map((row) =>
        toCaseBattle(
          row,
          seats.filter((s) => s.battle_id === row.id),
        ),
      );
    });
  }

  /** Any battle by its id: a private one is reachable by its link, never listed. */
  async get(id: string): Promise<CaseBattle> {
    if (!isUuid(id)) throw unknownBattle();
    const battle = await autocommit(this.deps.db, (tx) => readBattle(tx, id));
    if (!battle) throw unknownBattle();
    return battle;
  }

  /** The public names of the signed-in players among a battle's spectators. */
  async spectators(userIds: readonly string[]): Promise<PublicUser[]> {
    if (userIds.length === 0) return [];
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{ id: string; username: string; avatar: string | null; xp: number | string }>(
        SPECTATORS,
        [[...userIds]],
      ),
    );
    return rows.map(publicUserOf);
  }

  // --- What players do ---

  async create(userId: string, body: CreateCaseBattleBody): Promise<CaseBattleAnswer> {
    await this.deps.switchboard.assertOpen('case-battle');
    const setup = {
      mode: body.mode,
      options: body.options,
      playerAmount: body.playerAmount,
      cases: body.cases.map((ref) => ({
        caseId: ref.caseId ?? `slug:${ref.slug}`,
        amount: ref.amount,
      })),
    };
    const setupError = battleSetupError(setup);
    if (setupError) throw new DomainError('INVALID_BATTLE', setupError);
    const seat = seatFor(body, [], body);
    return transact(this.deps.db, async (tx) => {
      await holdOpenCap(tx, OPEN_BATTLES_CAP, userId);
      const cases = await battleCaseSnapshots(tx, body.cases);
      const respinError = respinCaseError(body.options, cases.at(-1)!.items);
      if (respinError) throw new DomainError('INVALID_BATTLE', respinError);
      const id = randomUUID();
      const seed = newServerSeed();
      const base = this.deps.spinMs;
      const spinMs =
        base === undefined
          ? battleSpinDuration(body.options)
          : body.options.includes('FAST_SPIN')
            ? Math.max(1, Math.round(base / 2))
            : base;
      await tx.query(INSERT_BATTLE, [
        id,
        body.mode,
        body.visibility,
        body.options,
        body.playerAmount,
        userId,
        JSON.stringify(cases),
        battleSeatPrice(cases),
        cases.reduce((sum, c) => sum + c.amount, 0),
        spinMs,
        seed.seed,
        seed.hash,
      ]);
      // The spec's first states pass inside this transaction: created (the seed committed),
      // started (the creator's seat paid), then open for players.
      const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
      const balance = await this.seat(tx, row!, userId, seat);
      await tx.query(STEP_STATE, [id, 'GAME_CREATED', 'GAME_STARTED']);
      await tx.query(STEP_STATE, [id, 'GAME_STARTED', 'WAITING_FOR_PLAYERS']);
      const caseBattle = (await readBattle(tx, id))!;
      await tell(this.deps.events, tx, row!, 'case-battle.created', { caseBattle });
      return { caseBattle, ...balance };
    });
  }

  async join(userId: string, id: string, place: JoinCaseBattleBody): Promise<CaseBattleAnswer> {
    await this.deps.switchboard.assertOpen('case-battle');
    return transact(this.deps.db, async (tx) => {
      const { row, seats } = await this.lockOpen(tx, id);
      if (seats.some((s) => s.user_id === userId))
        throw refused('You already have a seat in this battle');
      const seat = seatFor(
        { mode: row.mode, playerAmount: row.player_amount },
        seats.map((s) => s.seat),
        place,
      );
      const balance = await this.seat(tx, row, userId, seat);
      await this.startWhenFull(tx, row, seats.length + 1);
      return { caseBattle: (await readBattle(tx, id))!, ...balance };
    });
  }

  async callBots(userId: string, id: string): Promise<{ caseBattle: CaseBattle }> {
    // Bots fill seats and start a battle: a paused game starts none.
    await this.deps.switchboard.assertOpen('case-battle');
    return transact(this.deps.db, async (tx) => {
      const { row, seats } = await this.lockOpen(tx, id);
      if (row.creator_id !== userId) throw refused("Only the battle's creator can call bots");
      const taken = seats.map((s) => s.seat);
      for (let seat = 0; seat < row.player_amount; seat++) {
        if (!taken.includes(seat)) await this.seatBot(tx, row, seat);
      }
      await this.startWhenFull(tx, row, row.player_amount);
      return { caseBattle: (await readBattle(tx, id))! };
    });
  }

  /**
   * Leaving before the start, with the seat's price back. The creator's leaving closes the
   * battle and refunds every seat; anyone else's opens their seat again, so nobody's money
   * waits on a creator who walked away.
   */
  async leave(userId: string, id: string): Promise<CaseBattleAnswer> {
    return transact(this.deps.db, async (tx) => {
      const { row, seats } = await this.lockOpen(
        tx,
        id,
        'The battle has started: nobody can leave it now',
      );
      const own = seats.find((s) => s.user_id === userId);
      if (!own) throw refused('You have no seat in this battle');
      const { settlement } = this.deps;
      if (row.creator_id !== userId) {
        const refunded = await settlement.refundOpenBets(
          tx,
          'case-battle',
          seatRefundsOf(row, [own], { cancelled: true }),
        );
        const balance = refunded.get(userId)!;
        await tx.query(FREE_SEAT, [id, own.seat]);
        await tell(this.deps.events, tx, row, 'case-battle.left', {
          _id: id,
          teamNumber: teamNumberOf(row.mode, own.seat),
          playerId: own.player_id,
          seat: own.seat,
        });
        return { caseBattle: (await readBattle(tx, id))!, ...balance };
      }
      const refunded = await settlement.refundOpenBets(
        tx,
        'case-battle',
        seatRefundsOf(row, seats, { cancelled: true }),
      );
      await tx.query(CANCEL, [id]);
      const caseBattle = (await readBattle(tx, id))!;
      await tell(this.deps.events, tx, row, 'case-battle.completed', {
        _id: id,
        winners: [],
        fairness: caseBattle.fairness,
      });
      return { caseBattle, ...refunded.get(userId)! };
    });
  }

  // --- Driving (the leader, and whoever filled the last seat) ---

  /** Follows the leadership of the round games: the leader takes over battles left behind. */
  start(leadership: Leadership, onError: (error: unknown) => void): void {
    this.onError = onError;
    leadership.onGain(() => this.driver.lead());
    leadership.onLoss(() => this.driver.stopLeading());
  }

  stop(): void {
    this.driver.stop();
  }

  // --- Steps ---

  /** The battle locked and still taking seats, with its seats; else the refusal. */
  private async lockOpen(
    tx: Tx,
    id: string,
    startedMessage = 'This battle is full: it has already started',
  ): Promise<{ row: BattleRow; seats: SeatRow[] }> {
    const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
    if (!row) throw unknownBattle();
    if (row.state === 'GAME_COMPLETED' && row.cancelled_at) throw refused('This battle was closed');
    if (row.state !== 'WAITING_FOR_PLAYERS') throw refused(startedMessage);
    const seats = await tx.query<SeatRow>(SELECT_SEATS, [[id]]);
    return { row, seats };
  }

  /** A player's seat: its price debited to the house as an open bet, the seat taken. */
  private async seat(
    tx: Tx,
    row: BattleRow,
    userId: string,
    seat: number,
  ): Promise<PositionedBalance> {
    // The seat's true edge, for the rewards that share it (accruals/wagerHouseEdge.ts).
    const houseEdgeE4 = battleSeatHouseEdgeE4(row.cases);
    const { betId, balance } = await this.deps.settlement.openSeatBet(tx, {
      userId,
      game: 'case-battle',
      in: { caseBattleId: row.id },
      amount: Number(row.price),
      params: { seat, houseEdgeE4 },
    });
    await tx.query(INSERT_SEAT, [row.id, seat, userId, userId, false, betId]);
    await this.toldJoined(tx, row, seat);
    return balance;
  }

  /** A bot's seat: the house plays it, so it stakes nothing and its payout stays home. */
  private async seatBot(tx: Tx, row: BattleRow, seat: number): Promise<void> {
    await tx.query(INSERT_SEAT, [row.id, seat, randomUUID(), null, true, null]);
    await this.toldJoined(tx, row, seat);
  }

  private async toldJoined(tx: Tx, row: BattleRow, seat: number): Promise<void> {
    // Created battles are told whole: only later seats are news of their own.
    if (row.state === 'GAME_CREATED') return;
    const [taken] = (await tx.query<SeatRow>(SELECT_SEATS, [[row.id]])).filter(
      (s) => s.seat === seat,
    );
    await tell(this.deps.events, tx, row, 'case-battle.joined', {
      _id: row.id,
      teamNumber: teamNumberOf(row.mode, seat),
      player: battlePlayerOf(taken!),
    });
  }

  /** The last seat filled: names a round nobody knows yet, and follows it after commit. */
  private async startWhenFull(tx: Tx, row: BattleRow, filled: number): Promise<void> {
    if (filled < row.player_amount) return;
    await this.driver.nameDraw(tx, row.id, (named) =>
      tx.query(NAME_BEACON, [row.id, named.beacon, named.label, named.round, named.expectedAt]),
    );
    const [namedRow] = await tx.query<BattleRow>(LOCK_BATTLE, [row.id]);
    const { blockNumber, publicServerSeed } = fairnessOf(namedRow!);
    await tell(this.deps.events, tx, row, 'case-battle.starting', {
      _id: row.id,
      fairness: { blockNumber, publicServerSeed },
    });
  }
}
