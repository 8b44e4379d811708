import { hash, randomBytes } from 'node:crypto';
import {
  DEFAULT_CHECKPOINT_INTERVAL,
  type HashChain,
  hashChainBuilder,
  restoreHashChain,
  roundHashOf,
} from '../../../../games/fair/chain';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { type Beacon, BeaconError, type BeaconEvidence } from '../beacon';
import {
  ALL_CHAINS,
  CHAIN_BY_GAME,
  CHAIN_ROUNDS_PLAYED,
  FIX_SALT,
  INSERT_CHAIN,
  PUBLICATION_TIME,
} from './roundChainStatements';

// The hash chains of the round games (docs/games/fairness.md, "Round chains"): built once per game,
// published (terminating hash and the beacon round named for the salt) before any round, and salted
// once that beacon round's public value exists. Only the checkpoints are secret. The salt is named
// at publication as the first beacon round due `saltDelayMs` later, and the commitment is announced
// in chat in the publishing transaction, so the terminating hash is public minutes before anyone
// can know the salt, in a record players saw as it came.

export interface RoundChainOptions {
  /** Elements per chain: 10,000,000 in production, small in tests. */
  length: number;
  checkpointInterval?: number;
  /** The salt is the first beacon round due at least this long after publication. */
  saltDelayMs: number;
  /** Tells the commitment to every player, inside the publishing transaction. */
  announce?: (tx: Tx, chain: PublishedChain) => Promise<void>;
}

/** What the fairness pages show of a chain. */
export interface PublishedChain {
  game: string;
  length: number;
  terminatingHash: string;
  beacon: { kind: string; label: string; round: number; expectedAt: Date };
  /** The beacon round's value, null until it exists; no round is played before. */
  salt: string | null;
  saltEvidence: BeaconEvidence | null;
  publishedAt: Date;
  /** The salt is the first beacon round due at or after this; null for older chains. */
  saltNotBefore: Date | null;
  saltFixedAt: Date | null;
  roundsPlayed: number;
}

/** A salted chain, for the round engine only: it can compute every round's hash. */
export interface PlayableChain {
  chain: HashChain;
  salt: string;
  roundsPlayed: number;
}

interface ChainRow extends Record<string, unknown> {
  game: string;
  length: number;
  checkpoint_interval: number;
  checkpoints: string[];
  terminating_hash: string;
  beacon: string;
  beacon_label: string;
  beacon_round: number | string;
  beacon_expected_at: Date | string;
  salt: string | null;
  salt_evidence: BeaconEvidence | null;
  published_at: Date | string;
  salt_not_before: Date | string | null;
  salt_fixed_at: Date | string | null;
  rounds_played: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How the server builds a chain: Node's one-shot SHA-256 of the same hex text as
 * nextInChain (0.7 µs a hash against 7 here, and no hash object left for the collector),
 * 1,000 elements between event-loop turns, so a first start's 10,000,000-element builds
 * hold a request up for about 1 ms, not the 70 ms of a whole checkpoint segment.
 */
export const SERVER_CHAIN_STEPS = {
  next: (hashHex: string) => hash('sha256', hashHex, 'hex'),
  yieldEvery: 1_000,
};

function published(row: ChainRow): PublishedChain {
  return {
    game: row.game,
    length: Number(row.length),
    terminatingHash: row.terminating_hash,
    beacon: {
      kind: row.beacon,
      label: row.beacon_label,
      round: Number(row.beacon_round),
      expectedAt: new Date(row.beacon_expected_at),
    },
    salt: row.salt,
    saltEvidence: row.salt_evidence,
    publishedAt: new Date(row.published_at),
    saltNotBefore: row.salt_not_before === null ? null : new Date(row.salt_not_before),
    saltFixedAt: row.salt_fixed_at === null ? null : new Date(row.salt_fixed_at),
    roundsPlayed: Number(row.rounds_played),
  };
}

export class RoundChains {
  /** Salted chains never change: each process restores one once (about 650 KB at 10M). */
  private readonly salted = new Map<string, { chain: HashChain; salt: string }>();

  constructor(
    private readonly db: Database,
    private readonly beacon: Beacon,
    private readonly options: RoundChainOptions,
  ) {}

  private async row(game: string): Promise<ChainRow | undefined> {
    const [row] = await autocommit(this.db, (tx) => tx.query<ChainRow>(CHAIN_BY_GAME, [game]));
    return row;
  }

