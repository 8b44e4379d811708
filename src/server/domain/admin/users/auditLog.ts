import { type SQL, and, eq, gte, like, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminAuditQuery, AuditRow } from '../../../../shared/contract/adminUserPages';
import type { Database } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { assertOneCursor, keysetOrder } from '../table/keysetOrder';
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
 * The audit log, newest first (by the row id: rows are only added, so it is the order they
 * were written in) or by action, a page at a time: ordered by (column, id), the next page
 * holds the rows strictly after the last one's (value, id), so nothing repeats or is
 * skipped. `nextPageCursor` carries the order and that position; `nextCursor` (the last id,
 * for `before`) still pages the newest-first order. Days are UTC and both ends are included.
 * The caller checked the permission (the route, before reading the query).
 */
export async function listAudit(
  db: Database,
  query: AdminAuditQuery,
): Promise<{ rows: AuditRow[]; nextCursor: number | null; nextPageCursor: string | null }> {
  assertOneCursor(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const order = keysetOrder({
    columns: {
      id: { expr: auditLog.id, type: 'bigint' },
      action: { expr: auditLog.action, type: 'text' },
    },
    id: auditLog.id,
    idType: 'bigint',
    sort: query.sort ?? 'id.desc',
    cursor: query.cursor,
  });
  const where: SQL[] = [];
  if (order.after) where.push(order.after);
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
    .select({
      row: auditLog,
      actorName: actor.username,
      targetName: target.username,
      key: order.keyText,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, sql`${target.id}::text = ${auditLog.targetId}`)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const pageRows = rows.slice(0, limit);
  const last = rows.length > limit ? pageRows[pageRows.length - 1]! : null;
  const page = pageRows.map(({ row, actorName, targetName }): AuditRow => {
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
  return {
    rows: page,
    nextCursor: last?.row.id ?? null,
    nextPageCursor: last ? order.cursorOf(last.key, last.row.id) : null,
  };
}
