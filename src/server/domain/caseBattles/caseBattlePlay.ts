import {
  type SettledBattle,
  battleRoundCases,
  playBattle,
} from '../../../../games/case-battle/core';
import { caseBattleGame } from '../../../../games/case-battle/game';
import type { CaseBattle } from '../../../shared/contract';
import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { Challenges } from '../challenges';
import type { DomainEventBus } from '../events';
import type { LiveDrops } from '../liveDrops';
import type { ReadyReading, Step } from '../rooms';
import type { Settlement } from '../settlement';
import { revealInMs } from '../settlement';
import { recordBattleDrops } from './battleDrops';
import type { CaseBattleEvent } from './events';
import {
  type BattleRow,
  type SeatRow,
  type StoredRound,
  asDate,
  fairnessOf,
  seatBetOf,
  toCaseBattle,
} from './caseBattleRecords';
import {
  ANNOUNCE_ROUND,
  COMPLETE,
  GENERATE,
  LOCK_BATTLE,
  SEAT_PAYOUT,
  SELECT_BATTLE,
  SELECT_SEATS,
} from './caseBattleStatements';

// What happens to a battle once its seats are filled, each step under the battle's row lock
// and checked against its state, so whichever process runs it, it happens once: the pulls
// generated when the beacon value is read, the rounds told one spin apart, and the
// settlement of every seat in one transaction once the last round has landed.

/** A battle as committed in `tx`, with its seats; null when there is none. */
export async function readBattle(tx: Tx, id: string): Promise<CaseBattle | null> {
  const [row] = await tx.query<BattleRow>(SELECT_BATTLE, [id]);
  if (!row) return null;
  return toCaseBattle(row, await tx.query<SeatRow>(SELECT_SEATS, [[id]]));
}

/** Tells a battle's change, with the players seated as of `tx`, once `tx` commits. */
export async function tell<N extends CaseBattleEvent['name']>(
  events: DomainEventBus,
  tx: Tx,
  row: Pick<BattleRow, 'id' | 'visibility' | 'creator_id'>,
  name: N,
  data: Extract<CaseBattleEvent, { name: N }>['data'],
): Promise<void> {
  const seats = await tx.query<SeatRow>(SELECT_SEATS, [[row.id]]);
  const userIds = new Set(seats.flatMap((seat) => (seat.user_id ? [seat.user_id] : [])));
  // A player who left is no longer seated, but hears that they left.
  if (name === 'case-battle.left') userIds.add((data as { playerId: string }).playerId);
  const event = {
    battleId: row.id,
    isPublic: row.visibility === 'PUBLIC',
    creatorId: row.creator_id,
    userIds: [...userIds],
    name,
    data,
  } as CaseBattleEvent;
  tx.afterCommit(() => events.emit('case-battle', event));
}

/** What the driver should do next with a battle (the room driver's follower's step). */
export type { Step };

export interface PlayDeps {
  db: Database;
  settlement: Settlement;
  events: DomainEventBus;
  challenges: Challenges;
  liveDrops: LiveDrops;
}

/**
 * A battle's value must be paid out exactly: every bought pull's value (its item's price
 * and the hundredth its case price's rounding gives back) goes to a seat, and nothing more
 * (respin pulls only decide a tie; nobody paid for them).
 */
function assertExact(rounds: readonly StoredRound[], result: SettledBattle, id: string): void {
  const pulled = rounds
    .filter((round) => !round.respin)
    .reduce((sum, round) => sum + round.pulls.reduce((s, pull) => s + (pull?.value ?? 0), 0), 0);
  const paid = result.payouts.reduce((sum, payout) => sum + payout, 0);
  if (pulled !== paid) {
    throw new Error(`case battle ${id}: bought pulls worth ${pulled}, payouts ${paid}`);
  }
}

export class CaseBattlePlay {
  constructor(private readonly deps: PlayDeps) {}

