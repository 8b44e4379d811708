import type { FairSeeds } from '../../../../games/fair';
import type { RevealedSeedPair, SeedsState } from '../../../shared/contract/fairness';
import type { Database, Statement } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import { conflict } from '../errors';
import {
  INSERT_FIRST_PAIR,
  INSERT_PROMOTED_PAIR,
  REVEAL_ACTIVE,
  SELECT_ACTIVE,
  SELECT_REVEALED,
  TAKE_NONCE,
  UNSETTLED_BET_ON_PAIR,
} from './seedPairStatements';
import { newClientSeed, newServerSeed } from './serverSeeds';

/** What a bet gets from its player's active pair: the seeds to play and how to show them. */
export interface NonceGrant {
  seedPairId: string;
  seeds: FairSeeds;
  serverSeedHash: string;
  username: string;
}

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  active: SeedsState['active'];
  next: SeedsState['next'];
}

const REVEALED_LIST_MAX = 50;
// A pair that vanished under us (a rotation committed in between) is found by the next
// statement. Each miss means another rotation committed, so every retry follows real
// progress; only a player rotating without pause could keep a bet missing this often.
const MAX_ATTEMPTS = 25;

const seedsChanging = () =>
  conflict('SEEDS_CHANGING', 'Your seeds changed while this was being placed: please try again');

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * The players' provably fair seed pairs (games.md, "Fairness"). A pair is created on first
 * use; its nonce is taken inside the bet's own transaction, so a bet and its nonce commit or
 * roll back together and no (server seed, client seed, nonce) is ever used twice.
 */
export class SeedPairs {
  constructor(private readonly db: Database) {}

  async state(userId: string): Promise<SeedsState> {
    return transact(this.db, async (tx) => {
      const row = await this.onActivePair<{
        server_seed_hash: string;
        client_seed: string;
        nonce: number;
        next_server_seed_hash: string;
      }>(tx, userId, SELECT_ACTIVE);
      return {
        active: {
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: Number(row.nonce),
        },
        next: { serverSeedHash: row.next_server_seed_hash },
      };
    });
  }

  /**
   * Takes the active pair's next nonce inside the caller's transaction. Under READ COMMITTED
   * the UPDATE can find no row: the player has none yet, or a rotation committed while we
   * waited for its lock (the re-checked old row is revealed; the new one is not in our
   * statement's snapshot). Both are settled by creating one if missing and asking again.
   */
  async takeNonce(tx: Tx, userId: string): Promise<NonceGrant> {
    const row = await this.onActivePair<{
      id: string;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
      username: string;
    }>(tx, userId, TAKE_NONCE);
    return {
      seedPairId: row.id,
      seeds: {
        serverSeed: row.server_seed,
        clientSeed: row.client_seed,
        nonce: Number(row.nonce),
      },
      serverSeedHash: row.server_seed_hash,
      username: row.username,
    };
  }

  /** Reveals the active server seed, promotes the committed next one and starts at nonce 0. */
  async rotate(userId: string, clientSeed: string): Promise<Rotation> {
    return transact(this.db, async (tx) => {
      const old = await this.revealActive(tx, userId);
      const [open] = await tx.query(UNSETTLED_BET_ON_PAIR, [old.id]);
      if (open) {
        // Revealing now would tell the player where the mines of the game they are playing are.
        throw conflict(
          'GAME_IN_PROGRESS',
          'Finish your mines game before changing seeds: its outcome depends on the current seed',
        );
      }
      const next = newServerSeed();
      await tx.query(INSERT_PROMOTED_PAIR, [
        userId,
        old.next_server_seed,
        old.next_server_seed_hash,
        clientSeed,
        next.seed,
        next.hash,
      ]);
      return {
        revealed: {
          serverSeed: old.server_seed,
          serverSeedHash: old.server_seed_hash,
          clientSeed: old.client_seed,
          nonce: Number(old.nonce),
        },
        active: { serverSeedHash: old.next_server_seed_hash, clientSeed, nonce: 0 },
        next: { serverSeedHash: next.hash },
      };
    });
  }

  async revealed(userId: string): Promise<RevealedSeedPair[]> {
    return transact(this.db, async (tx) => {
      const rows = await tx.query<{
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
        nonce: number;
        created_at: Date;
        revealed_at: Date;
      }>(SELECT_REVEALED, [userId, REVEALED_LIST_MAX]);
      return rows.map((row) => ({
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: Number(row.nonce),
        createdAt: iso(row.created_at),
        revealedAt: iso(row.revealed_at),
      }));
    });
  }

  private revealActive(tx: Tx, userId: string) {
    return this.onActivePair<{
      id: string;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
      next_server_seed: string;
      next_server_seed_hash: string;
    }>(tx, userId, REVEAL_ACTIVE);
  }

  /**
   * Runs a statement on the player's active pair ($1 = user id). No row means the player
   * has no pair yet, or a rotation committed while we waited: create one if missing and
   * ask again, a bounded number of times.
   */
  private async onActivePair<T extends Record<string, unknown>>(
    tx: Tx,
    userId: string,
    statement: Statement,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const [row] = await tx.query<T>(statement, [userId]);
      if (row) return row;
      if (attempt >= MAX_ATTEMPTS) throw seedsChanging();
      await this.createFirst(tx, userId);
    }
  }

  private async createFirst(tx: Tx, userId: string): Promise<void> {
    const active = newServerSeed();
    const next = newServerSeed();
    await tx.query(INSERT_FIRST_PAIR, [
      userId,
      active.seed,
      active.hash,
      newClientSeed(),
      next.seed,
      next.hash,
    ]);
  }
}
