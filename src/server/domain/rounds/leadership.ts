import pg from 'pg';

// Exactly one process drives the round games at a time (docs/games/fairness.md, "Round chains"). On
// PostgreSQL the leader holds a session advisory lock on a connection of its own: if the
// process dies or its connection drops, PostgreSQL releases the lock and another process
// takes it at its next try. The embedded database has one process: it always leads.

export interface Leadership {
  readonly isLeader: boolean;
  /** Whether this process knows if it leads: its first try for the lock answered. */
  readonly settled: boolean;
  /** Called when this process becomes the leader (at once if it already is). */
  onGain(listener: () => void): void;
  /** Called when this process stops being the leader (its connection dropped). */
  onLoss(listener: () => void): void;
  stop(): Promise<void>;
}

export class EmbeddedLeadership implements Leadership {
  readonly isLeader = true;
  readonly settled = true;
  onGain(listener: () => void): void {
    listener();
  }
  onLoss(): void {}
  async stop(): Promise<void> {}
}

/** Keys the round engine's advisory lock (any fixed bigint unused elsewhere). */
export const ROUND_LEADER_LOCK = 7_301_042_017;

/** A leader that stops says so here, so a waiting process tries at once, not at its next retry. */
export const LEADER_RELEASED_CHANNEL = 'gemdrop_round_leader_released';

export class PostgresLeadership implements Leadership {
  private leader = false;
  private answered = false;
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly gains = new Set<() => void>();
  private readonly losses = new Set<() => void>();

  constructor(
    private readonly databaseUrl: string,
    private readonly retryMs = 2_000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  get settled(): boolean {
    return this.answered;
  }

  onGain(listener: () => void): void {
    this.gains.add(listener);
    if (this.leader) listener();
  }

  onLoss(listener: () => void): void {
    this.losses.add(listener);
  }

  start(): this {
    void this.attempt();
    return this;
  }

  private trying = false;

  private async attempt(): Promise<void> {
    // One try at a time: the lock is re-entrant, so two at once could both "gain" it.
    if (this.stopped || this.leader || this.trying) return;
    this.trying = true;
    try {
      await this.tryLock();
    } finally {
      this.trying = false;
    }
  }

  private async tryLock(): Promise<void> {
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.databaseUrl });
        client.on('error', (error) => this.lose(error));
        client.on('end', () => this.lose(undefined));
        client.on('notification', () => void this.attempt());
        await client.connect();
        await client.query(`LISTEN ${LEADER_RELEASED_CHANNEL}`);
        this.client = client;
      }
      const { rows } = await this.client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [ROUND_LEADER_LOCK],
      );
      this.answered = true;
      if (rows[0]?.locked && !this.stopped) {
        this.leader = true;
        for (const listener of this.gains) listener();
        return;
      }
    } catch (error) {
      this.onError(error);
      this.dropClient();
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.attempt(), this.retryMs);
    this.timer.unref();
  }

  private lose(error: unknown): void {
    if (error) this.onError(error);
    this.dropClient();
    if (this.leader) {
      this.leader = false;
      for (const listener of this.losses) listener();
    }
    this.schedule();
  }

  private dropClient(): void {
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners('end');
    client?.end().catch(() => {});
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    const was = this.leader;
    this.leader = false;
    if (client) {
      client.removeAllListeners('end');
      // Released and told in one statement: a waiting process takes the lock at once.
      if (was)
        await client
          .query('SELECT pg_advisory_unlock($1), pg_notify($2, $3)', [
            ROUND_LEADER_LOCK,
            LEADER_RELEASED_CHANNEL,
            '',
          ])
          .catch(() => {});
      await client.end().catch(() => {});
    }
    if (was) for (const listener of this.losses) listener();
  }
}
