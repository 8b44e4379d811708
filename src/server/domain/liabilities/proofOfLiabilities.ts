import { randomBytes } from 'node:crypto';
import type { Statement } from '../../db/client';
import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { LiabilityProof, LiabilityRoot } from '../../../shared/contract/liabilities';
import { type MerkleSumTree, pathOf } from '../../../shared/liabilities/merkleSumTree';
import { DomainError, notFound } from '../errors';
import type { Leadership } from '../rounds';
import { ledgerPlayerLiabilities, owedToPlayers } from '../wallet';
import { saltOf, treeOf, userHashOfId } from './leafHashing';
import { type TreeRecord, insertTree, leafOf, leavesOf, recentTrees } from './treeRecords';

export const BUILD_EVERY_MS = 60 * 60 * 1000;

// One snapshot: every read of a build sees the same moment of the ledger, so the leaves, the
// pending withdrawals and the ledger's own total agree whatever commits meanwhile.
const REPEATABLE_READ: Statement = {
  name: 'liabilities_repeatable_read',
  text: 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ',
};

const noPlayers = () =>
  new DomainError('NO_PLAYERS', 'No player has an account yet: there is nothing to prove', 409);

const rootOf = (t: TreeRecord): LiabilityRoot => ({
  root: t.root,
  total: t.total,
  players: t.players,
  at: t.builtAt.toISOString(),
});

/**
 * Builds, publishes and proves the Merkle sum trees over what the site owes its players.
 * Each process keeps the latest tree's levels once it has answered a proof from them; a
 * process that has not rebuilds them from the stored leaves and checks the published root.
 */
export class ProofOfLiabilities {
  private cached: { treeId: number; tree: Promise<MerkleSumTree> } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: { db: Database; now?: () => Date },
    private readonly everyMs = BUILD_EVERY_MS,
  ) {}

  /** Takes the snapshot, builds the tree, checks its total against the ledger, publishes it. */
  async build(): Promise<LiabilityRoot> {
    const now = this.deps.now ?? (() => new Date());
    const { record, tree } = await transact(this.deps.db, async (tx) => {
      await tx.query(REPEATABLE_READ, []);
      const saltKey = randomBytes(32).toString('hex');
      const players = await owedToPlayers(tx, saltKey);
      if (players.length === 0) throw noPlayers();
      const tree = treeOf(saltKey, players);
      const ledger = await ledgerPlayerLiabilities(tx);
      // Two sums of one snapshot, one in the tree and one in SQL: never publish a root that
      // disagrees with the ledger.
      if (tree.root.sum !== ledger)
        throw new Error(`liabilities: the tree sums ${tree.root.sum}, the ledger ${ledger}`);
      const record = await insertTree(
        tx,
        {
          root: tree.root.hash,
          total: tree.root.sum,
          players: players.length,
          saltKey,
          builtAt: now(),
        },
        players,
      );
      return { record, tree };
    });
    this.cached = { treeId: record.id, tree: Promise.resolve(tree) };
    return rootOf(record);
  }

  /** The kept roots, newest first. */
  async roots(): Promise<LiabilityRoot[]> {
    return transact(this.deps.db, async (tx) => (await recentTrees(tx)).map(rootOf));
  }

  /** The player's leaf in the latest tree and the path from it to the root. */
  async proofOf(userId: string): Promise<LiabilityProof> {
    const found = await transact(this.deps.db, async (tx) => {
      const [latest] = await recentTrees(tx);
      if (!latest) throw notFound('No proof of liabilities has been published yet');
      const leaf = await leafOf(tx, latest.id, userId);
      if (!leaf)
        throw notFound('You were not in the latest tree: it was built before your account');
      return { latest, leaf };
    });
    const { latest, leaf } = found;
    const tree = await this.treeOf(latest);
    return {
      root: { hash: latest.root, sum: latest.total },
      at: latest.builtAt.toISOString(),
      leaf: {
        salt: saltOf(latest.saltKey, userId),
        userHash: userHashOfId(userId),
        amount: leaf.amount,
      },
      path: pathOf(tree, leaf.position),
    };
  }

  private treeOf(record: TreeRecord): Promise<MerkleSumTree> {
    if (this.cached?.treeId !== record.id) {
      const tree = this.rebuild(record);
      this.cached = { treeId: record.id, tree };
      tree.catch(() => {
        if (this.cached?.tree === tree) this.cached = undefined;
      });
    }
    return this.cached.tree;
  }

  private async rebuild(record: TreeRecord): Promise<MerkleSumTree> {
    const leaves = await transact(this.deps.db, (tx: Tx) => leavesOf(tx, record.id));
    const tree = treeOf(record.saltKey, leaves);
    if (tree.root.hash !== record.root || tree.root.sum !== record.total)
      throw new Error(`liabilities: the stored leaves of tree ${record.id} do not give its root`);
    return tree;
  }

  /**
   * Builds every hour on the leader only (one tree an hour for the cluster); a new leader
   * builds at once when the latest tree is an hour old, so a restart skips no hour.
   */
  start(leadership: Leadership, onError: (error: unknown) => void): void {
    const run = () => {
      if (this.running) return;
      this.running = this.build()
        .catch((error: unknown) => {
          if (!(error instanceof DomainError)) onError(error);
        })
        .finally(() => (this.running = undefined));
    };
    leadership.onGain(() => {
      if (this.timer) return;
      this.timer = setInterval(run, this.everyMs);
      this.timer.unref();
      void this.roots()
        .then(([latest]) => {
          const age = latest ? Date.now() - Date.parse(latest.at) : Infinity;
          if (age >= this.everyMs) run();
        })
        .catch(onError);
    });
    leadership.onLoss(() => this.stopTimer());
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  async stop(): Promise<void> {
    this.stopTimer();
    await this.running;
  }
}
