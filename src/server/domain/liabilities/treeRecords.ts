import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// The published trees (migration 0050) and the latest tree's leaves.

export const KEPT_TREES = 30;
const LEAF_CHUNK = 5_000;

export interface TreeRecord {
  id: number;
  root: string;
  total: number;
  players: number;
  saltKey: string;
  builtAt: Date;
}

interface TreeRow extends Record<string, unknown> {
  id: number | string;
  root: string;
  total: number | string;
  players: number;
  salt_key: string;
  built_at: Date | string;
}

const toRecord = (r: TreeRow): TreeRecord => ({
  id: Number(r.id),
  root: r.root,
  total: Number(r.total),
  players: Number(r.players),
  saltKey: r.salt_key,
  builtAt: new Date(r.built_at),
});

const INSERT_TREE: Statement = {
  name: 'liabilities_insert_tree',
  text: `INSERT INTO liability_trees (root, total, players, salt_key, built_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
};
const INSERT_LEAVES: Statement = {
  name: 'liabilities_insert_leaves',
  text: `INSERT INTO liability_leaves (tree_id, position, user_id, amount)
         SELECT $1, p, u, a FROM unnest($2::int[], $3::uuid[], $4::bigint[]) AS l(p, u, a)`,
};
const PRUNE_TREES: Statement = {
  name: 'liabilities_prune_trees',
  text: `DELETE FROM liability_trees WHERE id NOT IN
           (SELECT id FROM liability_trees ORDER BY id DESC LIMIT ${KEPT_TREES})`,
};
const PRUNE_LEAVES: Statement = {
  name: 'liabilities_prune_leaves',
  text: 'DELETE FROM liability_leaves WHERE tree_id <> $1',
};
const RECENT_TREES: Statement = {
  name: 'liabilities_recent_trees',
  text: `SELECT * FROM liability_trees ORDER BY id DESC LIMIT ${KEPT_TREES}`,
};
const LEAF_OF: Statement = {
  name: 'liabilities_leaf_of',
  text: 'SELECT position, amount FROM liability_leaves WHERE tree_id = $1 AND user_id = $2',
};
const LEAVES_OF: Statement = {
  name: 'liabilities_leaves_of',
  text: 'SELECT user_id, amount FROM liability_leaves WHERE tree_id = $1 ORDER BY position',
};

export interface NewTree {
  root: string;
  total: number;
  players: number;
  saltKey: string;
  builtAt: Date;
}

/** Publishes a tree with its leaves; only the newest tree keeps leaves, the last 30 are kept. */
export async function insertTree(
  tx: Tx,
  tree: NewTree,
  leaves: readonly { userId: string; amount: number }[],
): Promise<TreeRecord> {
  const [row] = await tx.query<TreeRow>(INSERT_TREE, [
    tree.root,
    tree.total,
    tree.players,
    tree.saltKey,
    tree.builtAt,
  ]);
  const record = toRecord(row!);
  for (let from = 0; from < leaves.length; from += LEAF_CHUNK) {
    const chunk = leaves.slice(from, from + LEAF_CHUNK);
    await tx.query(INSERT_LEAVES, [
      record.id,
      chunk.map((_, i) => from + i),
      chunk.map((l) => l.userId),
      chunk.map((l) => l.amount),
    ]);
  }
  await tx.query(PRUNE_LEAVES, [record.id]);
  await tx.query(PRUNE_TREES, []);
  return record;
}

/** The kept trees, newest first. */
export async function recentTrees(tx: Tx): Promise<TreeRecord[]> {
  return (await tx.query<TreeRow>(RECENT_TREES, [])).map(toRecord);
}

export async function leafOf(
  tx: Tx,
  treeId: number,
  userId: string,
): Promise<{ position: number; amount: number } | undefined> {
  const [row] = await tx.query<{ position: number; amount: number | string }>(LEAF_OF, [
    treeId,
    userId,
  ]);
  return row && { position: Number(row.position), amount: Number(row.amount) };
}

/** A tree's leaves in tree order: what its levels are rebuilt from. */
export async function leavesOf(
  tx: Tx,
  treeId: number,
): Promise<{ userId: string; amount: number }[]> {
  const rows = await tx.query<{ user_id: string; amount: number | string }>(LEAVES_OF, [treeId]);
  return rows.map((r) => ({ userId: r.user_id, amount: Number(r.amount) }));
}
