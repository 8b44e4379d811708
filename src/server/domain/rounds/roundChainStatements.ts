import type { Statement } from '../../db/client';

/** The publishing transaction's time: the chain's and its chat announcement's. */
export const PUBLICATION_TIME: Statement = {
  name: 'round_chain_publication_time',
  text: `SELECT now() AS now`,
};

/** A chain published with its named salt round; nothing when the game has one already. */
export const INSERT_CHAIN: Statement = {
  name: 'round_chain_insert',
  text: `INSERT INTO round_chains (game, length, checkpoint_interval, checkpoints, terminating_hash,
                                   beacon, beacon_label, beacon_round, beacon_expected_at,
                                   salt_not_before, published_at)
         VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT (game) DO NOTHING
         RETURNING *`,
};
