import { randomUUID } from 'node:crypto';
import {
  WHEEL_COOLDOWN_MS,
  WHEEL_SPIN_MS,
  spinWheel,
  wheelTier,
  wheelTierOf,
} from '../../../../games/reward-wheel/core';
import type { WheelSpinRecord, WheelState } from '../../../shared/contract/wheel';
import { levelOf } from '../../../shared/levels';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { DomainError, conflict, notFound } from '../errors';
import type { SeedPairs } from '../fairness';
import { payoutReveal, revealInMs } from '../settlement';
import { type PlayCover, wheelValue } from '../rewards';
import type { Wallet } from '../wallet';
import { timeLeftText } from './timeLeft';
import {
  CLAIM_SPIN,
  INSERT_SPIN,
  LAST_SPIN,
  LIST_SPINS,
  PLAYER_WHEEL,
  TAKE_NONCE,
} from './wheelStatements';

/** Spins a player's list shows. */
const SPINS_LISTED = 20;
// A pair that vanished (a rotation committed in between) is created or found again.
const MAX_NONCE_ATTEMPTS = 5;

export interface WheelDeps {
  db: Database;
  wallet: Wallet;
  seeds: SeedPairs;
  /** Free value needs play: the last 24 h of wagers must cover the spin's expected prize. */
  cover: PlayCover;
  /** Milliseconds since the epoch; tests move it to cross the 24 h rule. */
  clock?: () => number;
}

export interface SpinResult {
  spin: WheelSpinRecord;
  nextSpinAt: string;
  balance: number;
  ledgerPosition: number;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export const wheelNotReady = (msLeft: number) =>
  conflict('WHEEL_NOT_READY', `Your next free spin is ready in ${timeLeftText(msLeft)}`);

/**
 * The reward wheel: one free spin per 24 h from the player's last, its prize decided by the
 * player's own seed pair at its next nonce (games/reward-wheel/core) and paid from
 * promotions. The claim, the nonce, the spin row and the money commit together, and only
 * when the player's wagers of the last 24 h carried edge covering the spin (playCover.ts).
 */
export class RewardWheel {
  private readonly clock: () => number;

  constructor(private readonly deps: WheelDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async state(userId: string): Promise<WheelState> {
    return autocommit(this.deps.db, async (tx) => {
      const [row] = await tx.query<{ xp: number | string; last_spun_at: Date | null }>(
        PLAYER_WHEEL,
        [userId],
      );
      if (!row) throw notFound('No such player');
      const level = levelOf(Number(row.xp)).level;
      const tier = wheelTierOf(level);
      const readyAt = row.last_spun_at
        ? new Date(row.last_spun_at).getTime() + WHEEL_COOLDOWN_MS
        : null;
      return {
        level,
        tier,
        segments: wheelTier(tier).segments.map(({ prize, tickets }) => ({ prize, tickets })),
        nextSpinAt: readyAt !== null && readyAt > this.clock() ? iso(readyAt) : null,
      };
    });
  }

  async spin(userId: string): Promise<SpinResult> {
    const now = this.clock();
    return transact(this.deps.db, async (tx) => {
      const [claimed] = await tx.query(CLAIM_SPIN, [
        userId,
        new Date(now),
        new Date(now - WHEEL_COOLDOWN_MS),
      ]);
      if (!claimed) {
        const [last] = await tx.query<{ last_spun_at: Date }>(LAST_SPIN, [userId]);
        const readyAt = new Date(last!.last_spun_at).getTime() + WHEEL_COOLDOWN_MS;
        throw wheelNotReady(readyAt - now);
      }
      const [player] = await tx.query<{ xp: number | string }>(PLAYER_WHEEL, [userId]);
      if (!player) throw notFound('No such player');
      const tier = wheelTierOf(levelOf(Number(player.xp)).level);
      const pair = await this.takeNonce(tx, userId);
      const seeds = {
        serverSeed: pair.server_seed,
        clientSeed: pair.client_seed,
        nonce: pair.nonce,
      };
      const outcome = spinWheel(seeds, tier);
      const id = randomUUID();
      const spunAt = new Date(now);
      await tx.query(INSERT_SPIN, [
        id,
        userId,
        pair.id,
        pair.nonce,
        tier,
        outcome.ticket,
        outcome.segment,
        outcome.prize,
        spunAt,
      ]);
      const paid = await this.deps.wallet.move(tx, {
        userId,
        amount: outcome.prize,
        counterparty: 'promo',
        kind: 'wheel-prize',
        reference: id,
        idempotencyKey: `wheel:${id}`,
        // Other tabs show the prize only once the spinning tab's wheel has landed.
        reveal: payoutReveal(id, outcome.prize, revealInMs(WHEEL_SPIN_MS)),
      });
      // After the wallet move, as a daily case checks after its funding (one lock order).
      await this.deps.cover.ensureDaily(tx, userId, wheelValue(tier), id);
      return {
        spin: {
          id,
          tier,
          ticket: outcome.ticket,
          segment: outcome.segment,
          prize: outcome.prize,
          serverSeedHash: pair.server_seed_hash,
          clientSeed: pair.client_seed,
          nonce: pair.nonce,
          serverSeed: null,
          spunAt: spunAt.toISOString(),
        },
        nextSpinAt: iso(now + WHEEL_COOLDOWN_MS),
        balance: paid.balance,
        ledgerPosition: paid.ledgerPosition,
      };
    });
  }

  async spins(userId: string): Promise<WheelSpinRecord[]> {
    return autocommit(this.deps.db, async (tx) => {
      const rows = await tx.query<{
        id: string;
        tier: number;
        ticket: number;
        segment: number;
        prize: number | string;
        nonce: number;
        spun_at: Date;
        server_seed_hash: string;
        client_seed: string;
        server_seed: string | null;
      }>(LIST_SPINS, [userId, SPINS_LISTED]);
      return rows.map((row) => ({
        id: row.id,
        tier: Number(row.tier),
        ticket: Number(row.ticket),
        segment: Number(row.segment),
        prize: Number(row.prize),
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: Number(row.nonce),
        serverSeed: row.server_seed,
        spunAt: iso(row.spun_at),
      }));
    });
  }

  /** The active pair's next nonce, taken in this transaction (a pair is made if none). */
  private async takeNonce(tx: Tx, userId: string) {
    for (let attempt = 1; ; attempt++) {
      const [row] = await tx.query<{
        id: string;
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
        nonce: number | string;
      }>(TAKE_NONCE, [userId]);
      if (row) return { ...row, nonce: Number(row.nonce) };
      if (attempt >= MAX_NONCE_ATTEMPTS)
        throw new DomainError(
          'SEEDS_CHANGING',
          'Your seeds changed while this was being placed: please try again',
          409,
        );
      await this.deps.seeds.forPlay(tx, userId);
    }
  }
}
