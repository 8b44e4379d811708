/**
 * Values kept in memory up to a total of bytes; the least recently used go first. A Map
 * keeps insertion order, so a read re-inserts its entry at the end and eviction takes from
 * the front.
 */
export class ByteLruCache<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps a value unless it alone is larger than the whole cache. */
  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.total -= old.byteLength;
    }
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.byteLength;
    }
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
