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
} from '../../../shared/contract';
import type { Tx } from '../../db/transaction';
import { DomainError, conflict, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { newServerSeed } from '../fairness';
import type { OpenCap, SeatStore } from '../rooms';
import { battleCaseSnapshots } from './battleCases';
import { seatFor } from './battleSeats';
import { readBattle, tell } from './caseBattlePlay';
import {
  type BattleRow,
  type SeatRow,
  battlePlayerOf,
  fairnessOf,
  seatRefundsOf,
  teamNumberOf,
} from './caseBattleRecords';
import {
  CANCEL,
  COUNT_OPEN_OF,
  FREE_SEAT,
  INSERT_BATTLE,
  INSERT_SEAT,
  LOCK_BATTLE,
  NAME_BEACON,
  SELECT_SEATS,
  STEP_STATE,
} from './caseBattleStatements';

// Case battles' rows as the shared verbs take them (rooms/seatedGame.ts): a battle in
// `case_battles`, each seat a row of `case_battle_seats`, each player seat's price an open bet
// on the battle (bets.case_battle_id). A bot's seat is the house's and stakes nothing. Every
// change is told as the spec's `case-battle.*` event (created, joined, left, starting,
// completed) once its transaction commits.

export interface CaseBattleShape {
  row: BattleRow;
  seat: SeatRow;
  create: CreateCaseBattleBody;
  plan: CreateCaseBattleBody;
  join: JoinCaseBattleBody;
  answer: { caseBattle: CaseBattle };
}

/** A creator's battles nobody has started yet, bounded. */
const OPEN_BATTLES_CAP: OpenCap = {
  kind: 'case-battle',
  count: COUNT_OPEN_OF,
  most: CASE_BATTLE_OPEN_MAX_PER_PLAYER,
  code: 'TOO_MANY_OPEN_BATTLES',
  message: `You can keep at most ${CASE_BATTLE_OPEN_MAX_PER_PLAYER} open case battles at once: start or leave one first`,
};

const refused = (message: string) => conflict('CASE_BATTLE_REFUSED', message);

export interface CaseBattleStoreDeps {
  events: DomainEventBus;
  /** A round's spin before FAST_SPIN when not the core's (tests shorten it). */
  spinMs?: number;
}

export function caseBattleStore(deps: CaseBattleStoreDeps): SeatStore<CaseBattleShape> {
  const { events } = deps;
  const lock = async (tx: Tx, id: string) => {
    const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
    return row ? { row, seats: await tx.query<SeatRow>(SELECT_SEATS, [[id]]) } : null;
  };
  const spinMsOf = (options: CreateCaseBattleBody['options']) => {
    const base = deps.spinMs;
    if (base === undefined) return battleSpinDuration(options);
    return options.includes('FAST_SPIN') ? Math.max(1, Math.round(base / 2)) : base;
  };
  return {
    kind: 'case-battle',
    openCap: OPEN_BATTLES_CAP,
    // Bots fill seats and start a battle: a paused game starts none.
    housePlaysWhilePaused: false,
    unknown: () => notFound('No case battle with this id'),
    refused,
    idOf: (row) => row.id,

    plan(body) {
      const setupError = battleSetupError({
        mode: body.mode,
        options: body.options,
        playerAmount: body.playerAmount,
        cases: body.cases.map((ref) => ({
          caseId: ref.caseId ?? `slug:${ref.slug}`,
          amount: ref.amount,
        })),
      });
      if (setupError) throw new DomainError('INVALID_BATTLE', setupError);
      return { plan: body, creatorSeat: { seat: seatFor(body, [], body), choice: null } };
    },
    async insert(tx, userId, body) {
      const cases = await battleCaseSnapshots(tx, body.cases);
      const respinError = respinCaseError(body.options, cases.at(-1)!.items);
      if (respinError) throw new DomainError('INVALID_BATTLE', respinError);
      const id = randomUUID();
      const seed = newServerSeed();
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
        spinMsOf(body.options),
        seed.seed,
        seed.hash,
      ]);
      return (await lock(tx, id))!;
    },
    // The spec's first states pass inside the creating transaction: created (the seed
    // committed), started (the creator's seat paid), then open for players.
    async opened(tx, { row }) {
      await tx.query(STEP_STATE, [row.id, 'GAME_CREATED', 'GAME_STARTED']);
      await tx.query(STEP_STATE, [row.id, 'GAME_STARTED', 'WAITING_FOR_PLAYERS']);
      const caseBattle = (await readBattle(tx, row.id))!;
      await tell(events, tx, row, 'case-battle.created', { caseBattle });
    },
    lock,
    refusal({ row, seats }, action, userId) {
      if (row.state === 'GAME_COMPLETED' && row.cancelled_at) return 'This battle was closed';
      if (row.state !== 'WAITING_FOR_PLAYERS')
        return action === 'leave'
          ? 'The battle has started: nobody can leave it now'
          : 'This battle is full: it has already started';
      const seated = seats.some((s) => s.user_id === userId);
      switch (action) {
        case 'join':
          return seated ? 'You already have a seat in this battle' : null;
        case 'house':
          return row.creator_id === userId ? null : "Only the battle's creator can call bots";
        case 'leave':
          return seated ? null : 'You have no seat in this battle';
      }
    },
    joinSeat: ({ row, seats }, place) => ({
      seat: seatFor(
        { mode: row.mode, playerAmount: row.player_amount },
        seats.map((s) => s.seat),
        place,
      ),
      choice: null,
    }),
    houseSeats({ row, seats }) {
      const taken = new Set(seats.map((s) => s.seat));
      return Array.from({ length: row.player_amount }, (_, seat) => seat)
        .filter((seat) => !taken.has(seat))
        .map((seat) => ({ seat, choice: null }));
    },
    // The seat's true edge, for the rewards that share it (accruals/wagerHouseEdge.ts), and
    // the battle's mode, which names its option in the open books (core/moments.ts).
    seatBet: (row, { seat }) => ({
      amount: Number(row.price),
      in: { caseBattleId: row.id },
      params: { seat, houseEdgeE4: battleSeatHouseEdgeE4(row.cases), mode: row.mode },
    }),
    async writeSeat(tx, { row }, { seat }, userId, betId) {
      const playerId = userId ?? randomUUID();
      await tx.query(INSERT_SEAT, [row.id, seat, playerId, userId, userId === null, betId]);
      // A battle being created is told whole: only later seats are news of their own.
      if (row.state === 'GAME_CREATED') return;
      const [taken] = await tx
        .query<SeatRow>(SELECT_SEATS, [[row.id]])
        .then((all) => all.filter((s) => s.seat === seat));
      await tell(events, tx, row, 'case-battle.joined', {
        _id: row.id,
        teamNumber: teamNumberOf(row.mode, seat),
        player: battlePlayerOf(taken!),
      });
    },
    full: ({ row, seats }, added) => seats.length + added >= row.player_amount,
    async nameDraw(tx, { row }, named) {
      await tx.query(NAME_BEACON, [
        row.id,
        named.beacon,
        named.label,
        named.round,
        named.expectedAt,
      ]);
      const [namedRow] = await tx.query<BattleRow>(LOCK_BATTLE, [row.id]);
      const { blockNumber, publicServerSeed } = fairnessOf(namedRow!);
      await tell(events, tx, row, 'case-battle.starting', {
        _id: row.id,
        fairness: { blockNumber, publicServerSeed },
      });
    },
    // The creator's leaving closes the battle and refunds every seat; anyone else's opens
    // their seat again, so nobody's money waits on a creator who walked away.
    leaving: ({ row, seats }, userId) =>
      row.creator_id === userId
        ? { seats, closes: true }
        : { seats: seats.filter((s) => s.user_id === userId), closes: false },
    refunds: async (_tx, { row }, seats) => seatRefundsOf(row, seats, { cancelled: true }),
    async free(tx, { row }, seat) {
      await tx.query(FREE_SEAT, [row.id, seat.seat]);
      await tell(events, tx, row, 'case-battle.left', {
        _id: row.id,
        teamNumber: teamNumberOf(row.mode, seat.seat),
        playerId: seat.player_id,
        seat: seat.seat,
      });
    },
    async close(tx, { row }) {
      await tx.query(CANCEL, [row.id]);
      const caseBattle = (await readBattle(tx, row.id))!;
      await tell(events, tx, row, 'case-battle.completed', {
        _id: row.id,
        winners: [],
        fairness: caseBattle.fairness,
      });
    },
    answer: async (tx, id) => ({ caseBattle: (await readBattle(tx, id))! }),
  };
}
