import { sql } from 'drizzle-orm';
import { type HashChain, buildHashChain, roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import { rouletteSlotFromRound, slotKind } from '../../games/roulette/core';
import type { Database } from '../../src/server/db/client';

/** A round's kind as a pattern names it: a slot kind, or NOT_GREEN for any other. */
export type SlotPattern = ReturnType<typeof slotKind> | 'NOT_GREEN';

const fits = (slot: number, want: SlotPattern) =>
  want === 'NOT_GREEN' ? slotKind(slot) !== 'GREEN' : slotKind(slot) === want;

/**
 * A roulette chain of the test's own whose first rounds land on `pattern` (round 1 first):
 * salts `salt-<i>` are tried from `from` on until one fits, so a test knows every slot in
 * advance and can pick its bets. `from` is only a hint that finds a rare pattern at once.
 */
export function rouletteChainWithSlots(pattern: readonly SlotPattern[], from = 0, length = 200) {
  const chain = buildHashChain(sha256Hex('roulette-test-chain'), length, 50);
  const hashes = pattern.map((_, i) => roundHashOf(chain, i + 1));
  for (let i = from; ; i++) {
    const salt = sha256Hex(`salt-${i}`);
    let ok = true;
    for (let k = 0; k < pattern.length && ok; k++)
      ok = fits(rouletteSlotFromRound(hashes[k]!, salt), pattern[k]!);
    if (ok) {
      const slots = hashes.map((hash) => rouletteSlotFromRound(hash, salt));
      return { chain, salt, slots, saltIndex: i };
    }
  }
}

/** Publishes it as the roulette chain, salt fixed (what the leader finds and plays). */
export async function publishRouletteChain(db: Database, chain: HashChain, salt: string) {
  await db.execute(sql`
    INSERT INTO round_chains (game, length, checkpoint_interval, checkpoints, terminating_hash,
      beacon, beacon_label, beacon_round, beacon_expected_at, salt, salt_evidence, salt_fixed_at)
    VALUES ('roulette', ${chain.length}, ${chain.interval}, ${sql.raw(
      `ARRAY[${chain.checkpoints.map((c) => `'${c}'`).join(',')}]::text[]`,
    )}, ${chain.terminatingHash}, 'local', 'Local beacon (development)', 1, now(), ${salt},
      '{"kind":"local"}'::jsonb, now())`);
}
