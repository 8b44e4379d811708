import pg from 'pg';

// Exactly one process drives the round games at a time (docs/games/fairness.md, "Round chains"). On
// PostgreSQL the leader holds a session advisory lock on a connection of its own: if the
// process dies or its connection drops, PostgreSQL releases the lock and another process
// takes it at its next try. The embedded database has one process: it always leads.

export interface Leadership {
  readonly isLeader: boolean;
  /** Called when this process becomes the leader (at once if it already is). */
  onGain(listener: () => void): void;
  /** Called when this process stops being the leader (its connection dropped). */
  onLoss(listener: () => void): void;
  stop(): Promise<void>;
}

export class EmbeddedLeadership implements Leadership {
  readonly isLeader = true;
  onGain(listener: () => void): void {
    listener();
  }
  onLoss(): void {}
  async stop(): Promise<void> {}
}

/** Keys the round engine's advisory lock (any fixed bigint unused elsewhere). */
export const ROUND_LEADER_LOCK = 7_301_042_017;

export class PostgresLeadership implements Leadership {
  private leader = false;
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

  private async attempt(): Promise<void> {
    if (this.stopped || this.leader) return;
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.databaseUrl });
        client.on('error', (error) => this.lose(error));
        client.on('end', () => this.lose(undefined));
        await client.connect();
        this.client = client;
      }
      const { rows } = await this.client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [ROUND_LEADER_LOCK],
      );
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
      await client.end().catch(() => {});
    }
    if (was) for (const listener of this.losses) listener();
  }
}
