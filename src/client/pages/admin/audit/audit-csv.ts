import type { AuditRow } from '../../../../shared/contract';

const COLUMNS = ['id', 'when', 'actor', 'action', 'target', 'before', 'after', 'reason'] as const;

/** A value as JSON text, or empty when there is none. */
const jsonOf = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * One CSV field: quoted when it holds a quote, comma or line break (RFC 4180), and a leading
 * =, +, - or @ neutralised, so a reason typed as a formula is not run by a spreadsheet.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The audit rows as a CSV document, a header line first. Pure. */
export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = rows.map((row) =>
    [
      String(row.id),
      row.createdAt,
      row.actor?.username ?? '',
      row.action,
      row.targetName ?? row.targetId ?? '',
      jsonOf(row.before),
      jsonOf(row.after),
      row.reason ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
