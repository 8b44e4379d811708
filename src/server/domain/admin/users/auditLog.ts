import type { AdminAuditQuery, AuditRow } from '../../../../shared/contract/adminUserPages';
import type { Database } from '../../../db/client';
import { autocommit } from '../../../db/transaction';
import { assertOneCursor, keysetOrder } from '../table/keysetStatement';
import { StatementText } from '../table/statementText';
import { changeOf } from './auditEntry';

const DEFAULT_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An account named by its id or its username (any case). */
const accountIdOf = (text: string, params: StatementText) =>
  UUID.test(text)
    ? `${params.param(text)}::uuid`
    : `(SELECT id FROM users WHERE lower(username) = lower(${params.param(text)}))`;

type Row = {
  id: number | string;
  actor_id: string | null;
  action: string;
  target_id: string | null;
  details: Record<string, unknown> | null;
  created_at: Date | string;
  actor_name: string | null;
  target_name: string | null;
  key: string;
};

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
  const params = new StatementText();
  const order = keysetOrder({
    columns: {
      id: { expr: 'l.id', type: 'bigint' },
      action: { expr: 'l.action', type: 'text' },
    },
    id: 'l.id',
    idType: 'bigint',
    sort: query.sort ?? 'id.desc',
    cursor: query.cursor,
    params,
  });
  const where: string[] = [];
  if (order.after) where.push(order.after);
  if (query.actor) where.push(`l.actor_id = ${accountIdOf(query.actor, params)}`);
  if (query.target) {
    const target = params.param(query.target);
    where.push(
      `(l.target_id = ${target} OR l.target_id = (${accountIdOf(query.target, params)})::text)`,
    );
  }
  if (query.action) where.push(`l.action LIKE ${params.param(`${escapeLike(query.action)}%`)}`);
  if (query.from)
    where.push(
      `l.created_at >= ${params.param(new Date(`${query.from}T00:00:00Z`).toISOString())}`,
    );
  if (query.to) {
    const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString();
    where.push(`l.created_at < ${params.param(end)}`);
  }
  if (query.before) where.push(`l.id < ${params.param(query.before)}`);
  const statement = params.statement(
    'admin_audit_list',
    `SELECT l.id, l.actor_id, l.action, l.target_id, l.details, l.created_at,
            au.username AS actor_name, tu.username AS target_name, ${order.keyText} AS key
     FROM audit_log l
     LEFT JOIN users au ON au.id = l.actor_id
     LEFT JOIN users tu ON tu.id::text = l.target_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${order.orderBy} LIMIT ${params.param(limit + 1)}`,
  );
  const rows = await autocommit(db, (tx) => tx.query<Row>(statement, params.values));
  const pageRows = rows.slice(0, limit);
  const last = rows.length > limit ? pageRows[pageRows.length - 1]! : null;
  const page = pageRows.map((row): AuditRow => {
    const details = (row.details ?? {}) as Record<string, unknown>;
    return {
      id: Number(row.id),
      actor: row.actor_id && row.actor_name ? { id: row.actor_id, username: row.actor_name } : null,
      action: row.action,
      targetId: row.target_id,
      targetName: row.target_name,
      ...changeOf(details),
      details,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
  return {
    rows: page,
    nextCursor: last ? Number(last.id) : null,
    nextPageCursor: last ? order.cursorOf(last.key, Number(last.id)) : null,
  };
}
