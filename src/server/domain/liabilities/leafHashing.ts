import { createHash, createHmac } from 'node:crypto';
import {
  type MerkleSumTree,
  type Sha256,
  buildLevels,
  leafLevel,
  setLeaf,
} from '../../../shared/liabilities/merkleSumTree';

// The server's side of the leaves: Node's SHA-256 (the browser checks with the same scheme
// through noble), and each player's salt derived from the tree's secret key, so the salts of
// 30 trees need no table of their own and stay the same for as long as the tree is kept.

export const sha256: Sha256 = (text) => createHash('sha256').update(text).digest();

/** The player's salt in one tree: HMAC-SHA256(the tree's key, the user id), lowercase hex. */
export const saltOf = (saltKey: string, userId: string): string =>
  createHmac('sha256', saltKey).update(userId).digest('hex');

export const userHashOfId = (userId: string): string =>
  createHash('sha256').update(userId.toLowerCase()).digest('hex');

/** The tree over these players, in this order. */
export function treeOf(
  saltKey: string,
  players: readonly { userId: string; amount: number }[],
): MerkleSumTree {
  const level = leafLevel(players.length);
  players.forEach(({ userId, amount }, i) =>
    setLeaf(
      level,
      i,
      { salt: saltOf(saltKey, userId), userHash: userHashOfId(userId), amount },
      sha256,
    ),
  );
  return buildLevels(level, sha256);
}
