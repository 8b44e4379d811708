import type { Tx } from '../../../db/transaction';
import { DomainError } from '../../errors';
import {
  type ProtectedLot,
  mergeLots,
  protectedUntil,
  shareLots,
  takeLots,
  totalOf,
} from './protectedLots';
import type { SharedPot } from './sharedPot';
import {
  CARRIED_ON,
  INSERT_PROTECTION_CARRIES,
  PLAYER_PROTECTED_LOTS,
  POOL_PROTECTED_LOTS,
} from './tradeProtectionSql';

// The rule (docs/money.md, "Skin deposits"): a skin deposit's gems may be taken back while
// Steam's trade protection lasts, so no withdrawal lets them out before it ends, whoever
// holds them by then. As with the wagering requirement (requirement.ts), the rule follows
// the money, not the account: gems passing between holders take min(amount, the sender's
// protected gems) of it along, each part still ending with its own deposit's protection.
// Every call runs under the locks of the accounts it reads (the wallet's posting took them),
// so two transfers from one player take the same protected gems once.

interface LotRow extends Record<string, unknown> {
  deposit: string;
  until: Date | string;
  own: boolean;
  amount: number | string;
}

interface Part {
  userId?: string;
  pool?: string;
  lots: readonly ProtectedLot[];
  sign: 1 | -1;
}

const toLot = (r: LotRow): ProtectedLot & { own: boolean } => ({
  deposit: r.deposit,
  until: new Date(r.until),
  own: Boolean(r.own),
  amount: Number(r.amount),
});

const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export class TradeProtection {
  /** The player's protected gems, per skin deposit, the latest-ending first. */
  async heldBy(tx: Tx, userId: string): Promise<Array<ProtectedLot & { own: boolean }>> {
    return (await tx.query<LotRow>(PLAYER_PROTECTED_LOTS, [userId])).map(toLot);
  }

  /** What a pool (the rain) holds of protected gems until it is split. */
  async heldByPool(tx: Tx, pool: string): Promise<ProtectedLot[]> {
    return (await tx.query<LotRow>(POOL_PROTECTED_LOTS, [pool])).map(toLot);
  }

  /** Refuses a withdrawal while the player holds protected gems; call under their lock. */
  async assertNoneHeld(tx: Tx, userId: string): Promise<void> {
    const lots = await this.heldBy(tx, userId);
    const until = protectedUntil(lots);
    if (!until) return;
    const own = lots.some((lot) => lot.own && lot.until.getTime() === until.getTime());
    throw new DomainError(
      'TRADE_PROTECTED',
      `Withdrawals wait until ${utcMinute(until)} UTC, when Steam's trade protection of ` +
        (own ? 'your skin deposit ends' : 'a skin deposit your gems came from ends'),
      403,
    );
  }

  /** A transfer from one player to another takes min(amount, sender's protected gems). */
  async betweenPlayers(
    tx: Tx,
    t: { fromUserId: string; toUserId: string; amount: number; kind: string; reference?: string },
  ): Promise<number> {
    const lots = takeLots(await this.heldBy(tx, t.fromUserId), t.amount);
    await this.write(tx, t.kind, t.reference, [
      { userId: t.fromUserId, lots, sign: -1 },
      { userId: t.toUserId, lots, sign: 1 },
    ]);
    return totalOf(lots);
  }

  /** Gems into a pool (a rain tip) take the player's protected part into the pool's. */
  async intoPool(
    tx: Tx,
    m: { userId: string; pool: string; amount: number; kind: string; reference?: string },
  ): Promise<void> {
    const lots = takeLots(await this.heldBy(tx, m.userId), m.amount);
    await this.write(tx, m.kind, m.reference, [
      { userId: m.userId, lots, sign: -1 },
      { pool: m.pool, lots, sign: 1 },
    ]);
  }

  /** A payout out of a pool takes each of the pool's lots in proportion to what it takes. */
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
    const lots = await this.heldByPool(tx, p.pool);
    if (lots.length === 0) return;
    const shares = shareLots(
      lots,
      p.credits.map((c) => c.amount),
      p.poolBefore,
    );
    await this.write(tx, p.kind, p.reference, [
      { pool: p.pool, lots: mergeLots(shares.flat()), sign: -1 },
      ...p.credits.map((c, i) => ({ userId: c.userId, lots: shares[i]!, sign: 1 as const })),
    ]);
  }

  /**
   * A pot shared by two players or more: each takes min(stake, their protected gems) into it,
   * and the pot's lots go to the payouts in proportion. A bot's share (the house's) is the
   * house's to lose: it simply ends. Call under every player's lock.
   */
  async sharedPot(tx: Tx, pot: SharedPot): Promise<void> {
    const players = [...new Set(pot.seats.flatMap((s) => (s.userId ? [s.userId] : [])))];
    if (players.length < 2) return; // against the house alone: nothing changes hands
    const staked = new Map<string, number>();
    for (const s of pot.seats)
      if (s.userId) staked.set(s.userId, (staked.get(s.userId) ?? 0) + s.stake);
    const parts: Part[] = [];
    for (const userId of players) {
      const lots = takeLots(await this.heldBy(tx, userId), staked.get(userId)!);
      parts.push({ userId, lots, sign: -1 });
    }
    const inPot = mergeLots(parts.flatMap((p) => p.lots));
    if (inPot.length === 0) return;
    const shares = shareLots(
      inPot,
      pot.seats.map((s) => (s.userId ? s.payout : 0)),
      pot.seats.reduce((sum, s) => sum + s.payout, 0),
    );
    pot.seats.forEach((s, i) => {
      if (s.userId) parts.push({ userId: s.userId, lots: shares[i]!, sign: 1 });
    });
    await this.write(tx, pot.kind, pot.reference, parts);
  }

  /** Who else holds part of a deposit's protection (a reversal names them). */
  async carriedOn(
    tx: Tx,
    deposit: string,
  ): Promise<Array<{ userId: string | null; pool: string | null; amount: number }>> {
    const rows = await tx.query<{
      user_id: string | null;
      pool: string | null;
      amount: number | string;
    }>(CARRIED_ON, [deposit]);
    return rows.map((r) => ({ userId: r.user_id, pool: r.pool, amount: Number(r.amount) }));
  }

  /** One row per holder and deposit, netted (a player both staking and paid from one pot). */
  private async write(
    tx: Tx,
    kind: string,
    reference: string | undefined,
    parts: readonly Part[],
  ): Promise<void> {
    const net = new Map<
      string,
      { userId?: string; pool?: string; deposit: string; amount: number }
    >();
    for (const part of parts)
      for (const lot of part.lots) {
        const key = `${part.userId ?? ''}|${part.pool ?? ''}|${lot.deposit}`;
        const row = net.get(key) ?? {
          userId: part.userId,
          pool: part.pool,
          deposit: lot.deposit,
          amount: 0,
        };
        row.amount += part.sign * lot.amount;
        net.set(key, row);
      }
    const moved = [...net.values()].filter((r) => r.amount !== 0);
    if (moved.length === 0) return;
    await tx.query(INSERT_PROTECTION_CARRIES, [
      moved.map((r) => r.userId ?? null),
      moved.map((r) => r.pool ?? null),
      moved.map((r) => r.deposit),
      moved.map((r) => r.amount),
      moved.map(() => kind),
      moved.map(() => reference ?? null),
    ]);
  }
}
