import type { AuditRow } from '../../../../shared/contract/adminUserPages';

type Details = Record<string, unknown>;

/**
 * What an audit row's details say changed. Rows written since the back office name
 * `before` and `after`; older ones say it their own way (`from`/`to` for roles, `until`
 * for a ban or mute), read here so every row shows in the same columns. Pure.
 */
export function changeOf(details: Details): Pick<AuditRow, 'before' | 'after' | 'reason'> {
  const before = details['before'] ?? details['from'] ?? null;
  const after =
    details['after'] ??
    details['to'] ??
    ('until' in details ? { until: details['until'] } : null) ??
    ('amount' in details ? { amount: details['amount'] } : null);
  const reason = details['reason'];
  return { before, after, reason: typeof reason === 'string' ? reason : null };
}
