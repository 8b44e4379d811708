import { z } from 'zod';
import { hex64Schema } from './common';

// What a player needs to check a beacon value without asking the beacon (docs/games/fairness.md,
// "Beacons"): drand's BLS signature for the round, or the EOS block's id. The development
// beacon has none: its values are this server's own.

export const beaconEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drand-quicknet'),
    chainHash: hex64Schema,
    /** The BLS signature (G1, 96 hex) on sha256(round as 8 bytes big-endian). */
    signature: z.string().regex(/^[0-9a-f]{96}$/),
  }),
  z.object({
    kind: z.literal('eos'),
    /** The block's id: its first 4 bytes are the block number, its SHA-256 is the value. */
    blockId: hex64Schema,
    /** The last irreversible block when the value was read (at least the round). */
    lastIrreversibleBlockNum: z.number().int(),
  }),
  z.object({ kind: z.literal('local') }),
]);
export type BeaconEvidenceView = z.infer<typeof beaconEvidenceSchema>;
