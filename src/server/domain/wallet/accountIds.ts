import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { SYSTEM_SHARDS, type SystemAccountKind } from './shards';

const USER_ACCOUNT: Statement = {
  name: 'wallet_user_account',
  text: 'SELECT id FROM wallet_accounts WHERE user_id = $1',
};
const SYSTEM_ACCOUNTS: Statement = {
  name: 'wallet_system_accounts',
  // Players' vaults (vault_of) have no user_id either, but they are no system account.
  text: 'SELECT id, kind, shard FROM wallet_accounts WHERE user_id IS NULL AND vault_of IS NULL',
};
const MAX_CACHED_USERS = 100_000;

/**
 * Account ids never change once created, so each is looked up once per process. A
 * player's id is cached only after the transaction that saw it commits, so a rolled-back
 * account is never remembered.
 */
export class AccountIds {
  private readonly users = new Map<string, number>();
  private system: Map<string, number> | undefined;

  async ofUser(tx: Tx, userId: string): Promise<number | undefined> {
    const cached = this.users.get(userId);
    if (cached !== undefined) return cached;
    const [row] = await tx.query<{ id: number }>(USER_ACCOUNT, [userId]);
    if (!row) return undefined;
    const id = Number(row.id);
    tx.afterCommit(() => this.remember(userId, id));
    return id;
  }

  async ofSystem(tx: Tx, kind: SystemAccountKind, shard: number): Promise<number> {
    if (!this.system) {
      const rows = await tx.query<{ id: number; kind: string; shard: number }>(SYSTEM_ACCOUNTS, []);
      const system = new Map(rows.map((r) => [`${r.kind}:${r.shard}`, Number(r.id)]));
      if (system.size < 4 * SYSTEM_SHARDS)
        throw new Error('wallet: system accounts are missing (migrations not run?)');
      this.system = system;
    }
    const id = this.system.get(`${kind}:${shard}`);
    if (id === undefined) throw new Error(`wallet: no system account ${kind}:${shard}`);
    return id;
  }

  private remember(userId: string, id: number) {
    // Crude but bounded: a full cache starts over rather than growing without limit.
    if (this.users.size >= MAX_CACHED_USERS) this.users.clear();
    this.users.set(userId, id);
  }
}
