import type { Vault as VaultView } from '../../../shared/contract/vault';
import { VAULT_LOCK_MAX_MS } from '../../../shared/vault';
import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { SessionContext } from '../accounts';
import { AUTH_RULES, hitThrottle } from '../accounts';
import { invalidTwoFactorCode, spendCode } from '../accounts';
import { assertTwoFactorFresh } from '../accounts';
import { recordAudit } from '../auditRecord';
import { DomainError, conflict, notFound } from '../errors';
import type { Wallet } from '../wallet';
import {
  SET_LOCK,
  TOTP_SECRET,
  type TotpSecretRow,
  VAULT_STATE,
  type VaultStateRow,
} from './vaultStatements';

export interface VaultMove {
  vault: VaultView;
  balance: number;
  ledgerPosition: number;
}

export interface VaultDeps {
  db: Database;
  wallet: Wallet;
  /** Milliseconds since the epoch; tests move it past a lock. */
  clock?: () => number;
}

const refused = (code: string, message: string) => new DomainError(code, message, 400);

/**
 * The vault: gems a player puts out of play. Moves in and out are wallet transfers between
 * the player's account and their vault account. A lock (users.vault_locked_until) refuses
 * withdrawals until its moment; extending it is free, shortening it is unlocking, which
 * needs 2FA and a code typed for it. Any withdrawal by a player with 2FA on needs the
 * session's second factor proved within the last minutes.
 *
 * Every operation first locks the player's wallet account, the first lock wallet_post() and
 * a bet take too, so a withdrawal and a lock change by the same player take turns and no
 * order of locks can deadlock.
 */
export class Vault {
  private readonly clock: () => number;

  constructor(private readonly deps: VaultDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async get(userId: string): Promise<VaultView> {
    return transact(this.deps.db, async (tx) =>
      this.view(tx, userId, await this.state(tx, userId)),
    );
  }

  async deposit(userId: string, amount: number, key: string): Promise<VaultMove> {
    return transact(this.deps.db, async (tx) => {
      await this.deps.wallet.lockPlayers(tx, [userId]);
      const state = await this.state(tx, userId);
      const moved = await this.deps.wallet.moveVault(tx, {
        userId,
        amount,
        kind: 'vault-deposit',
        idempotencyKey: `vault:${key}`,
      });
      return this.moveAnswer(moved, state);
    });
  }

  async withdraw(session: SessionContext, amount: number, key: string): Promise<VaultMove> {
    const { userId } = session;
    return transact(this.deps.db, async (tx) => {
      await this.deps.wallet.lockPlayers(tx, [userId]);
      const state = await this.state(tx, userId);
      const until = lockedUntil(state, this.clock());
      if (until !== null)
        throw conflict('VAULT_LOCKED', `Your vault is locked until ${until.toISOString()}`);
      await assertTwoFactorFresh(tx.db, session, new Date(this.clock()));
      try {
        const moved = await this.deps.wallet.moveVault(tx, {
          userId,
          amount: -amount,
          kind: 'vault-withdraw',
          idempotencyKey: `vault:${key}`,
        });
        return this.moveAnswer(moved, state);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INSUFFICIENT_BALANCE')
          throw refused('VAULT_INSUFFICIENT', 'Your vault does not hold that much');
        throw error;
      }
    });
  }

  /** Locks until `until`; a later moment extends the lock, an earlier one is refused. */
  async lock(actorId: string, until: string): Promise<VaultView> {
    const now = this.clock();
    const at = Date.parse(until);
    if (at <= now) throw refused('VAULT_LOCK_PAST', 'Choose a moment in the future');
    if (at - now > VAULT_LOCK_MAX_MS)
      throw refused('VAULT_LOCK_TOO_LONG', 'A vault can be locked for at most 365 days');
    return transact(this.deps.db, async (tx) => {
      await this.deps.wallet.lockPlayers(tx, [actorId]);
      const state = await this.state(tx, actorId);
      const current = lockedUntil(state, now);
      if (current !== null && current.getTime() > at)
        throw conflict(
          'VAULT_LOCK_SHORTER',
          `Your vault is already locked until ${current.toISOString()}; unlock it to shorten the lock`,
        );
      await tx.query(SET_LOCK, [actorId, new Date(at)]);
      await this.audit(tx, actorId, 'vault.lock', { until: new Date(at).toISOString() });
      return this.view(tx, actorId, { ...state, vault_locked_until: new Date(at) });
    });
  }

  /**
   * Ends the lock early: only with 2FA on and a code typed for it, spent here (once, even
   * under concurrency), as a crypto withdrawal spends its own. A session's recent code is
   * not enough: the lock was the player's own decision, so undoing it asks again.
   */
  async unlock(userId: string, code: string): Promise<VaultView> {
    // Counted first, in its own statement, so a refused code still counts.
    await hitThrottle(this.deps.db, AUTH_RULES.twoFactorPerAccount, userId);
    return transact(this.deps.db, async (tx) => {
      await this.deps.wallet.lockPlayers(tx, [userId]);
      const state = await this.state(tx, userId);
      if (lockedUntil(state, this.clock()) === null) return this.view(tx, userId, state);
      const [secret] = await tx.query<TotpSecretRow>(TOTP_SECRET, [userId]);
      if (!state.two_factor || !secret?.totp_secret)
        throw conflict(
          'VAULT_NEEDS_TWO_FACTOR',
          'Turn on two-factor authentication to unlock your vault early',
        );
      if (!(await spendCode(tx.db, userId, secret.totp_secret, code))) throw invalidTwoFactorCode();
      await tx.query(SET_LOCK, [userId, null]);
      await this.audit(tx, userId, 'vault.unlock', {
        was: new Date(state.vault_locked_until!).toISOString(),
      });
      return this.view(tx, userId, { ...state, vault_locked_until: null });
    });
  }

  private async state(tx: Tx, userId: string): Promise<VaultStateRow> {
    const [row] = await tx.query<VaultStateRow>(VAULT_STATE, [userId]);
    if (!row) throw notFound('No such player');
    return row;
  }

  private async view(tx: Tx, userId: string, state: VaultStateRow): Promise<VaultView> {
    return {
      balance: await this.deps.wallet.vaultBalanceOf(tx, userId),
      lockedUntil: iso(lockedUntil(state, this.clock())),
      twoFactorEnabled: Boolean(state.two_factor),
    };
  }

  private moveAnswer(
    moved: { balance: number; ledgerPosition: number; vaultBalance: number },
    state: VaultStateRow,
  ): VaultMove {
    return {
      vault: {
        balance: moved.vaultBalance,
        lockedUntil: iso(lockedUntil(state, this.clock())),
        twoFactorEnabled: Boolean(state.two_factor),
      },
      balance: moved.balance,
      ledgerPosition: moved.ledgerPosition,
    };
  }

  private async audit(tx: Tx, actorId: string, action: string, details: Record<string, unknown>) {
    await recordAudit(tx, { actorId, action, targetId: actorId, details });
  }
}

/** The lock's moment while it still holds at `now`; null once it has passed or when none. */
function lockedUntil(state: VaultStateRow, now: number): Date | null {
  if (state.vault_locked_until === null) return null;
  const until = new Date(state.vault_locked_until);
  return until.getTime() > now ? until : null;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
