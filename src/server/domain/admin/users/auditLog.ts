import { type SQL, and, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminAuditQuery, AuditRow } from '../../../../shared/contract/adminUserPages';
import type { Database } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { changeOf } from './auditEntry';

const DEFAULT_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const actor = alias(users, 'actor');
const target = alias(users, 'target');

/** An account named by its id or its username (any case). */
const accountIdOf = (text: string) =>
  UUID.test(text)
    ? sql`${text}::uuid`
    : sql`(SELECT id FROM users WHERE lower(username) = lower(${text}))`;

/**
 * The audit log, newest first, a page at a time by the row id (rows are only added, so an
 * id cursor neither repeats nor skips). Days are UTC and both ends are included. The caller
 * checked the permission (the route, before reading the query).
 */
export async function listAudit(
  db: Database,
  query: AdminAuditQuery,
): Promise<{ rows: AuditRow[]; nextCursor: number | null }> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const where: SQL[] = [];
  if (query.actor) where.push(sql`${auditLog.actorId} = ${accountIdOf(query.actor)}`);
  if (query.target)
    where.push(
      sql`(${auditLog.targetId} = ${query.target} OR ${auditLog.targetId} = (${accountIdOf(query.target)})::text)`,
    );
  if (query.action) where.push(like(auditLog.action, `${escapeLike(query.action)}%`));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.before) where.push(lt(auditLog.id, query.before));
  const rows = await db
    .select({ row: auditLog, actorName: actor.username, targetName: target.username })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, sql`${target.id}::text = ${auditLog.targetId}`)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(({ row, actorName, targetName }): AuditRow => {
    const details = (row.details ?? {}) as Record<string, unknown>;
    return {
      id: row.id,
      actor: row.actorId && actorName ? { id: row.actorId, username: actorName } : null,
      action: row.action,
      targetId: row.targetId,
      targetName,
      ...changeOf(details),
      details,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { rows: page, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}
