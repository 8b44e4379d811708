import {
  REVEALED_PAGE_MAX,
  type RevealedSeedPair,
  type SeedsState,
} from '../../../shared/contract/fairness';
import type { Database, Statement } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import { conflict } from '../errors';
import {
  INSERT_FIRST_PAIR,
  INSERT_PROMOTED_PAIR,
  REVEAL_ACTIVE,
  SELECT_ACTIVE,
  SELECT_REVEALED,
  SELECT_FOR_PLAY,
  UNSETTLED_BET_ON_PAIR,
} from './seedPairStatements';
import { newClientSeed, newServerSeed } from './serverSeeds';

/** A player's active pair and the nonce its next bet takes. */
export interface PlayablePair {
  seedPairId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  active: SeedsState['active'];
  next: SeedsState['next'];
}

// A pair that vanished under us (a rotation committed in between) is found by the next
// statement. Each miss means another rotation committed, so every retry follows real
// progress; only a player rotating without pause could keep a bet missing this often.
const MAX_ATTEMPTS = 25;

const seedsChanging = () =>
  conflict('SEEDS_CHANGING', 'Your seeds changed while this was being placed: please try again');

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * The players' provably fair seed pairs (docs/games/fairness.md, "Seed pairs"). A pair is created
 * on first use; its nonce is taken inside the bet's own transaction, so a bet and its nonce commit
 * or roll back together and no (server seed, client seed, nonce) is ever used twice.
 */
export class SeedPairs {
  constructor(private readonly db: Database) {}

  /**
   * The first pair made with the browser's client seed (the player's:
   * docs/games/fairness.md, "Seed pairs"), created here unless the player already has one, which
   * stays as it is.
   */
  async start(userId: string, clientSeed: string): Promise<SeedsState> {
    await transact(this.db, (tx) => this.createFirst(tx, userId, clientSeed));
    return this.state(userId);
  }

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
   * The active pair with the nonce its next bet takes, created if the player has none. Read
   * only: the bet takes the nonce in bet_settle(), and only if it is still this one.
   */
  async forPlay(tx: Tx, userId: string): Promise<PlayablePair> {
    const row = await this.onActivePair<{
      id: string;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
    }>(tx, userId, SELECT_FOR_PLAY);
    return {
      seedPairId: row.id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
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

  /** A page of revealed pairs, newest first; `nextCursor` asks for the page after it. */
  async revealed(
    userId: string,
    page: { before?: string | undefined; limit?: number | undefined } = {},
  ): Promise<{ pairs: RevealedSeedPair[]; nextCursor: string | null }> {
    const limit = page.limit ?? REVEALED_PAGE_MAX;
    return transact(this.db, async (tx) => {
      // One more than asked tells whether another page follows.
      const rows = await tx.query<{
        id: string;
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
        nonce: number;
        created_at: Date;
        revealed_at: Date;
      }>(SELECT_REVEALED, [userId, limit + 1, page.before ?? null]);
      const shown = rows.slice(0, limit);
      return {
        pairs: shown.map((row) => ({
          serverSeed: row.server_seed,
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: Number(row.nonce),
          createdAt: iso(row.created_at),
          revealedAt: iso(row.revealed_at),
        })),
        nextCursor: rows.length > limit ? shown.at(-1)!.id : null,
      };
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

  /** The player's first pair unless one is active; the client seed is the server's if none is given. */
  private async createFirst(tx: Tx, userId: string, clientSeed = newClientSeed()): Promise<void> {
    const active = newServerSeed();
    const next = newServerSeed();
    await tx.query(INSERT_FIRST_PAIR, [
      userId,
      active.seed,
      active.hash,
      clientSeed,
      next.seed,
      next.hash,
    ]);
  }
}