  /**
   * The game's chain, built and published if it has none yet. The build yields to the
   * event loop between checkpoints; two processes building at once publish one chain
   * (the first insert wins, the other's work is dropped).
   */
  async ensure(game: string): Promise<PublishedChain> {
    const existing = await this.row(game);
    if (existing) return published(existing);
    const builder = hashChainBuilder(
      randomBytes(32).toString('hex'),
      this.options.length,
      this.options.checkpointInterval ?? DEFAULT_CHECKPOINT_INTERVAL,
      SERVER_CHAIN_STEPS,
    );
    let step = builder.next();
    while (!step.done) {
      await nextTurn();
      step = builder.next();
    }
    const chain = step.value;
    await transact(this.db, async (tx) => {
      // Named only now, after the chain exists, and minutes ahead of the publication time
      // (the database's, which the chat announcement carries too).
      const [clock] = await tx.query<{ now: Date | string }>(PUBLICATION_TIME, []);
      const notBefore = new Date(clock!.now).getTime() + this.options.saltDelayMs;
      const named = await this.beacon.roundAfter(notBefore);
      const [inserted] = await tx.query<ChainRow>(INSERT_CHAIN, [
        game,
        chain.length,
        chain.interval,
        chain.checkpoints,
        chain.terminatingHash,
        named.beacon,
        this.beacon.label,
        named.round,
        new Date(named.expectedAt),
        new Date(notBefore),
      ]);
      // Another process published first: its chain and its announcement stand.
      if (inserted) await this.options.announce?.(tx, published(inserted));
    });
    return published((await this.row(game))!);
  }

  /**
   * Reads the named beacon round and fixes the salt once it is final; until then answers
   * how long to wait. A beacon that cannot be reached is retried, one that fails
   * verification is an error to report (never a salt).
   */
  async fixSalt(game: string): Promise<{ chain: PublishedChain; retryAfterMs: number | null }> {
    const row = await this.row(game);
    if (!row) throw new Error(`rounds: ${game} has no chain yet`);
    if (row.salt !== null) return { chain: published(row), retryAfterMs: null };
    let reading;
    try {
      reading = await this.beacon.read(Number(row.beacon_round));
    } catch (error) {
      if (error instanceof BeaconError && error.kind === 'unavailable')
        return { chain: published(row), retryAfterMs: 5_000 };
      throw error;
    }
    if (reading.status === 'pending')
      return { chain: published(row), retryAfterMs: Math.max(50, reading.retryAfterMs) };
    await autocommit(this.db, (tx) =>
      tx.query(FIX_SALT, [game, reading.value, JSON.stringify(reading.evidence)]),
    );
    return { chain: published((await this.row(game))!), retryAfterMs: null };
  }

  /** Every published chain, for the fairness pages. */
  async published(): Promise<PublishedChain[]> {
    const rows = await autocommit(this.db, (tx) => tx.query<ChainRow>(ALL_CHAINS, []));
    return rows.map(published);
  }

  /** Round `number` of the game's salted chain: its hash and the salt, an outcome's inputs. */
  async round(game: string, number: number): Promise<{ hash: string; salt: string }> {
    const salted = this.salted.get(game) ?? (await this.playable(game));
    if (!salted) throw new Error(`${game}: the chain is not ready`);
    return { hash: roundHashOf(salted.chain, number), salt: salted.salt };
  }

  /** The game's salted chain for the round engine, or null while it is not ready. */
  async playable(game: string): Promise<PlayableChain | null> {
    const known = this.salted.get(game);
    if (known) {
      const [row] = await autocommit(this.db, (tx) =>
        tx.query<{ rounds_played: number }>(CHAIN_ROUNDS_PLAYED, [game]),
      );
      return { ...known, roundsPlayed: Number(row?.rounds_played ?? 0) };
    }
    const row = await this.row(game);
    if (!row || row.salt === null) return null;
    const chain = restoreHashChain({
      length: Number(row.length),
      interval: Number(row.checkpoint_interval),
      checkpoints: row.checkpoints,
      terminatingHash: row.terminating_hash,
    });
    this.salted.set(game, { chain, salt: row.salt });
    return { chain, salt: row.salt, roundsPlayed: Number(row.rounds_played) };
  }
}
