// Proof of liabilities: a Merkle sum tree over what the site owes each player
// (docs/architecture/proof-of-liabilities.md). Pure: the server builds with it, the browser checks a proof with it.
//
// leaf hash = SHA256(`leaf:${salt}:${userHash}:${amount}`), leaf sum = amount
// node hash = SHA256(`node:${leftHash}:${leftSum}:${rightHash}:${rightSum}`), node sum = left + right
//
// Amounts are integer hundredths written in decimal, hashes lowercase hex. A level with an odd
// count moves its last node up unchanged (no padding node, no hash of its own): so a path has
// a step only where its node had a partner, and every published hash is one of the two forms.

/** SHA-256 of the text's UTF-8 bytes (32 bytes); the server passes Node's, the browser noble's. */
export type Sha256 = (text: string) => Uint8Array;
/** The same as 64 lowercase hex characters: what a proof's check works in. */
export type Sha256Hex = (text: string) => string;

export interface LiabilityLeaf {
  /** Per player and per tree, so a leaf hash says nothing about who or how much. */
  salt: string;
  /** SHA-256 of the player's id (userHashOf). */
  userHash: string;
  /** What the site owes the player, in hundredths. */
  amount: number;
}

export interface PathStep {
  hash: string;
  sum: number;
  /** Where the sibling sits. */
  side: 'left' | 'right';
}

export interface TreeRoot {
  hash: string;
  sum: number;
}

export interface InclusionProof {
  leaf: LiabilityLeaf;
  path: PathStep[];
}

export type Verdict = { ok: true; root: TreeRoot } | { ok: false; reason: string };

/** One level: 32 bytes a node, and each node's sum. */
interface Level {
  hashes: Uint8Array;
  sums: Float64Array;
  count: number;
}

export interface MerkleSumTree {
  /** Leaves first, the root's level last. */
  levels: Level[];
  root: TreeRoot;
  /** Hex of the nodes of the upper levels, written once: each is a sibling in many paths. */
  hexCache: Map<number, string>[];
}

/** Levels from this one up are cached: a node there is a sibling in 8 paths or more. */
const CACHED_FROM_LEVEL = 3;

const HEX64 = /^[0-9a-f]{64}$/;
/** ASCII codes of each byte's two hex digits. */
const DIGITS = new TextEncoder().encode('0123456789abcdef');
const scratch = new Uint8Array(64);

/** Lowercase hex of 32 bytes at `offset` (built flat: a hot path, millions of times a tree). */
export function hexAt(bytes: Uint8Array, offset = 0): string {
  for (let i = 0; i < 32; i++) {
    const b = bytes[offset + i]!;
    scratch[2 * i] = DIGITS[b >> 4]!;
    scratch[2 * i + 1] = DIGITS[b & 15]!;
  }
  return String.fromCharCode.apply(null, scratch as unknown as number[]);
}

const isAmount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

export const leafText = (leaf: LiabilityLeaf): string =>
  `leaf:${leaf.salt}:${leaf.userHash}:${leaf.amount}`;

export const nodeText = (leftHash: string, leftSum: number, rightHash: string, rightSum: number) =>
  `node:${leftHash}:${leftSum}:${rightHash}:${rightSum}`;

/** The hashed user id a leaf carries: SHA256 of the id as written (a uuid, lowercase). */
export const userHashOf = (userId: string, sha256: Sha256): string =>
  hexAt(sha256(userId.toLowerCase()));

/** A node's sum, refused past Number.MAX_SAFE_INTEGER (an overflow could hide a debt). */
function sumOf(left: number, right: number): number {
  const sum = left + right;
  if (!Number.isSafeInteger(sum)) throw new RangeError('liabilities: a sum overflows');
  return sum;
}

/** Room for `count` leaves; fill it with setLeaf, then call buildLevels. */
export function leafLevel(count: number): Level {
  return { hashes: new Uint8Array(count * 32), sums: new Float64Array(count), count };
}

/** Writes leaf `index`; a negative, fractional or unsafe amount throws. */
export function setLeaf(level: Level, index: number, leaf: LiabilityLeaf, sha256: Sha256): void {
  if (!isAmount(leaf.amount)) throw new RangeError(`liabilities: bad amount ${leaf.amount}`);
  level.hashes.set(sha256(leafText(leaf)), index * 32);
  level.sums[index] = leaf.amount;
}

