import type { Database, Statement } from '../../db/client';
import { transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { type Permission, assertCan, assertMayActOn } from '../accounts';
import { DomainError, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { type ClosedMinesGame, closeOpenMinesGame } from '../games';
import type { Settlement } from '../settlement';
import { recordAudit } from '../auditRecord';
import type { StaffCheck } from './users/userActions';

interface Restriction {
  actorId: string;
  userId: string;
  /** ISO moment, or null to lift. */
  until: string | null;
  reason: string;
}

const SET_BANNED_UNTIL: Statement = {
  name: 'admin_user_set_banned_until',
  text: 'UPDATE users SET banned_until = $2 WHERE id = $1 RETURNING id',
};

const SET_MUTED_UNTIL: Statement = {
  name: 'admin_user_set_muted_until',
  text: 'UPDATE users SET muted_until = $2 WHERE id = $1 RETURNING id',
};

const LOCK_ROLES: Statement = {
  name: 'admin_user_lock_roles',
  text: 'SELECT roles FROM users WHERE id = $1 FOR UPDATE',
};

const SET_ROLES: Statement = {
  name: 'admin_user_set_roles',
  text: 'UPDATE users SET roles = $2::text[] WHERE id = $1',
};

const KINDS = {
  ban: { update: SET_BANNED_UNTIL, permission: 'users.ban', action: 'user.ban' },
  mute: { update: SET_MUTED_UNTIL, permission: 'users.mute', action: 'user.mute' },
} as const satisfies Record<string, { update: Statement; permission: Permission; action: string }>;

/**
 * Bans (no login, no play) or mutes (no chat) a player until a moment, with its audit row.
 * A mute is announced ('user.muted') once committed, so the player can be told.
 *
 * A ban, in the same transaction, ends every session of the player (their sockets lose
 * them in every process once it commits) and closes their open mines game, so no stake is
 * held for the length of the ban: cashed out if a safe tile was revealed, refunded if not.
 * The audit row lists what was closed. The player's open tabs are told the ban and its end
 * as their sockets end; a later login answers 403 naming the end of the ban.
 *
 * Only on an account of a lower role than the actor's (permissions.ts mayActOn): an ADMIN
 * never bans the SUPER_ADMIN, nor a MODERATOR mutes another MODERATOR.
 */
export async function restrictUser(
  deps: { db: Database; accounts: Accounts; events: DomainEventBus; settlement: Settlement },
  kind: keyof typeof KINDS,
  input: Restriction,
): Promise<void> {
  const { update, permission, action } = KINDS[kind];
  const actorRoles = await deps.accounts.rolesOf(input.actorId);
  assertCan(actorRoles, permission);
  if (input.userId === input.actorId)
    throw new DomainError('SELF_RESTRICTION', `You cannot ${kind} yourself`, 400);
  assertMayActOn(actorRoles, await deps.accounts.rolesOf(input.userId));
  const until = input.until ? new Date(input.until) : null;
  const endedSessions = await transact(deps.db, async (tx) => {
    const closedGames: ClosedMinesGame[] = [];
    let ended: string[] = [];
    if (kind === 'ban' && until && until.getTime() > Date.now()) {
      // The game and its money before the player's row, as a cash-out takes them (the
      // ledger's lock order): a ban and a cash-out at once take turns instead of deadlocking.
      const closed = await closeOpenMinesGame(tx, deps, input.userId);
      if (closed) closedGames.push(closed);
      ended = await deps.accounts.revokeSessionsIn(tx, input.userId);
    }
    const updated = await tx.query(update, [input.userId, until?.toISOString() ?? null]);
    if (updated.length === 0) throw notFound('No such user');
    await recordAudit(tx, {
      actorId: input.actorId,
      action,
      targetId: input.userId,
      details: {
        until: input.until,
        reason: input.reason,
        ...(closedGames.length > 0 ? { closedGames } : {}),
      },
    });
    if (kind === 'mute') {
      const muted = { userId: input.userId, actorId: input.actorId, until };
      tx.afterCommit(() => deps.events.emit('user.muted', muted));
    }
    return ended;
  });
  await deps.accounts.sessionsEnded(
    endedSessions,
    kind === 'ban' && until ? { until: until.toISOString() } : undefined,
  );
}

/**
 * Replaces a user's roles (super admins only), with its audit row (roles before and after,
 * the reason): only on an account of a lower role than the actor's, to roles below it
 * (permissions.ts mayActOn; a SUPER_ADMIN, the top rank, passes both). Then the operator's
 * fresh 2FA, as for every action on an account (users/userActions.ts), so a refused change
 * does not spend the code.
 */
export async function setRoles(
  deps: { db: Database; accounts: Accounts },
  input: { actorId: string; userId: string; roles: string[]; reason: string },
  twoFactor: StaffCheck,
): Promise<void> {
  const actorRoles = await deps.accounts.rolesOf(input.actorId);
  assertCan(actorRoles, 'roles.grant');
  const roles = [...new Set(input.roles)];
  const targetRoles = await deps.accounts.rolesOf(input.userId);
  // Every account holds a role (this asks for one), so none means no account.
  if (targetRoles.length === 0) throw notFound('No such user');
  assertMayActOn(actorRoles, targetRoles);
  assertMayActOn(actorRoles, roles);
  await twoFactor();
  await transact(deps.db, async (tx) => {
    const [before] = await tx.query<{ roles: string[] }>(LOCK_ROLES, [input.userId]);
    if (!before) throw notFound('No such user');
    await tx.query(SET_ROLES, [input.userId, roles]);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'user.roles',
      targetId: input.userId,
      details: { before: { roles: before.roles }, after: { roles }, reason: input.reason },
    });
  });
}
