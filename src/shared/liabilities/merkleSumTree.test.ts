import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type InclusionProof,
  type LiabilityLeaf,
  type Sha256,
  type Sha256Hex,
  buildTree,
  leafText,
  nodeText,
  pathOf,
  userHashOf,
  verifyProof,
} from './merkleSumTree';
import { sha256Text } from './sha256';

const nodeSha: Sha256 = (text) => createHash('sha256').update(text).digest();
const hex: Sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/** Deterministic players: distinct salts and user hashes from the index, amounts of every size. */
function players(count: number): LiabilityLeaf[] {
  return Array.from({ length: count }, (_, i) => ({
    salt: i.toString(16).padStart(64, 'a'),
    userHash: i.toString(16).padStart(64, 'b'),
    amount: (i * 7919) % 1_000_003,
  }));
}

describe('the Merkle sum tree', () => {
  it('hashes exactly as published: a leaf, a node, and a lone node moving up', () => {
    const leaves = players(3);
    const tree = buildTree(leaves, nodeSha);
    const [a, b, c] = leaves.map((leaf) => hex(leafText(leaf)));
    const ab = hex(nodeText(a!, leaves[0]!.amount, b!, leaves[1]!.amount));
    const abSum = leaves[0]!.amount + leaves[1]!.amount;
    expect(hex(`leaf:${leaves[0]!.salt}:${leaves[0]!.userHash}:${leaves[0]!.amount}`)).toBe(a);
    expect(tree.root).toEqual({
      hash: hex(`node:${ab}:${abSum}:${c}:${leaves[2]!.amount}`),
      sum: abSum + leaves[2]!.amount,
    });
    // The third leaf had no partner at the bottom: its path has one step, its left sibling.
    expect(pathOf(tree, 2)).toEqual([{ hash: ab, sum: abSum, side: 'left' }]);
  });

  it('a single player is the root', () => {
    const [leaf] = players(1);
    const tree = buildTree([leaf!], nodeSha);
    expect(tree.root).toEqual({ hash: hex(leafText(leaf!)), sum: leaf!.amount });
    expect(verifyProof({ leaf: leaf!, path: pathOf(tree, 0) }, tree.root, hex).ok).toBe(true);
  });

  it('the browser hash (noble) and the server hash (node) agree', () => {
    const leaves = players(11);
    expect(buildTree(leaves, sha256Text).root).toEqual(buildTree(leaves, nodeSha).root);
    expect(userHashOf('0B5D2F4E-0000-4000-8000-000000000001', sha256Text)).toBe(
      hex('0b5d2f4e-0000-4000-8000-000000000001'),
    );
  });

  it('100,000 players: every proof verifies against the root and its total', () => {
    const leaves = players(100_000);
    const tree = buildTree(leaves, nodeSha);
    expect(tree.root.sum).toBe(leaves.reduce((s, l) => s + l.amount, 0));
    let verified = 0;
    for (let i = 0; i < leaves.length; i++) {
      if (verifyProof({ leaf: leaves[i]!, path: pathOf(tree, i) }, tree.root, hex).ok) verified++;
    }
    expect(verified).toBe(leaves.length);
  }, 30_000); // about 5 s of CPU; the margin is for a busy machine

  describe('a tampered proof fails', () => {
    const leaves = players(1000);
    const tree = buildTree(leaves, nodeSha);
    const proof = (i: number): InclusionProof => ({
      leaf: { ...leaves[i]! },
      path: pathOf(tree, i),
    });
    const fails = (p: InclusionProof, root = tree.root) => {
      const verdict = verifyProof(p, root, hex);
      expect(verdict.ok).toBe(false);
      return verdict.ok ? '' : verdict.reason;
    };

    it('a changed amount', () => {
      const p = proof(17);
      p.leaf.amount += 1;
      expect(fails(p)).toMatch(/another root/);
    });

    it('a changed sibling sum (the total hidden lower)', () => {
      const p = proof(17);
      p.path[3]!.sum -= 1;
      fails(p);
    });

    it('a swapped sibling', () => {
      const p = proof(17);
      p.path[2]!.side = p.path[2]!.side === 'left' ? 'right' : 'left';
      expect(fails(p)).toMatch(/another root/);
    });

    it('a missing leaf: the tree built without a player answers another root', () => {
      const without = buildTree(leaves.slice(0, -1), nodeSha);
      fails(proof(999), without.root);
      // and a proof from the smaller tree does not reach the published one
      fails({ leaf: leaves[5]!, path: pathOf(without, 5) });
    });

    it('a missing step', () => {
      const p = proof(17);
      p.path.splice(4, 1);
      fails(p);
    });

    it('a negative leaf, even one whose hashes are all consistent', () => {
      // A dishonest operator hides a debt by a negative leaf: its own sums add up, but the
      // verifier refuses any negative amount, so no such tree can prove anything.
      const p = proof(17);
      p.leaf.amount = -5;
      expect(fails(p)).toMatch(/negative/);
      expect(() => buildTree([{ ...leaves[0]!, amount: -1 }], nodeSha)).toThrow(RangeError);
    });

    it('a negative sibling sum', () => {
      const p = proof(17);
      p.path[0]!.sum = -p.path[0]!.sum - 1;
      expect(fails(p)).toMatch(/negative/);
    });

    it('a sum overflowing past Number.MAX_SAFE_INTEGER', () => {
      const p = proof(17);
      p.path[0]!.sum = Number.MAX_SAFE_INTEGER - 1;
      expect(fails(p)).toMatch(/overflows/);
      const big = { ...leaves[0]!, amount: Number.MAX_SAFE_INTEGER };
      expect(() => buildTree([big, leaves[1]!], nodeSha)).toThrow(/overflows/);
    });

    it('a fractional amount, an upper-case or short hash', () => {
      const p = proof(3);
      p.leaf.amount += 0.5;
      fails(p);
      const q = proof(3);
      q.path[0]!.hash = q.path[0]!.hash.toUpperCase();
      fails(q);
      const r = proof(3);
      r.leaf.salt = r.leaf.salt.slice(1);
      fails(r);
    });
  });
});