/** Every level above the leaves, up to the root. An empty tree has no root: it throws. */
export function buildLevels(leaves: Level, sha256: Sha256): MerkleSumTree {
  if (leaves.count === 0) throw new RangeError('liabilities: a tree needs at least one leaf');
  const levels = [leaves];
  let below = leaves;
  while (below.count > 1) {
    const count = Math.ceil(below.count / 2);
    const level: Level = {
      hashes: new Uint8Array(count * 32),
      sums: new Float64Array(count),
      count,
    };
    for (let i = 0; i < count; i++) {
      const l = 2 * i;
      if (l + 1 === below.count) {
        // The lone last node moves up unchanged.
        level.hashes.set(below.hashes.subarray(l * 32, l * 32 + 32), i * 32);
        level.sums[i] = below.sums[l]!;
        continue;
      }
      const leftSum = below.sums[l]!;
      const rightSum = below.sums[l + 1]!;
      const text = nodeText(
        hexAt(below.hashes, l * 32),
        leftSum,
        hexAt(below.hashes, l * 32 + 32),
        rightSum,
      );
      level.hashes.set(sha256(text), i * 32);
      level.sums[i] = sumOf(leftSum, rightSum);
    }
    levels.push(level);
    below = level;
  }
  return {
    levels,
    root: { hash: hexAt(below.hashes, 0), sum: below.sums[0]! },
    hexCache: levels.map(() => new Map()),
  };
}

/** The tree over these leaves, in this order. */
export function buildTree(leaves: readonly LiabilityLeaf[], sha256: Sha256): MerkleSumTree {
  const level = leafLevel(leaves.length);
  leaves.forEach((leaf, i) => setLeaf(level, i, leaf, sha256));
  return buildLevels(level, sha256);
}

function hexOfNode(tree: MerkleSumTree, depth: number, index: number): string {
  const level = tree.levels[depth]!;
  if (depth < CACHED_FROM_LEVEL) return hexAt(level.hashes, index * 32);
  const cache = tree.hexCache[depth]!;
  let hex = cache.get(index);
  if (hex === undefined) cache.set(index, (hex = hexAt(level.hashes, index * 32)));
  return hex;
}

/** The siblings from leaf `index` up to the root. */
export function pathOf(tree: MerkleSumTree, index: number): PathStep[] {
  if (!Number.isInteger(index) || index < 0 || index >= tree.levels[0]!.count)
    throw new RangeError(`liabilities: no leaf ${index}`);
  const path: PathStep[] = [];
  let at = index;
  for (let depth = 0; depth < tree.levels.length - 1; depth++) {
    const level = tree.levels[depth]!;
    const sibling = at ^ 1;
    if (sibling < level.count)
      path.push({
        hash: hexOfNode(tree, depth, sibling),
        sum: level.sums[sibling]!,
        side: sibling < at ? 'left' : 'right',
      });
    at >>= 1;
  }
  return path;
}

/** The root a proof leads to, or why it leads nowhere (each check says what it refused). */
export function rootOfProof(proof: InclusionProof, sha256Hex: Sha256Hex): Verdict {
  const { leaf, path } = proof;
  if (!isAmount(leaf.amount))
    return { ok: false, reason: 'the amount is not a whole, non-negative number of hundredths' };
  if (typeof leaf.salt !== 'string' || !HEX64.test(leaf.salt))
    return { ok: false, reason: 'the salt is not 64 lowercase hex characters' };
  if (typeof leaf.userHash !== 'string' || !HEX64.test(leaf.userHash))
    return { ok: false, reason: 'the user hash is not 64 lowercase hex characters' };
  let hash = sha256Hex(leafText(leaf));
  let sum = leaf.amount;
  for (const [i, step] of path.entries()) {
    if (!isAmount(step.sum))
      return {
        ok: false,
        reason: `step ${i + 1}: the sibling's sum is negative or not a whole number`,
      };
    if (typeof step.hash !== 'string' || !HEX64.test(step.hash))
      return {
        ok: false,
        reason: `step ${i + 1}: the sibling's hash is not 64 lowercase hex characters`,
      };
    if (step.side !== 'left' && step.side !== 'right')
      return { ok: false, reason: `step ${i + 1}: the side is neither left nor right` };
    const next = sum + step.sum;
    if (!Number.isSafeInteger(next))
      return { ok: false, reason: `step ${i + 1}: the sum overflows` };
    const text =
      step.side === 'left'
        ? nodeText(step.hash, step.sum, hash, sum)
        : nodeText(hash, sum, step.hash, step.sum);
    hash = sha256Hex(text);
    sum = next;
  }
  return { ok: true, root: { hash, sum } };
}

/** Whether the proof leads to exactly this root: its hash and its sum, the published total. */
export function verifyProof(proof: InclusionProof, root: TreeRoot, sha256Hex: Sha256Hex): Verdict {
  const reached = rootOfProof(proof, sha256Hex);
  if (!reached.ok) return reached;
  if (reached.root.hash !== root.hash)
    return { ok: false, reason: 'the proof leads to another root hash' };
  if (reached.root.sum !== root.sum)
    return { ok: false, reason: 'the proof leads to another total' };
  return reached;
}
