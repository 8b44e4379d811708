import { sql } from 'drizzle-orm';
import { crashPointE2FromRound } from '../../games/crash/core';
import { type HashChain, buildHashChain, roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import type { Database } from '../../src/server/db/client';

/**
 * A published, salted crash chain of the test's own, whose first round crashes between
 * `min` and `max` (hundredths): the salt is searched until it does, so a test knows the
 * crash point and can pick a round short enough to watch.
 */
export function crashChainWithFirstRound(min: number, max: number, length = 200) {
  const chain = buildHashChain(sha256Hex(`crash-test-chain-${min}-${max}`), length, 50);
  for (let i = 0; ; i++) {
    const salt = sha256Hex(`salt-${i}`);
    const crashPoint = crashPointE2FromRound(roundHashOf(chain, 1), salt);
    if (crashPoint >= min && crashPoint <= max) return { chain, salt, crashPoint };
  }
}

/** Publishes it as the crash chain, salt fixed (what the leader finds and plays). */
export async function publishCrashChain(db: Database, chain: HashChain, salt: string) {
  await db.execute(sql`
    INSERT INTO round_chains (game, length, checkpoint_interval, checkpoints, terminating_hash,
      beacon, beacon_label, beacon_round, beacon_expected_at, salt, salt_evidence, salt_fixed_at)
    VALUES ('crash', ${chain.length}, ${chain.interval}, ${sql.raw(
      `ARRAY[${chain.checkpoints.map((c) => `'${c}'`).join(',')}]::text[]`,
    )}, ${chain.terminatingHash}, 'local', 'Local beacon (development)', 1, now(), ${salt},
      '{"kind":"local"}'::jsonb, now())`);
}
