import { otherSide } from '../../../../games/coin-flip/core';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon/beacon';
import { lastReading } from '../beacon/lastReading';
import type { ReadyReading } from '../rooms/roomWatcher';
import type { Settlement } from '../settlement/settlement';
import { LOCK_GAME, OPEN_SEAT_BETS, REFUND_GAME, STALLED_GAMES } from './coinFlipStatements';
import type { CoinFlipRow } from './coinFlipView';

// A flip whose beacon round never verifies would hold both stakes forever: after the bound
// every seat gets its stake back. Nobody could know the outcome, so the refund favours no
// one. The refund and the flip both take the game's row lock and check its state, so a
// value arriving at the same moment gives exactly one of the two; one arriving later finds
// the game refunded and changes nothing.

export const DEFAULT_REFUND_AFTER_MS = 30 * 60_000;

export interface CoinFlipRefundDeps {
  db: Database;
  settlement: Settlement;
  beacon: Beacon;
  /** How long past its round's expected time a game waits before it is refunded. */
  refundAfterMs?: number;
}

export class CoinFlipRefunds {
  constructor(
    private readonly deps: CoinFlipRefundDeps,
    private readonly flip: (id: string, reading: ReadyReading) => Promise<unknown>,
    /** Tells the game's change after `tx` commits. */
    private readonly announce: (tx: Tx, id: string) => Promise<unknown>,
  ) {}

  /** Refunds every game overdue by the bound at `now` (epoch ms); answers their ids. */
  async refundStalled(now = Date.now()): Promise<string[]> {
    const cutoff = new Date(now - (this.deps.refundAfterMs ?? DEFAULT_REFUND_AFTER_MS));
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{ id: string; beacon_round: string | number }>(STALLED_GAMES, [cutoff]),
    );
    const refunded: string[] = [];
    for (const row of rows) {
      // A value that exists after all decides the game (the flip is state-checked too).
      const reading = await lastReading(this.deps.beacon, Number(row.beacon_round));
      if (reading) await this.flip(row.id, reading);
      else if (await this.refund(row.id, cutoff)) refunded.push(row.id);
    }
    return refunded;
  }

  /** Both seats' stakes back and the game REFUNDED, in one transaction; false if it moved on. */
  private refund(id: string, cutoff: Date): Promise<boolean> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<CoinFlipRow>(LOCK_GAME, [id]);
      if (!row || row.state !== 'WAITING_FOR_BEACON') return false;
      if (new Date(row.beacon_expected_at!) >= cutoff) return false;
      const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
        OPEN_SEAT_BETS,
        [id],
      );
      const seats = row.joiner_bot ? 1 : 2;
      if (bets.length !== seats) throw new Error(`coin flip ${id}: ${bets.length} open stakes`);
      // Both players' accounts first, in one order (the ledger's lock order), as the flip does.
      await this.deps.settlement.lockPlayers(
        tx,
        bets.map((bet) => bet.user_id),
      );
      for (const bet of bets) {
        const creator = bet.user_id === row.creator_id;
        await this.deps.settlement.closeOpenBet(tx, {
          betId: bet.id,
          userId: bet.user_id,
          username: creator ? row.creator_name : row.joiner_name!,
          game: 'coin-flip',
          amount: Number(bet.amount),
          payout: Number(bet.amount),
          multiplierE4: 10_000,
          payoutKind: 'refund',
          outcome: {
            gameId: id,
            side: creator ? row.creator_side : otherSide(row.creator_side),
            refunded: true,
            beaconRound: Number(row.beacon_round),
          },
        });
      }
      const done = await tx.query(REFUND_GAME, [id, cutoff]);
      if (done.length !== 1) throw new Error(`coin flip ${id}: the refund did not apply`);
      await this.announce(tx, id);
      return true;
    });
  }
}
