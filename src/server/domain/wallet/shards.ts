/** System accounts are split into this many rows (see migration 0001). */
export const SYSTEM_SHARDS = 16;

/** Every system account a player's money meets (requirement/holders.ts says what each is). */
export const SYSTEM_ACCOUNT_KINDS = ['house', 'cashier', 'promo', 'jackpot', 'rain'] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/** Pools split among players need one balance to split, so they are a single account. */
const SINGLE_ACCOUNT_KINDS: ReadonlySet<SystemAccountKind> = new Set(['rain', 'jackpot']);

/** The shard of `kind` that a player's movement meets. */
export function shardOf(kind: SystemAccountKind, userId: string): number {
  return SINGLE_ACCOUNT_KINDS.has(kind) ? 0 : shardFor(userId);
}

/** A player's movements always meet the same shard, so one transaction never waits on two. */
export function shardFor(userId: string): number {
  // FNV-1a over the id's characters: cheap, stable, evenly spread for UUIDs.
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SYSTEM_SHARDS;
}
