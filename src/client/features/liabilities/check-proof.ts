import type { LiabilityProof, LiabilityRoot } from '../../../shared/contract/liabilities';
import { userHashOf, verifyProof } from '../../../shared/liabilities/merkleSumTree';
import { sha256Text, sha256TextHex } from '../../../shared/liabilities/sha256';

export type ProofCheck =
  | { ok: true; amount: number; total: number; players: number; at: string }
  | { ok: false; reason: string };

/**
 * Checks, in the browser, the player's proof against the roots the site published: the leaf
 * is this player's, it is in the tree, and the tree is the newest published one.
 */
export function checkMyProof(
  proof: LiabilityProof,
  published: readonly LiabilityRoot[],
  userId: string,
): ProofCheck {
  const root = published.find((r) => r.root === proof.root.hash);
  if (!root) return { ok: false, reason: 'The proof names a root the site has not published.' };
  if (root !== published[0])
    return { ok: false, reason: 'The proof is for an older tree than the newest published one.' };
  if (proof.leaf.userHash !== userHashOf(userId, sha256Text))
    return { ok: false, reason: 'The leaf in this proof is not yours: its user hash differs.' };
  const verdict = verifyProof(proof, { hash: root.root, sum: root.total }, sha256TextHex);
  if (!verdict.ok) return { ok: false, reason: `The proof does not check: ${verdict.reason}.` };
  return {
    ok: true,
    amount: proof.leaf.amount,
    total: root.total,
    players: root.players,
    at: root.at,
  };
}
