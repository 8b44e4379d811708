import type { Tx } from '../../../db/transaction';
import { formatGems } from '../../../../shared/money';
import { DomainError } from '../../errors';
import {
  DEPOSIT_CREDIT_KINDS,
  INSERT_CARRIES,
  POOL_REQUIREMENT,
  REQUIREMENT_SPANS,
} from './requirementSql';
import type { SharedPot } from './sharedPot';
import { shareOut, stillToWager } from './stillToWager';
import { TradeProtection } from './tradeProtection';

// The rule: every credited deposit is wagered `factor` times against the house before it
// leaves, whoever holds it by then. Gems passing between players take the sender's unwagered
// part with them (min(amount, what the sender still owes)), so two accounts cannot launder a
// deposit by handing it over: the receiver owes it instead. Carrying (not refusing) keeps tips,
// rain and games with friends open to everyone while the total still to wager never shrinks
// except by wagers against the house. Every call runs under the locks of the accounts it
// reads (the wallet's posting took them), so no bet or deposit slips in between.

export interface Carry {
  userId?: string;
  pool?: string;
  amount: number;
}

export type { SharedPot } from './sharedPot';

export class WageringRequirement {
  /** `factor`: times each deposit is wagered (CRYPTO_WAGER_FACTOR); 0 turns the rule off. */
  constructor(readonly factor: number) {}

  /** Hundredths the player must still wager before a withdrawal. */
  async owedBy(tx: Tx, userId: string): Promise<number> {
    if (this.factor <= 0) return 0;
    const rows = await tx.query<{
      credited: number | string;
      carried: number | string;
      wagered: number | string;
    }>(REQUIREMENT_SPANS, [userId, DEPOSIT_CREDIT_KINDS]);
    return stillToWager(
      rows.map((r) => ({
        credited: Number(r.credited),
        carried: Number(r.carried),
        wagered: Number(r.wagered),
      })),
      this.factor,
    );
  }

  /**
   * Refuses a withdrawal while the player holds gems of a skin deposit Steam may still
   * reverse (tradeProtection.ts: their own, or carried to them), or while anything is still to
   * wager; call under the player's lock. Every withdrawal, crypto or skins, passes here.
   */
  async assertWagered(tx: Tx, userId: string): Promise<void> {
    await new TradeProtection().assertNoneHeld(tx, userId);
    const owed = await this.owedBy(tx, userId);
    if (owed > 0)
      throw new DomainError(
        'WAGER_REQUIRED',
        `Wager ${formatGems(owed)} more gems before withdrawing (every deposit must be wagered ${this.factor}x)`,
        403,
      );
  }

  /** A transfer from one player to another takes min(amount, sender's owed) along. */
  async betweenPlayers(
    tx: Tx,
    t: { fromUserId: string; toUserId: string; amount: number; kind: string; reference?: string },
  ): Promise<number> {
    const carried = Math.min(t.amount, await this.owedBy(tx, t.fromUserId));
    await this.write(tx, t.kind, t.reference, [
      { userId: t.fromUserId, amount: -carried },
      { userId: t.toUserId, amount: carried },
    ]);
    return carried;
  }

  /** Gems into a pool (a rain tip) take the player's unwagered part into the pool's. */
  async intoPool(
    tx: Tx,
    m: { userId: string; pool: string; amount: number; kind: string; reference?: string },
  ): Promise<void> {
    const carried = Math.min(m.amount, await this.owedBy(tx, m.userId));
    await this.write(tx, m.kind, m.reference, [
      { userId: m.userId, amount: -carried },
      { pool: m.pool, amount: carried },
    ]);
  }

  /** A payout out of a pool takes the pool's requirement in proportion to what it takes. */
  async outOfPool(
    tx: Tx,
    p: {
      pool: string;
      /** The pool's balance before the payout. */
      poolBefore: number;
      credits: ReadonlyArray<{ userId: string; amount: number }>;
      kind: string;
      reference?: string;
    },
  ): Promise<void> {
    if (this.factor <= 0) return;
    const [row] = await tx.query<{ owed: number | string }>(POOL_REQUIREMENT, [p.pool]);
    const owed = Number(row?.owed ?? 0);
    const shares = shareOut(
      owed,
      p.credits.map((c) => c.amount),
      p.poolBefore,
    );
    const total = shares.reduce((sum, s) => sum + s, 0);
    await this.write(tx, p.kind, p.reference, [
      { pool: p.pool, amount: -total },
      ...p.credits.map((c, i) => ({ userId: c.userId, amount: shares[i]! })),
    ]);
  }

  /**
   * A pot shared by two players or more (a coin flip or battle against another player): each
   * player's stake is no wager (potGames.ts) and takes min(stake, their owed) into the pot, and
   * the pot's requirement goes to the payouts in proportion, a bot's share (the house's) with
   * it. So a deposit won by a friend is still owed by the friend. Call under every player's lock.
   */
  async sharedPot(tx: Tx, pot: SharedPot): Promise<void> {
    if (this.factor <= 0) return;
    const players = [...new Set(pot.seats.flatMap((s) => (s.userId ? [s.userId] : [])))];
    if (players.length < 2) return; // against the house alone: the stakes are wagers
    const staked = new Map<string, number>();
    for (const s of pot.seats)
      if (s.userId) staked.set(s.userId, (staked.get(s.userId) ?? 0) + s.stake);
    const delta = new Map<string, number>();
    let inPot = 0;
    for (const userId of players) {
      const carried = Math.min(staked.get(userId)!, await this.owedBy(tx, userId));
      delta.set(userId, -carried);
      inPot += carried;
    }
    const whole = pot.seats.reduce((sum, s) => sum + s.payout, 0);
    const shares = shareOut(
      inPot,
      pot.seats.map((s) => (s.userId ? s.payout : 0)),
      whole,
    );
    pot.seats.forEach((s, i) => {
      if (s.userId) delta.set(s.userId, delta.get(s.userId)! + shares[i]!);
    });
    await this.write(
      tx,
      pot.kind,
      pot.reference,
      [...delta].map(([userId, amount]) => ({ userId, amount })),
    );
  }

  private async write(
    tx: Tx,
    kind: string,
    reference: string | undefined,
    carries: readonly Carry[],
  ): Promise<void> {
    const moved = carries.filter((c) => c.amount !== 0);
    if (moved.length === 0) return;
    await tx.query(INSERT_CARRIES, [
      moved.map((c) => c.userId ?? null),
      moved.map((c) => c.pool ?? null),
      moved.map((c) => c.amount),
      moved.map(() => kind),
      moved.map(() => reference ?? null),
    ]);
  }
}
