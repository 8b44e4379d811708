import { z } from 'zod';
import type { Database, Statement } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { Broadcast } from '../broadcast';
import { conflict } from '../errors';
import type { DomainEventBus } from '../events';
import type { ConsumeContext } from '../inventory';

/** Sweeps boosts whose end no timer of this process saw (another process activated them). */
const SWEEP_INTERVAL_MS = 30_000;
/** A timer fires a little after the end, so the database's clock has passed it too. */
const EXPIRY_SLACK_MS = 250;

/** Starts a boost unless one is still active (the rule: one boost at a time, no stacking). */
const ACTIVATE: Statement = {
  name: 'xp_boost_activate',
  text: `UPDATE users SET xp_boost_e2 = $2,
                          xp_boost_until = clock_timestamp() + $3::bigint * interval '1 millisecond'
         WHERE id = $1 AND (xp_boost_until IS NULL OR xp_boost_until <= clock_timestamp())
         RETURNING xp_boost_until`,
};

const ACTIVE: Statement = {
  name: 'xp_boost_active',
  text: `SELECT id, xp_boost_e2, xp_boost_until FROM users
         WHERE xp_boost_until > clock_timestamp()`,
};

/** Clears ended boosts; a row comes back to one process only, so each end is told once. */
const CLEAR_ENDED: Statement = {
  name: 'xp_boost_clear_ended',
  text: `UPDATE users SET xp_boost_e2 = NULL, xp_boost_until = NULL
         WHERE xp_boost_until <= clock_timestamp() AND ($1::uuid IS NULL OR id = $1)
         RETURNING id`,
};

const startedSchema = z.object({
  userId: z.string(),
  boostE2: z.number().int().positive(),
  until: z.iso.datetime(),
});

export const boostAlreadyActive = () =>
  conflict('XP_BOOST_ACTIVE', 'An XP boost is already active: use this one when it ends');

/**
 * XP boosts from the inventory. The users row holds the active one (migration 0023), and the
 * bet statements apply it, so the database decides what a wager credits. This process keeps
 * the boosts it knows (activated anywhere in the cluster, or active when it started) only to
 * tell the XP a bet gained, and a timer per boost to announce its end; a periodic sweep
 * clears ends no timer saw. Whoever clears an ended boost announces `xp-boost.expired`.
 */
export class XpBoosts {
  private readonly known = new Map<string, { boostE2: number; untilMs: number }>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;
  private onError: (error: unknown) => void = () => {};

  constructor(
    private readonly db: Database,
    private readonly events: DomainEventBus,
    private readonly broadcast: Broadcast,
  ) {
    this.unsubscribe = broadcast.subscribe('xp-boost.started', (message) => {
      const parsed = startedSchema.safeParse(message);
      if (parsed.success) this.remember(parsed.data.userId, parsed.data.boostE2, parsed.data.until);
    });
  }

  /** The player's active boost factor in hundredths, as this process knows it; or null. */
  boostOf = (userId: string): number | null => {
    const boost = this.known.get(userId);
    return boost && boost.untilMs > Date.now() ? boost.boostE2 : null;
  };

  /** The inventory's effect for an XP boost item: starts it in the use's transaction. */
  consume = async (tx: Tx, use: ConsumeContext): Promise<void> => {
    const boost = use.item.boost;
    if (!boost) throw new Error(`${use.item.id} has no boost`);
    const [row] = await tx.query<{ xp_boost_until: Date }>(ACTIVATE, [
      use.userId,
      boost.factorE2,
      boost.durationMs,
    ]);
    if (!row) throw boostAlreadyActive();
    const until = new Date(row.xp_boost_until);
    tx.afterCommit(() => {
      void this.broadcast.publish('xp-boost.started', {
        userId: use.userId,
        boostE2: boost.factorE2,
        until: until.toISOString(),
      });
      this.events.emit('xp-boost.activated', {
        userId: use.userId,
        multiplier: boost.factorE2 / 100,
        endsAt: until,
      });
    });
  };

  /** Loads the active boosts and starts the sweep; a restart so keeps announcing ends. */
  async start(onError: (error: unknown) => void): Promise<void> {
    this.onError = onError;
    const rows = await autocommit(this.db, (tx) =>
      tx.query<{ id: string; xp_boost_e2: number; xp_boost_until: Date }>(ACTIVE, []),
    );
    for (const row of rows)
      this.remember(row.id, Number(row.xp_boost_e2), new Date(row.xp_boost_until).toISOString());
    this.sweeper = setInterval(() => void this.sweep().catch(this.onError), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  stop(): void {
    this.unsubscribe();
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Clears every ended boost (or one player's) and announces each end once. */
  async sweep(userId: string | null = null): Promise<string[]> {
    const rows = await autocommit(this.db, (tx) => tx.query<{ id: string }>(CLEAR_ENDED, [userId]));
    for (const { id } of rows) {
      this.known.delete(id);
      this.events.emit('xp-boost.expired', { userId: id });
    }
    return rows.map((row) => row.id);
  }

  private remember(userId: string, boostE2: number, until: string): void {
    const untilMs = Date.parse(until);
    this.known.set(userId, { boostE2, untilMs });
    const previous = this.timers.get(userId);
    if (previous) clearTimeout(previous);
    // Timers hold at most 2^31 - 1 ms; the sweep covers anything longer.
    const delay = Math.min(untilMs - Date.now() + EXPIRY_SLACK_MS, 2 ** 31 - 1);
    const timer = setTimeout(
      () => {
        this.timers.delete(userId);
        void this.sweep(userId).catch(this.onError);
      },
      Math.max(0, delay),
    );
    timer.unref();
    this.timers.set(userId, timer);
  }
}