  /** The beacon value is public: every pull and the result, stored at once; told as started. */
  async generate(id: string, reading: ReadyReading): Promise<void> {
    await transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
      if (!row || row.state !== 'WAITING_FOR_BLOCK') return;
      if (Number(row.beacon_round) !== reading.round)
        throw new Error(
          `case battle ${id}: read round ${reading.round}, named ${row.beacon_round}`,
        );
      const caseOf = new Map(row.cases.map((c) => [c.caseId, c]));
      const roundCases = battleRoundCases(row.cases).map((caseId) => caseOf.get(caseId)!);
      const played = playBattle({
        mode: row.mode,
        options: row.options,
        playerAmount: row.player_amount,
        seeds: { serverSeed: row.server_seed, beaconValue: reading.value },
        roundItems: roundCases.map((c) => c.items),
        roundPrices: roundCases.map((c) => c.price),
      });
      assertExact(played.rounds, played.result, id);
      await tx.query(GENERATE, [
        id,
        reading.value,
        JSON.stringify(reading.evidence),
        JSON.stringify(played.rounds),
        played.rounds.length,
        JSON.stringify(played.result),
      ]);
      const [generated] = await tx.query<BattleRow>(SELECT_BATTLE, [id]);
      await tell(this.deps.events, tx, row, 'case-battle.started', {
        _id: id,
        fairness: fairnessOf(generated!),
      });
    });
  }

  /**
   * Moves a generated battle on by the database's clock: the next round once the last one's
   * spin is over (the first at once), the settlement once the last round's spin is.
   */
  async step(id: string): Promise<Step> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
      if (!row || row.state === 'GAME_COMPLETED') return { done: true };
      if (row.state !== 'GENERATING_OUTCOME') return { done: true };
      const now = asDate(row.now).getTime();
      const dueAt = row.last_roll === null ? now : asDate(row.last_roll).getTime() + row.spin_ms;
      if (dueAt > now) return { done: false, waitMs: dueAt - now };
      if (row.announced_rounds < row.round_count!) {
        await this.announce(tx, row);
        return { done: false, waitMs: row.spin_ms };
      }
      await this.settle(tx, row);
      return { done: true };
    });
  }

  private async announce(tx: Tx, row: BattleRow): Promise<void> {
    const index = row.announced_rounds;
    const [rolled] = await tx.query<{ last_roll: Date | string }>(ANNOUNCE_ROUND, [row.id, index]);
    if (!rolled) throw new Error(`case battle ${row.id}: round ${index + 1} already told`);
    const seats = await tx.query<SeatRow>(SELECT_SEATS, [[row.id]]);
    const round = row.rounds![index]!;
    await tell(this.deps.events, tx, row, 'case-battle.round', {
      _id: row.id,
      round: round.round,
      respin: round.respin,
      lastRoll: asDate(rolled.last_roll).toISOString(),
      outcome: seats.flatMap((seat) => {
        const pull = round.pulls[seat.seat];
        return pull ? [{ userId: seat.player_id, itemsWon: [pull.item] }] : [];
      }),
    });
  }

  /**
   * Pays every player seat its share and keeps the bots' with the house, in this one
   * transaction: each open bet is closed once (the state check guards a second settler).
   */
  private async settle(tx: Tx, row: BattleRow): Promise<void> {
    const result = row.result!;
    const price = Number(row.price);
    const seats = await tx.query<SeatRow>(SELECT_SEATS, [[row.id]]);
    const winners = new Set(result.winners);
    const competitive = row.mode === 'VERSUS' || row.mode === 'TEAMS';
    // The last round has landed; a tie roll still runs on the pages before the payout shows.
    const revealMs = caseBattleGame.resultRevealMs(result.tieRoll !== undefined);
    for (const seat of seats)
      await tx.query(SEAT_PAYOUT, [row.id, seat.seat, result.payouts[seat.seat] ?? 0]);
    // Against other players the seats' prices are no wagers: their requirement follows the pulls.
    await this.deps.settlement.settlePot(tx, {
      game: 'case-battle',
      reference: row.id,
      revealMs,
      seats: seats.map((seat) => ({
        bet: seatBetOf(seat),
        stake: price,
        payout: result.payouts[seat.seat] ?? 0,
        outcome: {
          battleId: row.id,
          seat: seat.seat,
          won: winners.has(seat.seat),
          beaconRound: Number(row.beacon_round),
          beaconValue: row.beacon_value,
        },
      })),
    });
    // A battle is won against someone: shared and friendly battles have no winner.
    if (competitive)
      for (const seat of seats) {
        const bet = seatBetOf(seat);
        if (bet && winners.has(seat.seat))
          await this.deps.challenges.advance(tx, bet.userId, 'win-battle');
      }
    // The pulls show in the live drops with the payout: once the result has landed.
    await recordBattleDrops(tx, this.deps.liveDrops, { row, seats }, revealInMs(revealMs));
    await tx.query(COMPLETE, [row.id]);
    const battle = toCaseBattle({ ...row, state: 'GAME_COMPLETED' }, seats);
    await tell(this.deps.events, tx, row, 'case-battle.completed', {
      _id: row.id,
      winners: battle.winners,
      fairness: battle.fairness,
    });
  }
}
