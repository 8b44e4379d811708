import { z } from 'zod';
import { balanceSchema } from '../money';
import { hex64Schema, isoDateTimeSchema } from './common';
import { httpCall } from './define';

// Proof of liabilities (docs/architecture/proof-of-liabilities.md): the published roots of the
// Merkle sum trees over what the site owes its players, and a player's inclusion proof in the
// latest one.

export const liabilityRootSchema = z.object({
  /** The root's hash, lowercase hex. */
  root: hex64Schema,
  /** The root's sum: everything owed to players, in hundredths. */
  total: balanceSchema,
  players: z.number().int().nonnegative(),
  at: isoDateTimeSchema,
});
export type LiabilityRoot = z.infer<typeof liabilityRootSchema>;

export const liabilityProofSchema = z.object({
  /** The root this proof leads to; `sum` is the published total. */
  root: z.object({ hash: hex64Schema, sum: balanceSchema }),
  at: isoDateTimeSchema,
  leaf: z.object({
    /** Yours alone, for this tree: without it nobody can tell your leaf from another. */
    salt: hex64Schema,
    /** SHA-256 of your user id. */
    userHash: hex64Schema,
    /** What the site owed you: balance + vault + withdrawals in flight, in hundredths. */
    amount: balanceSchema,
  }),
  /** From your leaf up: each sibling's hash and sum, and where it sits. */
  path: z.array(
    z.object({ hash: hex64Schema, sum: balanceSchema, side: z.enum(['left', 'right']) }),
  ),
});
export type LiabilityProof = z.infer<typeof liabilityProofSchema>;

export const liabilitiesCalls = {
  listLiabilityRoots: httpCall({
    method: 'GET',
    path: '/open-books/liabilities',
    summary:
      'The last 30 proofs of liabilities, newest first: each Merkle sum tree’s root hash, total owed to players, player count and time',
    response: z.array(liabilityRootSchema),
  }),
  myLiabilityProof: httpCall({
    method: 'GET',
    path: '/users/me/liabilities-proof',
    summary:
      'Your inclusion proof in the latest tree: your leaf (salt, hashed user id, amount) and the path to the published root',
    auth: true,
    response: liabilityProofSchema,
  }),
  buildLiabilityTree: httpCall({
    method: 'POST',
    path: '/admin/open-books/liabilities',
    summary: 'Build and publish a proof of liabilities now (admins); answers its root',
    auth: true,
    permission: 'openBooks.publish',
    response: liabilityRootSchema,
  }),
};
