import type { StaffNoteEntry } from '../../../../shared/contract/adminUserPages';
import type { Database } from '../../../db/client';
import { autocommit, transact } from '../../../db/transaction';
import type { Accounts } from '../../accounts';
import { type Permission, assertCan, assertMayActOn } from '../../accounts';
import { conflict, notFound } from '../../errors';
import type { Wallet } from '../../wallet';
import { recordAudit } from '../../auditRecord';
import {
  STAFF_NOTE_INSERT,
  USER_BACKUP_CODES_DELETE,
  USER_NAME,
  USER_ROLES,
  USER_TWO_FACTOR_RESET,
} from './userStatements';

export interface UserActionDeps {
  db: Database;
  accounts: Accounts;
  wallet: Wallet;
}

/** The operator's fresh second factor, checked once who may act on whom is settled. */
export type StaffCheck = () => Promise<void>;

/**
 * Who may act: the permission (again, beside the route's), then rank (never on an equal or
 * higher role, their own account included), then the fresh 2FA; so a refused action does
 * not spend the operator's code.
 */
async function assertMayAct(
  deps: UserActionDeps,
  permission: Permission,
  actorId: string,
  userId: string,
  twoFactor: StaffCheck,
): Promise<void> {
  const actorRoles = await deps.accounts.rolesOf(actorId);
  assertCan(actorRoles, permission);
  const [target] = await autocommit(deps.db, (tx) =>
    tx.query<{ roles: string[] }>(USER_ROLES, [userId]),
  );
  if (!target) throw notFound('No such user');
  assertMayActOn(actorRoles, target.roles);
  await twoFactor();
}

/**
 * An operator's correction of a balance: a ledger movement against the house and its audit
 * row (balance before and after, the reason) in one transaction. The wallet moves the
 * money under the account's lock, so "before" is the answer's balance less the amount, not
 * a read that another movement could have overtaken.
 */
export async function adjustUserBalance(
  deps: UserActionDeps,
  input: {
    actorId: string;
    userId: string;
    amount: number;
    reason: string;
    /** A retry with the same key answers the first movement and moves nothing again. */
    idempotencyKey?: string | undefined;
  },
  twoFactor: StaffCheck,
): Promise<{ balance: number; ledgerPosition: number }> {
  await assertMayAct(deps, 'wallet.adjust', input.actorId, input.userId, twoFactor);
  return transact(deps.db, async (tx) => {
    const moved = await deps.wallet.move(tx, {
      userId: input.userId,
      amount: input.amount,
      counterparty: 'house',
      kind: 'admin-adjust',
      reference: input.reason,
      ...(input.idempotencyKey ? { idempotencyKey: `admin:${input.idempotencyKey}` } : {}),
    });
    if (!moved.replayed) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'wallet.adjust',
        targetId: input.userId,
        details: {
          amount: input.amount,
          before: { balance: moved.balance - input.amount },
          after: { balance: moved.balance },
          reason: input.reason,
          transferId: moved.transferId,
        },
      });
    }
    return { balance: moved.balance, ledgerPosition: moved.ledgerPosition };
  });
}

/** Ends every live session of an account (a stolen device); its sockets lose them too. */
export async function revokeUserSessions(
  deps: UserActionDeps,
  input: { actorId: string; userId: string; reason: string },
  twoFactor: StaffCheck,
): Promise<{ ended: number }> {
  await assertMayAct(deps, 'users.ban', input.actorId, input.userId, twoFactor);
  const ended = await transact(deps.db, async (tx) => {
    const ids = await deps.accounts.revokeSessionsIn(tx, input.userId);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'user.sessions.revoke',
      targetId: input.userId,
      details: {
        before: { sessions: ids.length },
        after: { sessions: 0 },
        reason: input.reason,
      },
    });
    return ids;
  });
  await deps.accounts.sessionsEnded(ended);
  return { ended: ended.length };
}

/**
 * Turns an account's 2FA off (a lost phone): the secret and backup codes go, and every
 * session ends, so whoever holds one must log in again with the password alone and the
 * player can set 2FA up anew. Refused (409, nothing changed) when 2FA is already off.
 */
export async function resetUserTwoFactor(
  deps: UserActionDeps,
  input: { actorId: string; userId: string; reason: string },
  twoFactor: StaffCheck,
): Promise<void> {
  await assertMayAct(deps, 'users.ban', input.actorId, input.userId, twoFactor);
  const ended = await transact(deps.db, async (tx) => {
    const reset = await tx.query(USER_TWO_FACTOR_RESET, [input.userId]);
    if (reset.length === 0)
      throw conflict('TWO_FACTOR_OFF', 'This account has no two-factor authentication to reset');
    await tx.query(USER_BACKUP_CODES_DELETE, [input.userId]);
    const ids = await deps.accounts.revokeSessionsIn(tx, input.userId);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'user.2fa.reset',
      targetId: input.userId,
      details: {
        before: { twoFactor: true },
        after: { twoFactor: false, sessionsEnded: ids.length },
        reason: input.reason,
      },
    });
    return ids;
  });
  await deps.accounts.sessionsEnded(ended);
}

/** A staff note on an account, and its audit row. */
export async function addStaffNote(
  deps: Pick<UserActionDeps, 'db' | 'accounts'>,
  input: { actorId: string; userId: string; body: string },
): Promise<StaffNoteEntry> {
  assertCan(await deps.accounts.rolesOf(input.actorId), 'users.view');
  return transact(deps.db, async (tx) => {
    const [target] = await tx.query(USER_NAME, [input.userId]);
    if (!target) throw notFound('No such user');
    const [note] = await tx.query<{ id: number | string; body: string; created_at: Date | string }>(
      STAFF_NOTE_INSERT,
      [input.userId, input.actorId, input.body],
    );
    const [actor] = await tx.query<{ username: string }>(USER_NAME, [input.actorId]);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'user.note',
      targetId: input.userId,
      details: { after: { note: input.body } },
    });
    return {
      id: Number(note!.id),
      author: actor?.username ?? null,
      body: note!.body,
      createdAt: new Date(note!.created_at).toISOString(),
    };
  });
}
