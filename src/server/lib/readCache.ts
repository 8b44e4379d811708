/**
 * One value read from a store and kept for `ttlMs`: readers inside that time share it, and
 * readers that come while a read is under way share that read. A failed read is not kept.
 * For values that change rarely and only out of band (a migration, an operator's SQL), where
 * seconds of delay are harmless.
 */
export class ReadCache<T> {
  private kept: { until: number; value: Promise<T>; settled: boolean } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept value, or `load`'s. With `joinPending: false` a read under way is not waited
   * for: a caller inside a transaction on a single connection (PGlite) must not wait for a
   * read that waits for that connection.
   */
  read(load: () => Promise<T>, { joinPending = true }: { joinPending?: boolean } = {}): Promise<T> {
    const now = this.now();
    const kept = this.kept;
    if (kept && now < kept.until && (kept.settled || joinPending)) return kept.value;
    const value = load();
    if (kept && !kept.settled) return value;
    const fresh = { until: now + this.ttlMs, value, settled: false };
    this.kept = fresh;
    value.then(
      () => (fresh.settled = true),
      () => {
        if (this.kept === fresh) this.kept = undefined;
      },
    );
    return value;
  }

  /** The next read loads again. */
  clear(): void {
    this.kept = undefined;
  }
}
